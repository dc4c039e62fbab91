import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING } from '../../../lib/emergency/emergencyMessages';
import { nonUrgentPhone } from '../../../lib/offices';
import { EmergencyNumberLink } from '../../common/EmergencyNumberLink';
import { TextWithLinks } from '../../common/TextWithLinks';
import { EmergencyGuide } from '../../emergency/EmergencyGuide';
import { asideBlockView } from './bands';
import type { BlockOf } from './blockView';

/** The emergency number with the spec's warning after the writer's lead-in, and optionally the office number. */
function EmergencyNote({ block }: { block: BlockOf<'emergency'> }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: '72ch', borderLeft: 4, borderLeftColor: 'secondary.main' }}>
      {block.withGuide && (
        <Box sx={{ mb: 2 }}>
          <EmergencyGuide />
        </Box>
      )}
      <Typography>
        {block.text} <EmergencyNumberLink />. {EMERGENCY_WARNING}
        {block.nonUrgentText && (
          <>
            {' '}
            {block.nonUrgentText}{' '}
            <Link href={nonUrgentPhone.href} underline="always">
              {nonUrgentPhone.display}
            </Link>
            {block.closingText && (
              <>
                {' '}
                <TextWithLinks text={block.closingText} />
              </>
            )}
            .
          </>
        )}
      </Typography>
    </Paper>
  );
}

export const emergencyBlock = asideBlockView<'emergency'>(EmergencyNote);
