import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { MOBILE_BREAKPOINT_PX, TESTIMONIALS_PER_PAGE_DESKTOP } from '../../lib/constants';
import type { Testimonial } from '../../lib/testimonials';
import { TestimonialCard, testimonialCardStyles } from './TestimonialCard';
import { useTestimonialCarousel } from './useTestimonialCarousel';
import { carouselRoleDescriptions } from '../../lib/uiText/carouselLabels';
import { SAMPLE_TESTIMONIALS_NOTE } from '../../lib/samples';

const SLIDES_ID = 'testimonial-slides';
const narrow = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const wide = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** The server renders the wide layout; until a phone has hydrated the carousel, it shows the first quote only. */
const serverLayoutOnPhone = `&[data-per-page="${TESTIMONIALS_PER_PAGE_DESKTOP}"]`;

const buttonSx = {
  width: 48,
  height: 48,
  border: '2px solid',
  borderColor: 'primary.main',
  color: 'primary.main',
  '&:hover': { bgcolor: '#eef3f8' },
  '&[aria-disabled="true"]': { borderColor: '#b7c2cf', color: '#8a96a3', cursor: 'default', bgcolor: 'transparent' },
} as const;

/**
 * The testimonials as a carousel after the WAI-ARIA APG pattern: a labelled group with the role description
 * "carousel", previous/next buttons that stop at the ends, and one labelled "slide" group per page. Nothing
 * rotates by itself, so the slides are a polite live region and no pause button is needed. The buttons use
 * aria-disabled rather than disabled, so keyboard focus stays on them at either end.
 */
export function TestimonialsCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const { pages, perPage, current, atStart, atEnd, previous, next } = useTestimonialCarousel(testimonials);
  const first = current * perPage + 1;
  const last = Math.min(first + perPage - 1, testimonials.length);
  return (
    <Box
      role="group"
      aria-roledescription={carouselRoleDescriptions.carousel}
      aria-label={label}
      sx={testimonialCardStyles}
    >
      {testimonials.some((testimonial) => testimonial.voorbeeld) && (
        <Box
          component="p"
          className="testimonial-sample-note"
          sx={{ m: 0, mb: 2, typography: 'body2', color: '#3f4d5b' }}
        >
          {SAMPLE_TESTIMONIALS_NOTE}
        </Box>
      )}
      <Box
        data-per-page={perPage}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1.5,
          mb: 2.5,
          [narrow]: { [`${serverLayoutOnPhone} > .counter`]: { visibility: 'hidden' } },
        }}
      >
        <Box
          className="counter"
          aria-hidden="true"
          sx={{ mr: 'auto', color: 'text.secondary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {first === last ? first : `${first}–${last}`} van {testimonials.length}
        </Box>
        <IconButton
          aria-label="Vorige getuigenissen"
          aria-controls={SLIDES_ID}
          aria-disabled={atStart}
          onClick={atStart ? undefined : previous}
          disableRipple
          sx={buttonSx}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Volgende getuigenissen"
          aria-controls={SLIDES_ID}
          aria-disabled={atEnd}
          onClick={atEnd ? undefined : next}
          disableRipple
          sx={buttonSx}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        id={SLIDES_ID}
        aria-live="polite"
        data-per-page={perPage}
        sx={{
          [`& > [aria-roledescription="${carouselRoleDescriptions.slide}"]`]: {
            display: 'grid',
            gap: { xs: 3, sm: 2, md: 3 },
            gridTemplateColumns: '1fr',
          },
          '& > [hidden]': { display: 'none' },
          [wide]: {
            [`& > [aria-roledescription="${carouselRoleDescriptions.slide}"]`]: {
              gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`,
            },
          },
          [narrow]: { [`${serverLayoutOnPhone} [data-testimonial-cell]:not(:first-of-type)`]: { display: 'none' } },
        }}
      >
        {pages.map((page, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={carouselRoleDescriptions.slide}
            aria-label={`${index + 1} van ${pages.length}`}
            hidden={index !== current}
          >
            {page.map((testimonial) => (
              <div key={testimonial.id} data-testimonial-cell="">
                <TestimonialCard testimonial={testimonial} />
              </div>
            ))}
          </div>
        ))}
      </Box>
    </Box>
  );
}
