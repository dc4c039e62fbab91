import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  buildingPartChoices,
  defectCategoryChoices,
  REPORT_FIELD_LIMITS,
  type DefectReportFormValues,
} from '../../../lib/forms/defectReportSchema';
import { ChoiceField } from '../../forms/ChoiceField';
import { FieldGroup } from '../../forms/FieldGroup';
import { TextInputField } from '../../forms/TextInputField';
import type { ReportFormTexts, StepTexts } from './reportFormTexts';

/** The problem: its kind, the part of the building (common or private, explained by `parts`), where and what. */
export function WhatStep({ texts, parts }: { texts: StepTexts; parts: ReportFormTexts['parts'] }) {
  return (
    <FieldGroup id="melden-wat" title={texts.title} intro={texts.intro}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <ChoiceField<DefectReportFormValues>
          id="melden-categorie"
          name="category"
          legend="Soort probleem"
          choices={defectCategoryChoices}
          required
        />
        <ChoiceField<DefectReportFormValues>
          id="melden-deel"
          name="part"
          legend="Waar zit het probleem?"
          choices={buildingPartChoices}
          required
        />
        <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{parts.title}</Typography>
          <Typography variant="body2">{parts.text}</Typography>
        </Box>
        <TextInputField<DefectReportFormValues>
          id="melden-plaats"
          label="Plaats in het gebouw"
          hint="Bijvoorbeeld: kelder, 3de verdieping, inkomhal"
          required
          maxLength={REPORT_FIELD_LIMITS.location}
          name="location"
        />
        <TextInputField<DefectReportFormValues>
          id="melden-beschrijving"
          label="Beschrijving"
          required
          rows={5}
          maxLength={REPORT_FIELD_LIMITS.description}
          name="description"
        />
      </Box>
    </FieldGroup>
  );
}
