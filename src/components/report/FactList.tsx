import * as React from 'react';
import Box from '@mui/material/Box';

/** One fact of a report: its label and its value (null: not shown). */
export type Fact = readonly [label: string, value: React.ReactNode];

/**
 * The facts of a report as a description list: label above value on a phone, side by side from the small
 * breakpoint on. Long texts (a description, a note) keep their line breaks and wrap anywhere.
 */
export function FactList({ facts }: { facts: ReadonlyArray<Fact | null | false> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        mb: 3,
        maxWidth: 760,
      }}
    >
      {facts
        .filter((fact): fact is Fact => !!fact)
        .map(([label, value]) => (
          <React.Fragment key={label}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {value}
            </Box>
          </React.Fragment>
        ))}
    </Box>
  );
}
