import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { knownProblemTexts } from '../../../lib/uiText/knownProblemMessages';
import {
  BUILDING_UPDATE_MAX,
  KNOWN_PROBLEM_TITLE_MAX,
  buildingUpdateSchema,
  publishSchema,
  type StaffKnownProblem,
} from '../../../lib/reports/knownProblems';
import { fieldProblem } from '../../../lib/forms/messageKinds';
import { FactList } from '../FactList';
import { formatMoment } from '../reportDates';
import { JobNotice, PlainField, SubmitButton } from '../repairLoop/JobFields';
import type { Notice } from '../repairLoop/useJobPage';
import type { ApiAnswer } from '../jsonApi';
import { StatusNote } from '../StatusNote';
import { knownProblemsApi } from './knownProblemsApi';

const texts = knownProblemTexts.staff;

/**
 * One of the box's small forms: checked before it sends (the problem goes under its field, which takes the focus),
 * busy while it sends, and its outcome a notice that takes the focus, so the answer is where keyboard and
 * screen-reader users are.
 */
function useStaffForm() {
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const field = React.useRef<HTMLElement>(null);
  const noticeRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Calls the API unless there is a `problem`; `accepted` takes the server's answer and words it. */
  const send = async <T,>(
    problem: string | null,
    call: () => Promise<ApiAnswer<T>>,
    accepted: (value: T) => string,
  ) => {
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    const answer = await call();
    setBusy(false);
    setNotice(
      answer.ok
        ? { severity: 'success', text: accepted(answer.value) }
        : { severity: 'error', text: answer.message ?? texts.failed },
    );
  };
  return { error, busy, notice, field, noticeRef, send };
}

/** 'Tonen als gekend probleem…' with the public title staff write (prefilled with the server's suggestion). */
function PublishForm({
  token,
  known,
  onChanged,
}: {
  token: string;
  known: StaffKnownProblem;
  onChanged: (known: StaffKnownProblem) => void;
}) {
  const [show, setShow] = React.useState(known.shown);
  const [title, setTitle] = React.useState(known.title);
  const { error, busy, notice, field, noticeRef, send } = useStaffForm();

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void send(
      show ? fieldProblem(publishSchema.safeParse({ token, show, title }), 'title') : null,
      () => knownProblemsApi.publish(token, show, title.trim()),
      (changed) => {
        onChanged(changed);
        return changed.shown ? texts.shownNow : texts.hiddenNow;
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
      <Box component="label" htmlFor="gekend-tonen" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="input"
          id="gekend-tonen"
          type="checkbox"
          checked={show}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setShow(event.target.checked)}
          aria-describedby="gekend-tonen-hint"
          sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: (t) => t.palette.primary.main }}
        />
        <Box component="span" sx={{ fontWeight: 650 }}>
          {texts.show}
        </Box>
      </Box>
      <Typography id="gekend-tonen-hint" variant="body2" sx={{ color: 'text.secondary', mt: -1, pl: 4.5 }}>
        {texts.showHint}
      </Typography>
      {show && (
        <PlainField
          ref={field}
          id="gekend-titel"
          label={texts.publicTitle}
          hint={texts.publicTitleHint}
          error={error}
          required
          value={title}
          onChange={setTitle}
          maxLength={KNOWN_PROBLEM_TITLE_MAX}
        />
      )}
      <SubmitButton busy={busy}>{texts.save}</SubmitButton>
      <JobNotice notice={notice} noticeRef={noticeRef} />
    </Box>
  );
}

/** 'Bericht aan het hele gebouw': a short update to the reporter and every follower, shown on the known problem. */
function BuildingUpdateForm({ token, onSent }: { token: string; onSent: (known: StaffKnownProblem) => void }) {
  const [text, setText] = React.useState('');
  const { error, busy, notice, field, noticeRef, send } = useStaffForm();

  const sendUpdate = (event: React.FormEvent) => {
    event.preventDefault();
    void send(
      fieldProblem(buildingUpdateSchema.safeParse({ token, text }), 'text'),
      () => knownProblemsApi.buildingUpdate(token, text.trim()),
      ({ knownProblem }) => {
        onSent(knownProblem);
        setText('');
        return texts.updateSent(knownProblem.followers);
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="gebouw-bericht-titel"
      onSubmit={sendUpdate}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="gebouw-bericht-titel" component="h4" variant="h4" sx={{ fontSize: '1.125rem' }}>
        {texts.updateTitle}
      </Typography>
      <PlainField
        ref={field}
        id="gebouw-bericht"
        label={texts.updateText}
        hint={texts.updateHint}
        error={error}
        required
        rows={3}
        value={text}
        onChange={setText}
        maxLength={BUILDING_UPDATE_MAX}
      />
      <SubmitButton busy={busy}>{texts.updateSubmit}</SubmitButton>
      <JobNotice notice={notice} noticeRef={noticeRef} />
    </Box>
  );
}

/**
 * The staff's box on the status-change and send-on pages (with that page's key): whether the report shows as a known
 * problem on its building's report page and under which title, how many confirmed followers it has, and a word to the
 * whole building. A closed report is no known problem and takes no word.
 */
export function KnownProblemStaffBox({ token, knownProblem }: { token: string; knownProblem: StaffKnownProblem }) {
  const [known, setKnown] = React.useState(knownProblem);
  return (
    <Box
      component="section"
      aria-labelledby="gekend-probleem-titel"
      sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 3, maxWidth: 640 }}
    >
      <Typography id="gekend-probleem-titel" component="h3" variant="h3">
        {texts.title}
      </Typography>
      <FactList
        facts={[
          [texts.followers, String(known.followers)],
          [
            texts.lastUpdate,
            known.lastUpdate ? `${known.lastUpdate.text} (${formatMoment(known.lastUpdate.at)})` : texts.noUpdate,
          ],
        ]}
      />
      {known.closed ? (
        <StatusNote severity="info" role="status">
          {texts.closed}
        </StatusNote>
      ) : (
        <>
          <PublishForm token={token} known={known} onChanged={setKnown} />
          <BuildingUpdateForm token={token} onSent={setKnown} />
        </>
      )}
    </Box>
  );
}
