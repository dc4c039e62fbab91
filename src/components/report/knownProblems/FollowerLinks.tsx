import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { knownProblemTexts } from '../../../lib/uiText/knownProblemMessages';
import { KNOWN_PROBLEM_PAGE_PATHS } from '../../../lib/reports/knownProblemLinks';
import { repairLoopTexts } from '../../../lib/uiText/repairLoopMessages';
import type { ApiAnswer } from '../jsonApi';
import { useLinkKey } from '../repairLoop/linkKey';
import { JobNotice, JobPageGate, SubmitButton } from '../repairLoop/JobFields';
import type { JobPageState, Notice } from '../repairLoop/useJobPage';
import { knownProblemsApi } from './knownProblemsApi';

/**
 * A follower's link (confirm, unsubscribe): the key from the fragment, and one button that sends it. Opening the page
 * changes nothing, since mail scanners open every link; the answer takes the focus and the button goes.
 */
function LinkAction<A>({
  page,
  question,
  submitLabel,
  send,
  say,
}: {
  page: string;
  question: string;
  submitLabel: string;
  send: (token: string) => Promise<ApiAnswer<A>>;
  say: (answer: A) => Notice;
}) {
  const key = useLinkKey(page);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const [done, setDone] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const noticeRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const state: JobPageState<string> =
    key === undefined
      ? { kind: 'loading' }
      : key
        ? { kind: 'ready', view: key, token: key }
        : { kind: 'refused', message: repairLoopTexts.missing };

  const submit = async (event: React.FormEvent, token: string) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer = await send(token);
    setBusy(false);
    setDone(answer.ok);
    setNotice(
      answer.ok ? say(answer.value) : { severity: 'error', text: answer.message ?? repairLoopTexts.changeFailed },
    );
  };

  return (
    <JobPageGate state={state}>
      {(token) => (
        <Box sx={{ maxWidth: 640 }}>
          <JobNotice notice={notice} noticeRef={noticeRef} />
          {!done && (
            <Box component="form" onSubmit={(event) => void submit(event, token)} sx={{ display: 'grid', gap: 2 }}>
              <Typography>{question}</Typography>
              <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
            </Box>
          )}
        </Box>
      )}
    </JobPageGate>
  );
}

const confirmTexts = knownProblemTexts.confirm;
const unsubscribeTexts = knownProblemTexts.unsubscribe;

/** /melden/volgen#sleutel=…: the follower confirms the address with the link in the confirmation mail. */
export function FollowConfirmation() {
  return (
    <LinkAction
      page={KNOWN_PROBLEM_PAGE_PATHS.followConfirm}
      question={confirmTexts.question}
      submitLabel={confirmTexts.submit}
      send={knownProblemsApi.confirmFollow}
      say={({ status, problem }) => ({
        severity: 'success',
        text: [
          status === 'confirmed'
            ? confirmTexts.confirmed(problem.title, problem.buildingName)
            : confirmTexts.unchanged(problem.title),
          confirmTexts.status(problem.statusLabel),
        ].join(' '),
      })}
    />
  );
}

/** /melden/afmelden#sleutel=…: the link at the foot of every mail a follower gets. */
export function Unsubscribe() {
  return (
    <LinkAction
      page={KNOWN_PROBLEM_PAGE_PATHS.unsubscribe}
      question={unsubscribeTexts.question}
      submitLabel={unsubscribeTexts.submit}
      send={knownProblemsApi.unsubscribe}
      say={({ status, problem }) => ({
        severity: status === 'removed' ? 'success' : 'info',
        text: status === 'removed' ? unsubscribeTexts.removed(problem?.title ?? null) : unsubscribeTexts.unchanged,
      })}
    />
  );
}
