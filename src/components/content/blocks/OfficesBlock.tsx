import * as React from 'react';
import Typography from '@mui/material/Typography';
import { OfficeCards } from '../../offices/OfficeCards';
import { titledBlockView } from './bands';
import { SentenceWithLink } from './SentenceWithLink';

/** The offices from the firm's config, with an optional sentence and link after them. */
export const officesBlock = titledBlockView<'offices'>(({ block }) => (
  <>
    <OfficeCards />
    {(block.text || block.link) && (
      <Typography sx={{ mt: 4 }}>
        <SentenceWithLink text={block.text} link={block.link} />
      </Typography>
    )}
  </>
));
