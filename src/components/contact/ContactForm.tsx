import * as React from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  contactMessageSchema,
  emptyContactMessage,
  type ContactMessageInput,
} from '../../lib/forms/contactMessageSchema';
import { FIELD_LIMITS } from '../../lib/forms/messageFields';
import { MessageForm } from '../forms/MessageForm';
import { MessageFormEnd } from '../forms/MessageFormEnd';
import { PrivacyConsentField } from '../forms/PrivacyConsentField';
import { SenderFields } from '../forms/SenderFields';
import { TextInputField } from '../forms/TextInputField';
import { useMessageForm } from '../forms/useMessageForm';
import { jsonSender } from '../forms/jsonSender';
import { useMessageSubmit } from '../forms/useMessageSubmit';

/** The contact form (spec sections 3 to 5 and 7): validated on submit, re-validated on change. */
export function ContactForm() {
  const form = useMessageForm<ContactMessageInput>(contactMessageSchema, emptyContactMessage);
  const sending = useMessageSubmit<ContactMessageInput>({ kind: 'contact', send: jsonSender });

  return (
    <MessageForm
      form={form}
      onValid={sending.submit}
      method="post"
      aria-labelledby="contactformulier-title"
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Alle velden zijn verplicht.
      </Typography>
      <Grid container spacing={2.5}>
        <SenderFields idPrefix="contact" />
        <Grid size={12}>
          <TextInputField<ContactMessageInput>
            id="contact-message"
            label="Bericht"
            required
            rows={6}
            maxLength={FIELD_LIMITS.message}
            name="message"
          />
        </Grid>
      </Grid>
      <PrivacyConsentField<ContactMessageInput> id="contact-privacy" name="privacyAccepted" purpose="contact" />
      <MessageFormEnd idPrefix="contact" sending={sending}>
        Bericht versturen
      </MessageFormEnd>
    </MessageForm>
  );
}
