import * as React from 'react';
import Box from '@mui/material/Box';
import { SAMPLE_LABEL, SAMPLE_TARIFFS_NOTE } from '../../lib/samples';

/** While content/tarieven.json is a sample, every place that shows its amounts says so. */
export function SampleTariffsNote({ isSample }: { isSample: boolean }) {
  if (!isSample) return null;
  return (
    <Box
      component="p"
      className="tariffs-sample-note"
      sx={{
        m: 0,
        mb: 3,
        p: 2,
        border: '2px dashed #5b6b7c',
        borderRadius: 2,
        color: '#2f3b47',
        bgcolor: '#fff',
        display: 'flex',
        gap: 1.5,
        alignItems: 'baseline',
        flexWrap: 'wrap',
      }}
    >
      <Box
        component="strong"
        sx={{ border: '1px solid #5b6b7c', borderRadius: 99, px: 1.25, py: 0.5, fontSize: '0.8125rem', lineHeight: 1 }}
      >
        {SAMPLE_LABEL}
      </Box>
      <span>{SAMPLE_TARIFFS_NOTE}</span>
    </Box>
  );
}
