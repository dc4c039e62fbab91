import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextWithLinks } from '../common/TextWithLinks';
import { emergencyGuide } from './emergencyGuide';

/**
 * Whom to call for what (content/noodgevallen.json): 112 for fire, the grid operator or 112 for gas, the lift's
 * alarm button, and the firm's paid line only for an urgent defect that endangers no one. Shown before every place
 * that offers the paid line to someone in trouble, so nobody calls it for a fire.
 */
export function EmergencyGuide({ dense = false }: { dense?: boolean }) {
  return (
    <Box
      component="ul"
      className="emergency-guide"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: dense ? 1 : 1.5, maxWidth: '72ch' }}
    >
      {emergencyGuide.situations.map(({ situation, action }) => (
        <Typography component="li" variant={dense ? 'body2' : 'body1'} key={situation}>
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {situation}:
          </Box>{' '}
          <TextWithLinks text={action} />
        </Typography>
      ))}
    </Box>
  );
}
