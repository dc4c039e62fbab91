import * as React from 'react';
import { SAMPLE_LABEL } from '../../lib/samples';
import type { Testimonial } from '../../lib/testimonials';

/**
 * One quote: the words in a <blockquote>, who said it (and for which building) in the <figcaption>.
 * Plain elements styled by `testimonialCardStyles` on the carousel: the carousel hydrates, and 18 cards of
 * MUI components would each cost emotion work on a phone's first load.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-initials" aria-hidden="true">
          {testimonial.initials}
        </span>
        <span>
          <span className="testimonial-name">{testimonial.name}</span>{' '}
          <span className="testimonial-title">{testimonial.title}</span>
          {testimonial.voorbeeld && <span className="testimonial-sample">{SAMPLE_LABEL}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** The card's styles, applied once from the carousel (an sx object with nested selectors). */
export const testimonialCardStyles = {
  '& .testimonial': {
    m: 0,
    p: { xs: 3, sm: 2.5, md: 3.5 },
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 2.5,
    bgcolor: '#ffffff',
    border: '1px solid #dfe6ee',
    borderRadius: 3,
  },
  '& .testimonial blockquote': {
    m: 0,
    flexGrow: 1,
    position: 'relative',
    pt: 3.5,
    '&::before': {
      content: '"“"',
      position: 'absolute',
      top: -14,
      left: -4,
      fontSize: '4rem',
      lineHeight: 1,
      fontWeight: 800,
      color: 'secondary.main',
    },
  },
  '& .testimonial p': { m: 0, typography: 'body1' },
  '& .testimonial figcaption': { display: 'flex', alignItems: 'center', gap: 1.5 },
  '& .testimonial-initials': {
    flex: '0 0 auto',
    width: 44,
    height: 44,
    borderRadius: '50%',
    bgcolor: 'primary.main',
    color: '#ffffff',
    display: 'grid',
    placeItems: 'center',
    fontWeight: 700,
    fontSize: '0.95rem',
    letterSpacing: '0.04em',
  },
  '& .testimonial-name': { display: 'block', fontWeight: 700 },
  '& .testimonial-title': { display: 'block', typography: 'body2', color: 'text.secondary' },
  // A sample says so beside who 'said' it: small, but text, so it is read out too.
  '& .testimonial-sample': {
    display: 'inline-block',
    mt: 0.5,
    px: 1,
    py: 0.25,
    borderRadius: 99,
    border: '1px solid #5b6b7c',
    color: '#3f4d5b',
    fontSize: '0.75rem',
    fontWeight: 650,
    lineHeight: 1.4,
  },
} as const;
