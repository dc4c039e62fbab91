import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PHOTO_FIELD, type DefectReportFormValues } from '../../../lib/forms/defectReportSchema';
import { HONEYPOT_FIELD, messageEndpoints } from '../../../lib/forms/messageKinds';
import { sendErrorMessages } from '../../../lib/uiText/dutchMessages';
import { useMessageSubmit, type MessageGuards, type SendOutcome } from '../../forms/useMessageSubmit';
import type { PhotoSelection } from '../PhotoPicker';
import { uploadWithProgress, type SelectedPhoto } from '../photoDownscale';

/** The report as the API takes it: multipart, the filled-in values, the guards and the photos. */
function reportBody(values: DefectReportFormValues, guards: MessageGuards, photos: SelectedPhoto[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') body.append(key, String(value));
  }
  if (guards.recaptchaToken) body.append('recaptchaToken', guards.recaptchaToken);
  body.append(HONEYPOT_FIELD, guards.honeypot);
  for (const photo of photos) body.append(PHOTO_FIELD, photo.blob, photo.name);
  return body;
}

/**
 * Sending the report: multipart with the photos, so that the upload can show its `progress`; the server's words for
 * a refused field go beside that field (the building's code back to the address fields, through `refuseBuilding`),
 * and its sentence (or ours) is the `failure` said above the button.
 */
export function useReportSending(
  { setError }: UseFormReturn<DefectReportFormValues>,
  { photos, setError: setPhotoError }: PhotoSelection,
  refuseBuilding: (message: string) => void,
) {
  const [progress, setProgress] = React.useState<number | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);

  const send = async (values: DefectReportFormValues, guards: MessageGuards): Promise<SendOutcome> => {
    setFailure(null);
    setPhotoError(null);
    const body = reportBody(values, guards, photos);
    setProgress(0);
    try {
      const { status, json } = await uploadWithProgress(messageEndpoints.report, body, setProgress);
      if (status === 202 && typeof json.reference === 'string') return { sent: true, reference: json.reference };
      const fields = (json.fields ?? {}) as Record<string, string>;
      for (const [field, message] of Object.entries(fields)) {
        if (field === PHOTO_FIELD) setPhotoError(message);
        else if (field === 'buildingCode') refuseBuilding(message);
        else setError(field as keyof DefectReportFormValues, { message });
      }
      return { sent: false, message: typeof json.message === 'string' ? json.message : sendErrorMessages.reportFailed };
    } finally {
      setProgress(null);
    }
  };
  const sending = useMessageSubmit<DefectReportFormValues>({
    kind: 'report',
    send,
    showFailure: setFailure,
  });
  return { ...sending, progress, failure };
}
