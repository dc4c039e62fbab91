import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { repairLoopTexts } from '../../../lib/uiText/repairLoopMessages';
import type { ConfirmationView } from '../../../lib/reports/contractorJobs';
import { EXPLANATION_MAX, JOB_PAGE_PATHS } from '../../../lib/reports/jobLinks';
import { FactList } from '../FactList';
import { formatMoment } from '../reportDates';
import { jobApi } from './jobApi';
import { jobChecks, prefetchJobChecks } from './jobChecks';
import { AnswerOrReason, JobNotice, JobPageGate } from './JobFields';
import { useJobPage } from './useJobPage';
import { StatusNote } from '../StatusNote';

const { confirmation: texts, facts } = repairLoopTexts;

type Change = ReturnType<typeof useJobPage<ConfirmationView>>['change'];

/** 'Ja, het is opgelost', or 'Nee, nog niet' with a short explanation. */
function SolvedQuestion({ view, busy, change }: { view: ConfirmationView; busy: boolean; change: Change }) {
  const answer = (solved: boolean, explanation = '') =>
    void change(
      (token) => jobApi.confirm(token, solved, explanation.trim()),
      (result) => ({
        severity: 'success',
        text:
          result.status === 'unchanged'
            ? result.view.answer === 'not-solved'
              ? texts.answeredNotSolved
              : texts.answeredSolved
            : solved
              ? texts.solvedNow
              : texts.notSolvedNow,
      }),
    );

  return (
    <Box component="section" aria-labelledby="opgelost-vraag" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="opgelost-vraag" component="h3" variant="h3">
        {texts.question}
      </Typography>
      <AnswerOrReason
        busy={busy}
        yesLabel={texts.yes}
        onYes={() => answer(true)}
        noLabel={texts.no}
        reason={{
          id: 'opgelost-toelichting',
          label: texts.explanation,
          hint: texts.explanationHint,
          maxLength: EXPLANATION_MAX,
          submitLabel: texts.sendNo,
          cancelLabel: texts.cancel,
          check: jobChecks.notSolvedExplanation,
          onSend: (explanation) => answer(false, explanation),
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.waitNote(view.confirmationWaitDays)}
      </Typography>
    </Box>
  );
}

/** One click: five buttons, each named with its number and its meaning. */
function SatisfactionQuestion({ busy, change }: { busy: boolean; change: Change }) {
  const rate = (score: number) =>
    void change(
      (token) => jobApi.rate(token, score),
      () => ({ severity: 'success', text: texts.rated }),
    );
  return (
    <Box
      role="group"
      aria-labelledby="opgelost-tevredenheid"
      aria-describedby="opgelost-tevredenheid-hint"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="opgelost-tevredenheid" component="h3" variant="h4">
        {texts.satisfaction}
      </Typography>
      <Typography id="opgelost-tevredenheid-hint" variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.satisfactionHint}
      </Typography>
      <Box sx={{ maxWidth: 420 }}>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
            gap: 1,
          }}
        >
          {texts.scores.map((label, index) => (
            <li key={label}>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => rate(index + 1)}
                aria-label={texts.scoreName(index + 1, label)}
                sx={{
                  width: '100%',
                  minWidth: 0,
                  minHeight: 52,
                  px: 0,
                  borderRadius: 1,
                  fontSize: '1.25rem',
                  fontWeight: 750,
                }}
              >
                {index + 1}
              </Button>
            </li>
          ))}
        </Box>
        {/* The two ends in words; each button's name says its own meaning. */}
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            mt: 0.75,
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
          <span>{texts.scores[0]}</span>
          <span>{texts.scores[texts.scores.length - 1]}</span>
        </Box>
      </Box>
    </Box>
  );
}

/** Where the report stands once answered (also when it closed by itself). */
function AnswerGiven({ view }: { view: ConfirmationView }) {
  const text =
    view.answer === 'solved'
      ? texts.answeredSolved
      : view.answer === 'not-solved'
        ? texts.answeredNotSolved
        : texts.answeredAuto(view.confirmationWaitDays);
  return (
    <StatusNote severity="info" role="status">
      {text}
    </StatusNote>
  );
}

/**
 * /melden/opgelost#sleutel=…: the resident says whether the repair worked, from the buttons in the e-mail about the
 * work done; after 'Ja' (or once the report closed by itself) one satisfaction score.
 */
export function RepairConfirmation() {
  const { state, notice, noticeRef, busy, change } = useJobPage(JOB_PAGE_PATHS.confirmation, jobApi.confirmationView);
  React.useEffect(prefetchJobChecks, []);
  // The answer given on this visit is the notice; the line 'U liet weten…' is for a later visit.
  const [answeredHere, setAnsweredHere] = React.useState(false);
  const tracked: Change = async (send, say) => {
    const ok = await change(send, say);
    if (ok) setAnsweredHere(true);
    return ok;
  };
  return (
    <JobPageGate state={state}>
      {(view) => (
        <Box sx={{ maxWidth: 640 }}>
          <FactList
            facts={[
              [facts.reference, view.reference],
              [facts.building, view.building],
              [facts.category, view.category],
              [texts.doneAt, formatMoment(view.doneAt)],
              !!view.contractorNote && [texts.contractorNote, view.contractorNote],
            ]}
          />
          <JobNotice notice={notice} noticeRef={noticeRef} />
          <Box sx={{ display: 'grid', gap: 4 }}>
            {view.answer === null ? (
              <SolvedQuestion view={view} busy={busy} change={tracked} />
            ) : (
              !answeredHere && <AnswerGiven view={view} />
            )}
            {view.canRate && <SatisfactionQuestion busy={busy} change={tracked} />}
          </Box>
        </Box>
      )}
    </JobPageGate>
  );
}
