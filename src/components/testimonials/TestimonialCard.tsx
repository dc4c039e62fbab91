import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '../../lib/testimonials';

/** One quote: the words in a <blockquote>, who said it (and for which building) in the <figcaption>. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Box
      component="figure"
      data-testimonial=""
      sx={{
        m: 0,
        p: { xs: 3, sm: 3.5 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
        bgcolor: '#ffffff',
        border: '1px solid #dfe6ee',
        borderRadius: 3,
      }}
    >
      <Box
        component="blockquote"
        sx={{
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
        }}
      >
        <Typography component="p" sx={{ m: 0 }}>
          {testimonial.quote}
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
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
          }}
        >
          {testimonial.initials}
        </Box>
        <span>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {testimonial.name}
          </Box>{' '}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {testimonial.title}
          </Typography>
        </span>
      </Box>
    </Box>
  );
}
