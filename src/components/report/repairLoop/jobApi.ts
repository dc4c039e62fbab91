import {
  JOB_API,
  JOB_PHOTO_FIELD,
  type ConfirmationView,
  type ContractorJobView,
  type JobChangeAnswer,
  type SendOnPreview,
} from '../../../lib/messages/contractorJobs';
import { callJsonApi, refusalMessage, type ApiAnswer } from '../jsonApi';
import { uploadWithProgress, type SelectedPhoto } from '../photoDownscale';

/** The repair loop's calls: every one a POST with the link's key in the body, never in an address. */
export const jobApi = {
  sendOnView: (token: string) => callJsonApi<SendOnPreview>(JOB_API.sendOnView, { token }),
  sendOn: (token: string, contractorId: string, note: string) =>
    callJsonApi<JobChangeAnswer<SendOnPreview>>(JOB_API.sendOn, { token, contractorId, note }),

  contractorView: (token: string) => callJsonApi<ContractorJobView>(JOB_API.contractorView, { token }),
  accept: (token: string) => callJsonApi<JobChangeAnswer<ContractorJobView>>(JOB_API.contractorAccept, { token }),
  decline: (token: string, reason: string) =>
    callJsonApi<JobChangeAnswer<ContractorJobView>>(JOB_API.contractorDecline, { token, reason }),
  plan: (token: string, date: string, window: string) =>
    callJsonApi<JobChangeAnswer<ContractorJobView>>(JOB_API.contractorPlan, { token, date, window }),

  confirmationView: (token: string) => callJsonApi<ConfirmationView>(JOB_API.confirmationView, { token }),
  confirm: (token: string, solved: boolean, explanation: string) =>
    callJsonApi<JobChangeAnswer<ConfirmationView>>(JOB_API.confirmation, {
      token,
      solved,
      ...(solved ? {} : { explanation }),
    }),
  rate: (token: string, score: number) =>
    callJsonApi<JobChangeAnswer<ConfirmationView>>(JOB_API.satisfaction, { token, score }),
};

/** The work reported done: multipart, so the photos travel as files and the upload shows its progress. */
export async function reportJobDone(
  token: string,
  note: string,
  photos: readonly SelectedPhoto[],
  onProgress: (percent: number) => void,
): Promise<ApiAnswer<JobChangeAnswer<ContractorJobView>>> {
  const body = new FormData();
  body.append('token', token);
  body.append('note', note);
  for (const photo of photos) body.append(JOB_PHOTO_FIELD, photo.blob, photo.name);
  try {
    const { status, json } = await uploadWithProgress(JOB_API.contractorDone, body, onProgress);
    return status >= 200 && status < 300
      ? { ok: true, value: json as unknown as JobChangeAnswer<ContractorJobView> }
      : { ok: false, message: refusalMessage(json) };
  } catch {
    return { ok: false, message: null };
  }
}
