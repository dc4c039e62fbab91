import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { knownProblemTexts } from '../../../lib/uiText/knownProblemMessages';
import { KNOWN_PROBLEM_PAGE_PATHS } from '../../../lib/reports/knownProblemLinks';
import type { MergePreview } from '../../../lib/reports/knownProblems';
import { FactList } from '../FactList';
import { formatMoment } from '../reportDates';
import { JobNotice, JobPageGate, SubmitButton } from '../repairLoop/JobFields';
import { useJobPage } from '../repairLoop/useJobPage';
import { StatusNote } from '../StatusNote';
import { knownProblemsApi } from './knownProblemsApi';

const texts = knownProblemTexts.merge;

/** One of the two reports, under its own heading. */
function ReportFacts({ id, title, report }: { id: string; title: string; report: MergePreview['original'] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h4" sx={{ mb: 1.5 }}>
        {title}:{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {report.reference}
        </Box>
      </Typography>
      <FactList
        facts={[
          [texts.category, report.category],
          [texts.place, report.place],
          [texts.receivedAt, formatMoment(report.receivedAt)],
          [texts.status, report.status],
        ]}
      />
    </Box>
  );
}

/**
 * /melden/samenvoegen#sleutel=…: from the button 'Dubbel van M-…' in the firm's mail, both reports side by side and a
 * button that closes the new one as merged into the original. Opening the page changes nothing; a replay says the
 * merge is done.
 */
export function MergeConfirmation() {
  const { state, notice, noticeRef, busy, change } = useJobPage(
    KNOWN_PROBLEM_PAGE_PATHS.merge,
    knownProblemsApi.mergeView,
  );
  const merge = () =>
    void change(knownProblemsApi.merge, ({ status, view }) => ({
      severity: status === 'changed' ? 'success' : 'info',
      text: (status === 'changed' ? texts.merged : texts.alreadyMerged)(
        view.duplicate.reference,
        view.original.reference,
      ),
    }));
  return (
    <JobPageGate state={state}>
      {(view) => (
        <Box sx={{ maxWidth: 1040 }}>
          <FactList facts={[[texts.building, view.building]]} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 5 }}>
            <ReportFacts id="samenvoegen-dubbel" title={texts.duplicate} report={view.duplicate} />
            <ReportFacts id="samenvoegen-origineel" title={texts.original} report={view.original} />
          </Box>
          <JobNotice notice={notice} noticeRef={noticeRef} />
          {/* After a merge on this visit the notice says it; 'already merged' is for a later visit. */}
          {view.merged ? (
            !notice && (
              <StatusNote severity="info" role="status" sx={{ maxWidth: 640 }}>
                {texts.alreadyMerged(view.duplicate.reference, view.original.reference)}
              </StatusNote>
            )
          ) : view.closed ? (
            <StatusNote severity="info" role="status" sx={{ maxWidth: 640 }}>
              {texts.closed}
            </StatusNote>
          ) : (
            <Box
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                merge();
              }}
              sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
            >
              <Typography>{texts.explanation(view.duplicate.reference, view.original.reference)}</Typography>
              <SubmitButton busy={busy}>{texts.submit(view.original.reference)}</SubmitButton>
            </Box>
          )}
        </Box>
      )}
    </JobPageGate>
  );
}
