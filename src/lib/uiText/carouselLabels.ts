/**
 * What screen readers announce for the APG carousel pattern (aria-roledescription), in Dutch like the rest of the
 * site. Apart from dutchMessages.ts so the home page's carousels do not load the forms' messages.
 */
export const carouselRoleDescriptions = {
  carousel: 'carrousel',
  slide: 'dia',
} as const;
