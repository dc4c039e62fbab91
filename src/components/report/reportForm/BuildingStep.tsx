import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMessageFormMethods } from '../../forms/messageFormContext';
import { REPORT_FIELD_LIMITS, type DefectReportFormValues } from '../../../lib/forms/defectReportSchema';
import { buildingAddress } from '../../../lib/reports/reportBuildings';
import { reportFormMessages } from '../../../lib/uiText/dutchMessages';
import { FieldGroup } from '../../forms/FieldGroup';
import { TextInputField } from '../../forms/TextInputField';
import type { StepTexts } from './reportFormTexts';
import type { BuildingLookup } from './useBuildingLookup';

/** The building: the one the QR code named (with a button to change it), or its address typed in. */
export function BuildingStep({ texts, lookup: { building, change } }: { texts: StepTexts; lookup: BuildingLookup }) {
  const { register } = useMessageFormMethods<DefectReportFormValues>();
  return (
    <FieldGroup id="melden-gebouw" title={texts.title} intro={texts.intro}>
      <input type="hidden" {...register('buildingCode')} />
      {building.kind === 'found' && (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="gebouw-gekozen">
          <Typography sx={{ fontWeight: 700 }}>{building.building.name}</Typography>
          <Typography>{buildingAddress(building.building)}</Typography>
          <Button variant="text" onClick={change} sx={{ mt: 1, px: 0 }}>
            {reportFormMessages.changeBuilding}
          </Button>
        </Box>
      )}
      {building.kind === 'unknown' && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {building.message}
        </Alert>
      )}
      {building.kind !== 'found' && (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInputField<DefectReportFormValues>
              id="melden-straat"
              label="Straat"
              required
              autoComplete="address-line1"
              maxLength={REPORT_FIELD_LIMITS.street}
              name="street"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInputField<DefectReportFormValues>
              id="melden-huisnummer"
              label="Huisnummer"
              required
              maxLength={REPORT_FIELD_LIMITS.houseNumber}
              name="houseNumber"
            />
          </Grid>
          <Grid size={12}>
            <TextInputField<DefectReportFormValues>
              id="melden-gemeente"
              label="Gemeente"
              required
              autoComplete="address-level2"
              maxLength={REPORT_FIELD_LIMITS.municipality}
              name="municipality"
            />
          </Grid>
        </Grid>
      )}
    </FieldGroup>
  );
}
