import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import {
  REPORT_FIELD_LIMITS,
  reporterRoleChoices,
  type DefectReportFormValues,
} from '../../../lib/forms/defectReportSchema';
import { contractorContactTexts } from '../../../lib/uiText/dutchMessages';
import { CheckboxField } from '../../forms/CheckboxField';
import { ChoiceField } from '../../forms/ChoiceField';
import { FieldGroup } from '../../forms/FieldGroup';
import { PrivacyConsentField } from '../../forms/PrivacyConsentField';
import { SenderFields } from '../../forms/SenderFields';
import { TextInputField } from '../../forms/TextInputField';
import type { StepTexts } from './reportFormTexts';

/** Who reports: the sender's details, their role and unit, whether a contractor may call them, the consent. */
export function ReporterStep({ texts }: { texts: StepTexts }) {
  return (
    <FieldGroup id="melden-wie" title={texts.title} intro={texts.intro}>
      <Grid container spacing={2.5}>
        <SenderFields idPrefix="melden" />
        <Grid size={12}>
          <ChoiceField<DefectReportFormValues>
            id="melden-rol"
            name="role"
            legend="U bent"
            choices={reporterRoleChoices}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField<DefectReportFormValues>
            id="melden-eenheid"
            label="Appartement of kavel (niet verplicht)"
            maxLength={REPORT_FIELD_LIMITS.unit}
            name="unit"
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
        <CheckboxField<DefectReportFormValues>
          id="melden-aannemer-contact"
          name="contractorMayContact"
          label={contractorContactTexts.label}
          hint={contractorContactTexts.hint}
        />
        <PrivacyConsentField<DefectReportFormValues> id="melden-privacy" name="privacyAccepted" purpose="report" />
      </Box>
    </FieldGroup>
  );
}
