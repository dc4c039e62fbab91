import * as React from 'react';
import Typography from '@mui/material/Typography';
import { OfficeCards } from '../../offices/OfficeCards';
import { BlockSection } from './BlockSection';
import { SentenceWithLink } from './SentenceWithLink';
import type { BlockProps, BlockView } from './blockView';

/** The offices from the firm's config, with an optional sentence and link after them. */
function OfficesBlock({ block, asides }: BlockProps<'offices'>) {
  return (
    <BlockSection block={block}>
      <OfficeCards />
      {(block.text || block.link) && (
        <Typography sx={{ mt: 4 }}>
          <SentenceWithLink text={block.text} link={block.link} />
        </Typography>
      )}
      {asides}
    </BlockSection>
  );
}

export const officesBlock: BlockView<'offices'> = { Band: OfficesBlock, holdsAsides: true };
