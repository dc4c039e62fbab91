import { JOB_API, JOB_PHOTO_FIELD } from '../../../lib/reports/jobLinks';
import type { ContractorJobView, JobChangeAnswer } from '../../../lib/reports/contractorJobs';
import { refusalMessage, type ApiAnswer } from '../jsonApi';
import { uploadWithProgress, type SelectedPhoto } from '../photoDownscale';

/**
 * The work reported done: multipart, so the photos travel as files and the upload shows its progress. Apart from
 * jobApi, so only the contractor's page carries the upload code.
 */
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
