import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { repairLoopTexts } from '../../../lib/uiText/repairLoopMessages';
import { JOB_NOTE_MAX, JOB_PAGE_PATHS } from '../../../lib/reports/jobLinks';
import type { ContractorChoice, SendOnPreview } from '../../../lib/reports/contractorJobs';
import { FactList } from '../FactList';
import { formatMoment } from '../reportDates';
import { jobApi } from './jobApi';
import { JobNotice, JobPageGate, PlainField, SubmitButton } from './JobFields';
import { useJobPage } from './useJobPage';
import { StatusNote } from '../StatusNote';
import { KnownProblemStaffBox } from '../knownProblems/knownProblemIslands';

const { sendOn: texts, facts } = repairLoopTexts;

/** One radio button per contractor, with the trades under the name. */
function ContractorOptions({
  contractors,
  chosen,
  currentId,
  onChoose,
  invalid,
}: {
  contractors: ContractorChoice[];
  chosen: string;
  currentId: string | null;
  onChoose: (id: string) => void;
  invalid: boolean;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {contractors.map((c) => (
        <Box component="li" key={c.id}>
          <Box
            component="label"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 1.5,
              border: 1,
              borderColor: chosen === c.id ? 'primary.main' : 'divider',
              borderRadius: 1,
              cursor: 'pointer',
            }}
          >
            <Box
              component="input"
              type="radio"
              name="aannemer"
              value={c.id}
              checked={chosen === c.id}
              onChange={() => onChoose(c.id)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'doorsturen-aannemer-fout' : undefined}
              sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: (t) => t.palette.primary.main }}
            />
            <span>
              <Box component="span" sx={{ fontWeight: 650, display: 'block' }}>
                {c.name}
                {c.id === currentId && ` (${texts.isCurrent})`}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                {c.trades.join(', ')}
              </Box>
            </span>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /melden/doorsturen#sleutel=…: the staff choose the contractor a report goes to, proposed ones first, with an
 * optional note. Opening the page changes nothing; only the button does.
 */
export function SendOnForm() {
  const { state, notice, noticeRef, busy, change } = useJobPage(JOB_PAGE_PATHS.sendOn, jobApi.sendOnView);
  const [chosen, setChosen] = React.useState('');
  const [note, setNote] = React.useState('');
  const [missingChoice, setMissingChoice] = React.useState(false);
  const choices = React.useRef<HTMLFieldSetElement>(null);

  const send = async (event: React.FormEvent, preview: SendOnPreview) => {
    event.preventDefault();
    const contractor = preview.contractors.find((c) => c.id === chosen);
    if (!contractor) {
      setMissingChoice(true);
      choices.current?.querySelector('input')?.focus();
      return;
    }
    const replaced =
      preview.current &&
      preview.current.contractorId !== contractor.id &&
      (preview.current.state === 'sent' || preview.current.state === 'accepted')
        ? preview.current.contractorName
        : null;
    const sent = await change(
      (token) => jobApi.sendOn(token, contractor.id, note),
      (answer) =>
        answer.status === 'changed'
          ? {
              severity: 'success',
              text: [texts.sent(contractor.name), replaced && texts.replaces(replaced)].filter(Boolean).join(' '),
            }
          : { severity: 'info', text: texts.alreadySent(contractor.name) },
    );
    if (sent) {
      setChosen('');
      setNote('');
    }
  };

  return (
    <JobPageGate state={state}>
      {(preview) => {
        const current = preview.current;
        const chosenContractor = preview.contractors.find((c) => c.id === chosen) ?? null;
        const replacing =
          current &&
          chosenContractor &&
          chosenContractor.id !== current.contractorId &&
          (current.state === 'sent' || current.state === 'accepted');
        const proposed = preview.contractors.filter((c) => c.fits);
        const others = preview.contractors.filter((c) => !c.fits);
        return (
          <Box>
            <FactList
              facts={[
                [facts.reference, preview.reference],
                [facts.building, preview.building],
                [facts.category, preview.category],
                [facts.place, preview.place],
                [facts.status, preview.status],
                [
                  texts.current,
                  current
                    ? texts.currentJob(
                        current.contractorName,
                        repairLoopTexts.jobStates[current.state],
                        formatMoment(current.sentAt),
                      )
                    : texts.noCurrent,
                ],
              ]}
            />
            <JobNotice notice={notice} noticeRef={noticeRef} />
            {preview.closed ? (
              <StatusNote severity="info" role="status" sx={{ maxWidth: 640 }}>
                {texts.closed}
              </StatusNote>
            ) : (
              <Box
                component="form"
                noValidate
                onSubmit={(event) => void send(event, preview)}
                sx={{ display: 'grid', gap: 3, maxWidth: 640 }}
              >
                <Typography sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
                  {preview.residentContactShared ? texts.contactShared : texts.contactNotShared}
                </Typography>
                <Box
                  component="fieldset"
                  ref={choices}
                  aria-describedby={missingChoice ? 'doorsturen-aannemer-fout' : undefined}
                  sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
                >
                  <Typography component="legend" variant="h3" sx={{ p: 0, mb: 1 }}>
                    {texts.choose}
                  </Typography>
                  {preview.contractors.length === 0 ? (
                    <Typography>{texts.noContractors}</Typography>
                  ) : (
                    [
                      { id: 'doorsturen-voorgesteld', title: texts.proposed, contractors: proposed },
                      { id: 'doorsturen-andere', title: texts.others, contractors: others },
                    ]
                      // The proposed group always shows, saying when it is empty; the others only when there are any.
                      .filter((group) => group.id === 'doorsturen-voorgesteld' || group.contractors.length > 0)
                      .map((group) => (
                        <Box key={group.id} role="group" aria-labelledby={group.id} sx={{ display: 'grid', gap: 1 }}>
                          <Typography id={group.id} component="h3" sx={{ fontWeight: 700 }}>
                            {group.title}
                          </Typography>
                          {group.contractors.length ? (
                            <ContractorOptions
                              contractors={group.contractors}
                              chosen={chosen}
                              currentId={current?.contractorId ?? null}
                              onChoose={(id) => {
                                setChosen(id);
                                setMissingChoice(false);
                              }}
                              invalid={missingChoice}
                            />
                          ) : (
                            <Typography sx={{ color: 'text.secondary' }}>{texts.noneProposed}</Typography>
                          )}
                        </Box>
                      ))
                  )}
                  {missingChoice && (
                    <Typography id="doorsturen-aannemer-fout" role="alert" sx={{ color: 'error.main' }}>
                      {texts.chooseOne}
                    </Typography>
                  )}
                </Box>
                <PlainField
                  id="doorsturen-nota"
                  label={texts.note}
                  hint={texts.noteHint}
                  value={note}
                  onChange={setNote}
                  maxLength={JOB_NOTE_MAX}
                />
                <Box aria-live="polite">
                  {replacing && (
                    <StatusNote severity="warning" sx={{ maxWidth: 640 }}>
                      {texts.replaces(current.contractorName)}
                    </StatusNote>
                  )}
                </Box>
                <SubmitButton busy={busy} disabled={preview.contractors.length === 0}>
                  {texts.submit(chosenContractor?.name ?? null)}
                </SubmitButton>
              </Box>
            )}
            {preview.knownProblem && state.kind === 'ready' && (
              <KnownProblemStaffBox token={state.token} knownProblem={preview.knownProblem} />
            )}
          </Box>
        );
      }}
    </JobPageGate>
  );
}
