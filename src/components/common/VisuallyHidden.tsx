import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/** Text for screen readers only, e.g. '(opent in nieuw tabblad)'. */
export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}

export const NEW_TAB_HINT = ' (opent in nieuw tabblad)';
