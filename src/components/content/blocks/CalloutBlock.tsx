import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { asideBlockView } from './bands';
import type { BlockOf } from './blockView';

/** A titled note, with a button to a page of the site if the writer gave a link. */
function Callout({ block }: { block: BlockOf<'callout'> }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: '72ch' }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {block.title}
      </Typography>
      <Typography sx={{ mb: block.link ? 2 : 0 }}>{block.text}</Typography>
      {block.link && (
        <Button variant="outlined" href={block.link.to}>
          {block.link.label}
        </Button>
      )}
    </Paper>
  );
}

export const calloutBlock = asideBlockView<'callout'>(Callout);
