import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { reportStatusPageTexts } from '../../lib/uiText/dutchMessages';
import {
  STATUS_LINK_PARAMS,
  statusLookupFormSchema,
  type ReportTimeline,
  type StatusLookup,
  type StatusLookupFormValues,
} from '../../lib/reports/reportStatus';
import { MessageForm } from '../forms/MessageForm';
import { TextInputField } from '../forms/TextInputField';
import { useMessageForm } from '../forms/useMessageForm';
import { routes } from '../../lib/routes';
import { takeLinkKey } from './repairLoop/linkKey';
import { lookUpReport } from './reportStatusApi';
import { ReportTimelineView } from './ReportTimelineView';

const texts = reportStatusPageTexts.lookup;

/**
 * /melden/status: the reference and the address, or the private link from the e-mails (#referentie=…&sleutel=…),
 * and then the timeline. A refusal shows the server's Dutch message, which is the same for every mismatch.
 */
export function ReportStatusLookup() {
  const [timeline, setTimeline] = React.useState<ReportTimeline | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const form = useMessageForm<StatusLookupFormValues>(statusLookupFormSchema, { reference: '', email: '' });

  const show = React.useCallback((answer: Awaited<ReturnType<typeof lookUpReport>>) => {
    setBusy(false);
    setTimeline(answer.ok ? answer.value : null);
    setError(answer.ok ? null : (answer.message ?? texts.failed));
  }, []);

  const lookUp = async (lookup: StatusLookup) => {
    setBusy(true);
    setError(null);
    show(await lookUpReport(lookup));
  };

  // The private link from the e-mails (#referentie=…&sleutel=…): the key leaves the address bar, then look up at once.
  React.useEffect(() => {
    const token = takeLinkKey(routes.meldenStatus);
    const reference = new URLSearchParams(window.location.hash.replace(/^#/, '')).get(STATUS_LINK_PARAMS.reference);
    if (reference && token) void lookUpReport({ reference, token }).then(show);
  }, [show]);

  // The timeline's heading takes the focus, so keyboard and screen-reader users land on the answer.
  React.useEffect(() => {
    if (timeline) document.getElementById('melding-tijdlijn')?.focus();
  }, [timeline]);

  return (
    <Box>
      <MessageForm
        form={form}
        onValid={(values) => lookUp(values)}
        // Never a GET with the reference and the e-mail address in the URL, not even without scripts.
        method="post"
        aria-label={texts.formLabel}
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        <TextInputField<StatusLookupFormValues>
          id="status-reference"
          label={texts.reference}
          name="reference"
          hint={texts.referenceHint}
          required
          autoComplete="off"
          maxLength={30}
        />
        <TextInputField<StatusLookupFormValues>
          id="status-email"
          label={texts.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          // A press before the form has hydrated is held by the page and made again (holdEarlyTaps).
          disabled={busy}
          sx={{ justifySelf: 'start' }}
        >
          {busy ? texts.loading : texts.submit}
        </Button>
      </MessageForm>
      <Box aria-live="polite">
        {error && (
          <Alert severity="warning" sx={{ mt: 3, maxWidth: 640 }}>
            {error}
          </Alert>
        )}
      </Box>
      {timeline && <ReportTimelineView timeline={timeline} />}
    </Box>
  );
}
