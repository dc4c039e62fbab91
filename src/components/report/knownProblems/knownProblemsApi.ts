import type { JobChangeAnswer } from '../../../lib/reports/contractorJobs';
import { KNOWN_PROBLEM_API, KNOWN_PROBLEMS_TIMEOUT_MS } from '../../../lib/reports/knownProblemLinks';
import type {
  FollowConfirmAnswer,
  FollowRequest,
  KnownProblem,
  KnownProblemsAnswer,
  MergePreview,
  StaffKnownProblem,
  UnsubscribeAnswer,
} from '../../../lib/reports/knownProblems';
import { callJsonApi, type ApiAnswer } from '../jsonApi';

/**
 * The known problems of a building, or none: an unknown building, a refusal, a malformed answer and an API slower
 * than KNOWN_PROBLEMS_TIMEOUT_MS all come to an empty list, so the report form never waits for it.
 */
export async function fetchKnownProblems(building: string): Promise<KnownProblem[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), KNOWN_PROBLEMS_TIMEOUT_MS);
  const answer = await callJsonApi<KnownProblemsAnswer>(
    `${KNOWN_PROBLEM_API.list}?${new URLSearchParams({ gebouw: building }).toString()}`,
    undefined,
    controller.signal,
  );
  clearTimeout(timer);
  return answer.ok && Array.isArray(answer.value?.problems) ? answer.value.problems : [];
}

export type BuildingUpdateAnswer = { status: 'sent'; knownProblem: StaffKnownProblem };

/** Every other call is a POST; a link's key goes in the body, never in an address. */
export const knownProblemsApi = {
  follow: (request: FollowRequest): Promise<ApiAnswer<{ status: 'sent' }>> =>
    callJsonApi(KNOWN_PROBLEM_API.follow, request),
  confirmFollow: (token: string) => callJsonApi<FollowConfirmAnswer>(KNOWN_PROBLEM_API.followConfirm, { token }),
  unsubscribe: (token: string) => callJsonApi<UnsubscribeAnswer>(KNOWN_PROBLEM_API.unsubscribe, { token }),
  publish: (token: string, show: boolean, title: string) =>
    callJsonApi<StaffKnownProblem>(KNOWN_PROBLEM_API.publish, { token, show, ...(show ? { title } : {}) }),
  buildingUpdate: (token: string, text: string) =>
    callJsonApi<BuildingUpdateAnswer>(KNOWN_PROBLEM_API.buildingUpdate, { token, text }),
  mergeView: (token: string) => callJsonApi<MergePreview>(KNOWN_PROBLEM_API.mergeView, { token }),
  merge: (token: string) => callJsonApi<JobChangeAnswer<MergePreview>>(KNOWN_PROBLEM_API.merge, { token }),
};
