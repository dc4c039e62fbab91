/** Heights of the fixed header, shared by the header itself, the page padding and the anchor-scroll maths. */
export const TOP_BAR_HEIGHT_PX = 40;
export const TOOLBAR_HEIGHT_PX = 76;
/** How far the header slides up once the page is scrolled: the top bar on large screens, a little padding elsewhere. */
export const COMPACT_SHIFT_LARGE_PX = TOP_BAR_HEIGHT_PX + 10;
export const COMPACT_SHIFT_SMALL_PX = 10;
export const SITE_HEADER_ID = 'site-header';
export const MOBILE_MENU_ID = 'mobile-menu';
