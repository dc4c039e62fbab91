import * as React from 'react';
import Box from '@mui/material/Box';

interface ProseWithIllustrationProps {
  /** The running text (usually a <Prose>). */
  children: React.ReactNode;
  /** An image (a ResponsiveImage) with its own Dutch alt text. */
  illustration: React.ReactNode;
}

/** Text beside an illustration on wide screens; on phones the illustration follows the text. */
export function ProseWithIllustration({ children, illustration }: ProseWithIllustrationProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
      }}
    >
      <div>{children}</div>
      <Box sx={{ borderRadius: 3, overflow: 'hidden', lineHeight: 0, border: '1px solid #dfe6ee', maxWidth: 560 }}>
        {illustration}
      </Box>
    </Box>
  );
}
