import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { repairLoopTexts } from '../../../lib/uiText/repairLoopMessages';
import type { ContractorJobView, JobChangeAnswer } from '../../../lib/reports/contractorJobs';
import { DECLINE_REASON_MAX, JOB_NOTE_MAX, JOB_PAGE_PATHS, TIME_WINDOW_MAX } from '../../../lib/reports/jobLinks';
import { telHref } from '../../../lib/phone';
import type { ApiAnswer } from '../jsonApi';
import { FactList } from '../FactList';
import { PhotoPicker, UploadProgress, usePhotoSelection } from '../PhotoPicker';
import { formatDay, formatMoment, todayInBelgium } from '../reportDates';
import { jobApi } from './jobApi';
import { jobChecks, prefetchJobChecks } from './jobChecks';
import { reportJobDone } from './jobUpload';
import { AnswerOrReason, JobNotice, JobPageGate, PlainField, SubmitButton } from './JobFields';
import { useJobPage, type Notice } from './useJobPage';
import { StatusNote } from '../StatusNote';

const { contractor: texts, facts } = repairLoopTexts;

type Change = (
  send: (token: string) => Promise<ApiAnswer<JobChangeAnswer<ContractorJobView>>>,
  say: (answer: JobChangeAnswer<ContractorJobView>) => Notice,
) => Promise<boolean>;

/** 'dinsdag 1 december 2026, tussen 8 en 12 uur' */
const plannedWhen = (job: Pick<ContractorJobView, 'plannedDate' | 'plannedWindow'>) =>
  job.plannedDate ? `${formatDay(job.plannedDate)}${job.plannedWindow ? `, ${job.plannedWindow}` : ''}` : '';

function JobFacts({ job }: { job: ContractorJobView }) {
  const resident = job.resident;
  return (
    <FactList
      facts={[
        [facts.reference, job.reference],
        [facts.building, job.building.name],
        [facts.address, job.building.address],
        [facts.place, job.place],
        [facts.category, job.category],
        [facts.part, job.part],
        [facts.description, job.description],
        !!job.staffNote && [texts.staffNote, job.staffNote],
        [
          texts.resident,
          resident ? (
            <>
              {resident.name},{' '}
              <Link href={telHref(resident.phone)} sx={{ whiteSpace: 'nowrap' }}>
                {resident.phone}
              </Link>
              {resident.unit && `, ${texts.residentUnit(resident.unit)}`}
            </>
          ) : (
            texts.noResidentContact(job.firmContact.phone)
          ),
        ],
        [texts.photos, texts.photoCount(job.photoCount)],
      ]}
    />
  );
}

function FirmContact({ contact }: { contact: ContractorJobView['firmContact'] }) {
  return (
    <Box
      component="aside"
      aria-labelledby="aannemer-kantoor"
      sx={{ mt: 5, p: 2, bgcolor: 'action.hover', borderRadius: 1, maxWidth: 640 }}
    >
      <Typography id="aannemer-kantoor" component="h3" sx={{ fontWeight: 700 }}>
        {texts.firmContact}
      </Typography>
      <Typography>
        {texts.firmContactLine}{' '}
        <Link href={telHref(contact.phone)} sx={{ whiteSpace: 'nowrap' }}>
          {contact.phone}
        </Link>
        ,{' '}
        <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {contact.email}
        </Link>
      </Typography>
    </Box>
  );
}

/** Accept, or decline with a reason. */
function AcceptOrDecline({ busy, change }: { busy: boolean; change: Change }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{texts.notYetAccepted}</Typography>
      <AnswerOrReason
        busy={busy}
        yesLabel={texts.accept}
        onYes={() =>
          void change(jobApi.accept, (answer) =>
            answer.status === 'changed'
              ? { severity: 'success', text: texts.accepted }
              : { severity: 'info', text: texts.alreadyAccepted },
          )
        }
        noLabel={texts.decline}
        reason={{
          id: 'aannemer-reden',
          label: texts.declineReason,
          hint: texts.declineReasonHint,
          maxLength: DECLINE_REASON_MAX,
          submitLabel: texts.declineSubmit,
          cancelLabel: texts.cancel,
          check: jobChecks.declineReason,
          onSend: (reason) =>
            void change(
              (token) => jobApi.decline(token, reason.trim()),
              () => ({ severity: 'info', text: texts.declined }),
            ),
        }}
      />
    </Box>
  );
}

/** The planned day (not before today) and an optional time of day. */
function PlanForm({ job, busy, change }: { job: ContractorJobView; busy: boolean; change: Change }) {
  const [date, setDate] = React.useState(job.plannedDate ?? '');
  const [window, setWindow] = React.useState(job.plannedWindow ?? '');
  const [error, setError] = React.useState<string | null>(null);
  const dateField = React.useRef<HTMLElement>(null);
  const today = todayInBelgium();

  const plan = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = await jobChecks.plan(date, window);
    const problem = !check.ok ? check.problem : check.date < today ? texts.dateFromToday : null;
    setError(problem);
    if (!check.ok || problem) {
      dateField.current?.focus();
      return;
    }
    const { date: day, window: time } = check;
    void change(
      (token) => jobApi.plan(token, day, time),
      (answer) =>
        answer.status === 'changed'
          ? { severity: 'success', text: texts.plannedNow(plannedWhen(answer.view)) }
          : { severity: 'info', text: texts.plannedAlready },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void plan(event)}
      aria-labelledby="aannemer-plannen"
      // Once a day is planned, changing it comes after reporting the work done, set apart.
      sx={{ display: 'grid', gap: 2, ...(job.plannedDate && { borderTop: 1, borderColor: 'divider', pt: 4 }) }}
    >
      <Typography id="aannemer-plannen" component="h4" variant="h4">
        {job.plannedDate ? texts.replanTitle : texts.planTitle}
      </Typography>
      <PlainField
        ref={dateField}
        id="aannemer-datum"
        type="date"
        label={texts.plannedDate}
        required
        min={today}
        error={error}
        value={date}
        onChange={setDate}
      />
      <PlainField
        id="aannemer-tijdstip"
        label={texts.plannedWindow}
        hint={texts.plannedWindowHint}
        value={window}
        onChange={setWindow}
        maxLength={TIME_WINDOW_MAX}
        autoComplete="off"
      />
      <SubmitButton busy={busy}>{texts.planSubmit}</SubmitButton>
    </Box>
  );
}

/** The work done: a note and up to five photos, uploaded with progress. */
function DoneForm({ busy, change }: { busy: boolean; change: Change }) {
  const [note, setNote] = React.useState('');
  const [progress, setProgress] = React.useState<number | null>(null);
  const photos = usePhotoSelection();

  const done = async (event: React.FormEvent) => {
    event.preventDefault();
    setProgress(0);
    await change(
      (token) => reportJobDone(token, note.trim(), photos.photos, setProgress),
      (answer) =>
        answer.status === 'changed'
          ? { severity: 'success', text: texts.doneNow }
          : { severity: 'info', text: texts.doneAlready },
    );
    setProgress(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void done(event)}
      aria-labelledby="aannemer-uitgevoerd"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="aannemer-uitgevoerd" component="h4" variant="h4">
        {texts.doneTitle}
      </Typography>
      <PlainField
        id="aannemer-nota"
        label={texts.doneNote}
        hint={texts.doneNoteHint}
        value={note}
        onChange={setNote}
        maxLength={JOB_NOTE_MAX}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ fontWeight: 650, p: 0, mb: 1 }}>
          {texts.donePhotos}
        </Box>
        <PhotoPicker id="aannemer-fotos" selection={photos} />
      </Box>
      {progress !== null && <UploadProgress id="aannemer-voortgang" percent={progress} />}
      <SubmitButton busy={busy}>{texts.doneSubmit}</SubmitButton>
    </Box>
  );
}

/** What the contractor can do now, by the state of the job. */
function JobActions({ job, busy, change }: { job: ContractorJobView; busy: boolean; change: Change }) {
  if (job.closed)
    return (
      <StatusNote severity="info" role="status">
        {texts.stateClosed}
      </StatusNote>
    );
  if (job.state === 'declined')
    return (
      <StatusNote severity="info" role="status">
        {texts.stateDeclined(job.declineReason)}
      </StatusNote>
    );
  if (job.state === 'done')
    return (
      <StatusNote severity="success" role="status">
        {texts.stateDone(job.doneAt ? formatMoment(job.doneAt) : '')}
      </StatusNote>
    );
  if (job.state === 'sent') return <AcceptOrDecline busy={busy} change={change} />;
  return (
    <Box sx={{ display: 'grid', gap: 5 }}>
      {job.plannedDate && <Typography sx={{ fontWeight: 650 }}>{texts.planned(plannedWhen(job))}</Typography>}
      {job.plannedDate && <DoneForm busy={busy} change={change} />}
      <PlanForm job={job} busy={busy} change={change} />
    </Box>
  );
}

/**
 * /aannemer#sleutel=…: the contractor's job, from the link in their e-mail (no account). They accept or decline it,
 * give the planned day and report the work done; every step is one POST and the page shows the job as it then is.
 */
export function ContractorJob() {
  const { state, notice, noticeRef, busy, change } = useJobPage(JOB_PAGE_PATHS.contractor, jobApi.contractorView);
  React.useEffect(prefetchJobChecks, []);
  return (
    <JobPageGate state={state}>
      {(job) => (
        <Box>
          <JobFacts job={job} />
          <Box component="section" aria-labelledby="aannemer-opdracht" sx={{ maxWidth: 640, mt: 4 }}>
            <Typography id="aannemer-opdracht" component="h3" variant="h3" sx={{ mb: 2 }}>
              {texts.yourJob}
            </Typography>
            <JobNotice notice={notice} noticeRef={noticeRef} />
            <JobActions job={job} busy={busy} change={change} />
          </Box>
          <FirmContact contact={job.firmContact} />
        </Box>
      )}
    </JobPageGate>
  );
}
