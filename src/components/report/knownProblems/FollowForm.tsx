import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { knownProblemTexts } from '../../../lib/uiText/knownProblemMessages';
import { followSchema, type KnownProblem } from '../../../lib/reports/knownProblems';
import { FIELD_LIMITS } from '../../../lib/forms/messageFields';
import { MessageForm } from '../../forms/MessageForm';
import { PrivacyConsentField } from '../../forms/PrivacyConsentField';
import { TextInputField } from '../../forms/TextInputField';
import { useMessageForm } from '../../forms/useMessageForm';
import { StatusNote } from '../StatusNote';
import { knownProblemsApi } from './knownProblemsApi';

const texts = knownProblemTexts.follow;

interface FollowValues {
  problemId: string;
  email: string;
  privacyAccepted: boolean;
}

/**
 * Following a known problem: an e-mail address and the privacy consent, checked by the API's own schema. The server
 * answers the same whether or not the address already follows, and mails a confirmation link; the form then says so.
 * The address field takes the focus when the form opens; 'Annuleren' gives it back to the button that opened it.
 */
export function FollowForm({ problem, onCancel }: { problem: KnownProblem; onCancel: () => void }) {
  const form = useMessageForm<FollowValues>(followSchema, { problemId: problem.id, email: '', privacyAccepted: false });
  const {
    setFocus,
    formState: { isSubmitting },
  } = form;
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const sentNote = React.useRef<HTMLDivElement>(null);
  const idPrefix = `volgen-${problem.id}`;

  React.useEffect(() => setFocus('email'), [setFocus]);
  React.useEffect(() => {
    if (sentTo) sentNote.current?.focus();
  }, [sentTo]);

  const follow = async (values: FollowValues) => {
    setFailure(null);
    const answer = await knownProblemsApi.follow({ ...values, problemId: problem.id });
    if (answer.ok) setSentTo(values.email.trim());
    else setFailure(answer.message ?? texts.failed);
  };

  if (sentTo)
    return (
      <StatusNote ref={sentNote} tabIndex={-1} severity="success" role="status">
        {texts.sent(sentTo)}
      </StatusNote>
    );
  return (
    <MessageForm
      form={form}
      onValid={follow}
      aria-label={texts.formLabel(problem.title)}
      sx={{ display: 'grid', gap: 2, pt: 1 }}
    >
      <TextInputField<FollowValues>
        id={`${idPrefix}-email`}
        label={texts.email}
        hint={texts.emailHint}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_LIMITS.email}
        name="email"
      />
      <PrivacyConsentField<FollowValues> id={`${idPrefix}-privacy`} name="privacyAccepted" purpose="follow" />
      <Box aria-live="polite">
        {failure && (
          <StatusNote severity="error" role="alert">
            {failure}
          </StatusNote>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.submit}
        </Button>
        <Button variant="text" disabled={isSubmitting} onClick={onCancel}>
          {texts.cancel}
        </Button>
      </Box>
    </MessageForm>
  );
}
