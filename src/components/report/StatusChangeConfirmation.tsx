import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { reportStatusPageTexts } from '../../lib/uiText/dutchMessages';
import { reportStatusMessages } from '../../lib/uiText/dutchMessages';
import { CLOSED_STATUSES, STATUS_NOTE_MAX, STATUSES_WITH_REASON } from '../../lib/reports/statusRules';
import type { StatusChangePreview } from '../../lib/reports/reportStatus';
import { routes } from '../../lib/routes';
import { takeLinkKey } from './repairLoop/linkKey';
import { FactList } from './FactList';
import { confirmStatusChange, previewStatusChange } from './reportStatusApi';
import { KnownProblemStaffBox } from './knownProblems/knownProblemIslands';

const texts = reportStatusPageTexts.change;

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; preview: StatusChangePreview; token: string }
  | { kind: 'done'; message: string; preview: StatusChangePreview; token: string };

/**
 * /melden/status/wijzigen#sleutel=…: what the staff's link would change, and a button that changes it. Opening the
 * page changes nothing (mail scanners open every link); only the button's POST does.
 */
export function StatusChangeConfirmation() {
  const [state, setState] = React.useState<State>({ kind: 'loading' });
  const [note, setNote] = React.useState('');
  const [plannedDate, setPlannedDate] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const token = takeLinkKey(routes.meldenStatusWijzigen);
    const answer = token ? previewStatusChange(token) : Promise.resolve(null);
    void answer.then((preview) =>
      setState(
        !token || !preview
          ? { kind: 'refused', message: texts.missing }
          : preview.ok
            ? { kind: 'ready', preview: preview.value, token }
            : { kind: 'refused', message: preview.message ?? texts.failed },
      ),
    );
  }, []);

  const confirm = async (event: React.FormEvent, token: string, preview: StatusChangePreview) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const answer = await confirmStatusChange({ token, note, plannedDate });
    setSending(false);
    if (!answer.ok) setError(answer.message ?? texts.failed);
    else {
      const label = answer.value.report.target.label;
      setState({
        kind: 'done',
        message: answer.value.status === 'changed' ? texts.changed(label) : texts.alreadyDone(label),
        // A report this change closed is no known problem any more.
        preview: {
          ...preview,
          knownProblem: preview.knownProblem && {
            ...preview.knownProblem,
            closed: preview.knownProblem.closed || CLOSED_STATUSES.has(answer.value.report.target.status),
          },
        },
        token,
      });
    }
  };

  if (state.kind === 'loading') return <Typography role="status">{texts.loading}</Typography>;
  if (state.kind === 'refused')
    return (
      <Alert severity="warning" role="status" sx={{ maxWidth: 640 }}>
        {state.message}
      </Alert>
    );
  // The known problem's box stays after the change: staff often write to the building right after it.
  const staffBox = state.preview.knownProblem && (
    <KnownProblemStaffBox token={state.token} knownProblem={state.preview.knownProblem} />
  );
  if (state.kind === 'done')
    return (
      <>
        <Alert severity="success" role="status" sx={{ maxWidth: 640 }}>
          {state.message}
        </Alert>
        {staffBox}
      </>
    );

  const { preview, token } = state;
  const blocked = preview.closed || preview.alreadyDone || preview.outdated;
  const reasonRequired = STATUSES_WITH_REASON.has(preview.target.status);
  return (
    <Box>
      <FactList
        facts={[
          ['Referentienummer', preview.reference],
          ['Gebouw', preview.building],
          ['Categorie', preview.category],
          [texts.current, preview.current.label],
          [texts.target, preview.target.label],
        ]}
      />
      {blocked ? (
        <Alert severity="info" role="status" sx={{ maxWidth: 640 }}>
          {preview.closed
            ? texts.closed
            : preview.alreadyDone
              ? texts.alreadyDone(preview.current.label)
              : reportStatusMessages.stepBack}
        </Alert>
      ) : (
        <Box
          component="form"
          onSubmit={(event) => void confirm(event, token, preview)}
          sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}
        >
          {preview.target.status === 'herstelling-gepland' && (
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <label htmlFor="status-planned-date">{texts.plannedDate}</label>
              <input
                id="status-planned-date"
                type="date"
                value={plannedDate}
                onChange={(e) => setPlannedDate(e.target.value)}
                style={{ font: 'inherit', padding: '10px', maxWidth: 220 }}
              />
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <label htmlFor="status-note">{texts.note}</label>
            <textarea
              id="status-note"
              rows={4}
              maxLength={STATUS_NOTE_MAX}
              required={reasonRequired}
              value={note}
              aria-describedby="status-note-hint"
              onChange={(e) => setNote(e.target.value)}
              style={{ font: 'inherit', padding: '10px', resize: 'vertical' }}
            />
            <Typography id="status-note-hint" component="p" sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
              {reasonRequired ? reportStatusMessages.reasonRequired : texts.noteHint}
            </Typography>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? texts.sending : texts.confirm(preview.target.label)}
          </Button>
          <Box aria-live="polite">{error && <Alert severity="error">{error}</Alert>}</Box>
        </Box>
      )}
      {staffBox}
    </Box>
  );
}
