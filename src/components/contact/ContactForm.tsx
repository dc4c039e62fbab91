import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  contactMessageSchema,
  emptyContactMessage,
  type ContactMessageInput,
} from '../../lib/forms/contactMessageSchema';
import { sendErrorMessages } from '../../lib/uiText/dutchMessages';
import { FIELD_LIMITS } from '../../lib/forms/messageFields';
import { routes } from '../../lib/routes';
import { HoneypotField } from '../forms/HoneypotField';
import { PrivacyConsentField } from '../forms/PrivacyConsentField';
import { SubmitButton } from '../forms/SubmitButton';
import { SenderFields } from '../forms/SenderFields';
import { TextInputField } from '../forms/TextInputField';
import { hydratedMark, useHydrated } from '../../runtime';
import { useMessageForm } from '../forms/useMessageForm';
import { jsonSender } from '../forms/jsonSender';
import { useMessageSubmit } from '../forms/useMessageSubmit';
import { RecaptchaNotice } from '../recaptcha/RecaptchaNotice';

const sendContact = jsonSender('contact');

/** The contact form (spec sections 3 to 5 and 7): validated on submit, re-validated on change. */
export function ContactForm() {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useMessageForm<ContactMessageInput>(contactMessageSchema, emptyContactMessage);
  const hydrated = useHydrated();
  const { submit, honeypotRef, recaptchaEnabled } = useMessageSubmit<ContactMessageInput>({
    kind: 'contact',
    thankYouPath: routes.contactBedankt,
    failureMessage: sendErrorMessages.contactFailed,
    send: sendContact,
  });

  return (
    <Box
      component="form"
      method="post"
      noValidate
      // Deferred islands hydrate after the rest of the page; tests and tools can wait for this.
      {...hydratedMark(hydrated)}
      aria-labelledby="contactformulier-title"
      onSubmit={handleSubmit(submit)}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Alle velden zijn verplicht.
      </Typography>
      <Grid container spacing={2.5}>
        <SenderFields idPrefix="contact" register={register} errors={errors} />
        <Grid size={12}>
          <TextInputField
            id="contact-message"
            label="Bericht"
            required
            rows={6}
            maxLength={FIELD_LIMITS.message}
            name="message"
            register={register}
            error={errors.message?.message}
          />
        </Grid>
      </Grid>
      <PrivacyConsentField id="contact-privacy" name="privacyAccepted" control={control} purpose="contact" />
      <HoneypotField id="contact-website" ref={honeypotRef} />
      <SubmitButton submitting={isSubmitting}>Bericht versturen</SubmitButton>
      {recaptchaEnabled && <RecaptchaNotice />}
    </Box>
  );
}
