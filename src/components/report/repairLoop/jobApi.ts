import { JOB_API } from '../../../lib/reports/jobLinks';
import type {
  ConfirmationView,
  ContractorJobView,
  JobChangeAnswer,
  SendOnPreview,
} from '../../../lib/reports/contractorJobs';
import { callJsonApi } from '../jsonApi';

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
