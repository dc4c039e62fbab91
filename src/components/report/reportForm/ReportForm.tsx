import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  defectReportSchema,
  emptyDefectReport,
  type DefectReportFormValues,
} from '../../../lib/forms/defectReportSchema';
import { MessageForm } from '../../forms/MessageForm';
import { MessageFormEnd } from '../../forms/MessageFormEnd';
import { useMessageForm } from '../../forms/useMessageForm';
import { KnownProblemsBox } from '../knownProblems/knownProblemIslands';
import { UploadProgress, usePhotoSelection } from '../PhotoPicker';
import { BuildingStep } from './BuildingStep';
import { PhotosStep } from './PhotosStep';
import type { ReportFormTexts } from './reportFormTexts';
import { ReporterStep } from './ReporterStep';
import { UrgentStep } from './UrgentStep';
import { useBuildingLookup } from './useBuildingLookup';
import { useReportSending } from './useReportSending';
import { WhatStep } from './WhatStep';

/**
 * The defect report: five steps, each a fieldset, photos downscaled here and uploaded with progress; once
 * the building is known, its known problems above the form.
 * `urgentGuide`: whom to call for what, shown in the first step (a 'never' island: static, none of its code here).
 */
export function ReportForm({ texts, urgentGuide }: { texts: ReportFormTexts; urgentGuide?: React.ReactNode }) {
  const form = useMessageForm<DefectReportFormValues>(defectReportSchema, emptyDefectReport);
  const photoSelection = usePhotoSelection();
  const lookup = useBuildingLookup(form);
  const sending = useReportSending(form, photoSelection, lookup.refuse);
  const { building } = lookup;
  return (
    // Lines a resident can read: the form keeps to a column on wide screens.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 760 }}>
      <UrgentStep texts={texts.urgent} guide={urgentGuide} />
      {/* Between the emergency and the form (not in it: its follow form is a form of its own), below the fold of a
          first view, so its late arrival moves nothing the visitor sees. */}
      {building.kind === 'found' && <KnownProblemsBox building={building.building.code} />}
      <MessageForm
        form={form}
        onValid={sending.submit}
        method="post"
        aria-label="Meldingsformulier"
        sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        <BuildingStep texts={texts.building} lookup={lookup} />
        <WhatStep texts={texts.what} parts={texts.parts} />
        <PhotosStep texts={texts.photos} selection={photoSelection} />
        <ReporterStep texts={texts.reporter} />
        <MessageFormEnd
          idPrefix="melden"
          sending={sending}
          status={
            <>
              {sending.progress !== null && <UploadProgress id="melden-voortgang" percent={sending.progress} />}
              {sending.failure && (
                <Alert severity="error" role="alert">
                  {sending.failure}
                </Alert>
              )}
            </>
          }
        >
          Melding versturen
        </MessageFormEnd>
      </MessageForm>
    </Box>
  );
}
