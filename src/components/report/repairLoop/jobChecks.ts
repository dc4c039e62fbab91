import { whenIdle } from '../../../runtime';
import { fieldProblem } from '../../../lib/forms/messageKinds';

/**
 * The contractor's and the resident's fields are checked before sending by the API's own request schemas
 * (lib/reports/contractorJobs), so the page and the server say the same. Those bring zod and the validation messages
 * (~12 KB gzipped), which the page a link opens does not need to show what the key opens: they are a chunk of their
 * own, fetched once the page is idle and awaited when a form is sent. Should it fail to come (the connection gone),
 * the page lets the server check: it answers with the same messages.
 */
const loadSchemas = () => import(/* webpackChunkName: "job-checks" */ '../../../lib/reports/contractorJobs');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

const withSchemas = <T>(check: (schemas: Schemas) => T, withoutSchemas: T): Promise<T> =>
  loadSchemas().then(check, () => withoutSchemas);

/** For a part's effect: fetches the checks in idle time; returns the canceller. */
export const prefetchJobChecks = (): (() => void) => whenIdle(() => void loadSchemas().catch(() => undefined));

/** A planned day as the API takes it, or the message for the date field. */
export type PlanCheck = { ok: true; date: string; window: string } | { ok: false; problem: string };

export const jobChecks = {
  /** The message under a contractor's reason for declining, or null. */
  declineReason: (reason: string): Promise<string | null> =>
    withSchemas(({ declineSchema }) => fieldProblem(declineSchema.safeParse({ token: '-', reason }), 'reason'), null),

  /** The message under a resident's explanation of why the problem is not solved, or null. */
  notSolvedExplanation: (explanation: string): Promise<string | null> =>
    withSchemas(
      ({ confirmationSchema }) =>
        fieldProblem(confirmationSchema.safeParse({ token: '-', solved: false, explanation }), 'explanation'),
      null,
    ),

  /** The planned day and time of day, trimmed, or the date field's message. */
  plan: (date: string, window: string): Promise<PlanCheck> =>
    withSchemas<PlanCheck>(
      ({ planSchema }) => {
        const check = planSchema.safeParse({ token: '-', date, window });
        return check.success
          ? { ok: true, date: check.data.date, window: check.data.window ?? '' }
          : { ok: false, problem: fieldProblem(check, 'date') ?? fieldProblem(check, 'window') ?? '' };
      },
      { ok: true, date: date.trim(), window: window.trim() },
    ),
};
