import * as React from 'react';
import Box from '@mui/material/Box';

/** Cards as a list in one, two or three columns by width; each child is an <li>. */
export function CardGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        // minmax(0, …): a card's image may not widen its column past a phone's screen.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
