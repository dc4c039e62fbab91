import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EMERGENCY_PRICE, emergencyPhone } from '../../../lib/emergency/emergencyLine';
import { emergencyDialogOpener } from '../../emergency/emergencyDialogOpener';
import { FieldGroup } from '../../forms/FieldGroup';
import type { StepTexts } from './reportFormTexts';

/**
 * What to do in an emergency, the first step: `guide` (whom to call for what) and the two numbers. It has no field,
 * so it stands before the form, not in it.
 */
export function UrgentStep({ texts, guide }: { texts: StepTexts; guide?: React.ReactNode }) {
  return (
    <FieldGroup id="melden-dringend" title={texts.title} intro={texts.intro}>
      {guide}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button variant="contained" color="error" href="tel:112">
          Bel 112
        </Button>
        <Button variant="outlined" color="error" {...emergencyDialogOpener}>
          Noodnummer {emergencyPhone.display} ({EMERGENCY_PRICE})
        </Button>
      </Box>
    </FieldGroup>
  );
}
