import * as React from 'react';
import Box from '@mui/material/Box';

/** The 'Nieuw!' mark next to a new office or project. */
export function NewBadge() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        bgcolor: 'secondary.main',
        color: '#fff',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1,
        px: 1,
        py: 0.5,
        borderRadius: 99,
        verticalAlign: 'middle',
      }}
    >
      Nieuw!
    </Box>
  );
}
