import * as React from 'react';
import Box from '@mui/material/Box';

/**
 * A form beside its aside (tips, contact details), stacked on phones. A CSS grid on Box, so the page
 * needs no Grid component of its own in its first-load JavaScript.
 */
export function FormWithAside({
  form,
  aside,
  formShare,
}: {
  form: React.ReactNode;
  aside: React.ReactNode;
  formShare: 7 | 8;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, ${formShare}fr) minmax(0, ${12 - formShare}fr)` },
        alignItems: 'start',
      }}
    >
      <div>{form}</div>
      <div>{aside}</div>
    </Box>
  );
}
