import * as React from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/** The colours of MUI's standard Alert, each pair AA on its background. */
const tones = {
  success: { bgcolor: '#edf7ed', color: '#1e4620', borderColor: '#2e7d32' },
  info: { bgcolor: '#e5f6fd', color: '#014361', borderColor: '#0288d1' },
  warning: { bgcolor: '#fff4e5', color: '#663c00', borderColor: '#ed6c02' },
  error: { bgcolor: '#fdeded', color: '#5f2120', borderColor: '#d32f2f' },
} as const;

type StatusNoteProps = Omit<BoxProps, 'color'> & { severity: keyof typeof tones };

/**
 * A sentence set apart by its colour and a bar on its left: what MUI's Alert shows, without its icons and slots, so the
 * report pages' islands do not share Alert's code and move it into chunks other pages load.
 */
export const StatusNote = React.forwardRef<HTMLDivElement, StatusNoteProps>(function StatusNote(
  { severity, sx, children, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      {...rest}
      sx={[
        { ...tones[severity], borderLeft: '4px solid', borderRadius: 1, px: 2, py: 1.5, fontSize: '0.9375rem' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
});
