import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { sendErrorMessages } from '../../lib/uiText/dutchMessages';
import { FIELD_LIMITS } from '../../lib/forms/messageFields';
import {
  buildingTypeChoices,
  currentSyndicChoices,
  desiredStartChoices,
  emptyQuoteRequest,
  quoteRequestSchema,
  type QuoteFormValues,
} from '../../lib/forms/quoteRequestSchema';
import { routes } from '../../lib/routes';
import { ChoiceField } from '../forms/ChoiceField';
import { FieldGroup } from '../forms/FieldGroup';
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
import { onQuoteDraft, remarksWith } from './quoteDraft';

const sendQuote = jsonSender('quote');

/** The quote request: the building first (what a syndic needs to price it), then who is asking. */
export function QuoteForm() {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useMessageForm<QuoteFormValues>(quoteRequestSchema, emptyQuoteRequest);
  // The fee indication above carries its numbers in: kind and units into their fields, garages and lifts into the remarks.
  const carriedLine = React.useRef<string | null>(null);
  React.useEffect(
    () =>
      onQuoteDraft(({ buildingType, unitCount, remarksLine }) => {
        const recheck = (name: keyof QuoteFormValues) => ({ shouldValidate: !!getFieldState(name).error });
        setValue('buildingType', buildingType, recheck('buildingType'));
        setValue('unitCount', unitCount, recheck('unitCount'));
        setValue(
          'remarks',
          remarksWith(getValues('remarks') ?? '', remarksLine, carriedLine.current),
          recheck('remarks'),
        );
        carriedLine.current = remarksLine;
      }),
    [setValue, getValues, getFieldState],
  );
  const hydrated = useHydrated();
  const { submit, honeypotRef, recaptchaEnabled } = useMessageSubmit<QuoteFormValues>({
    kind: 'quote',
    thankYouPath: routes.offerteBedankt,
    failureMessage: sendErrorMessages.quoteFailed,
    send: sendQuote,
  });

  return (
    <Box
      component="form"
      method="post"
      noValidate
      // Deferred islands hydrate after the rest of the page; tests and tools can wait for this.
      {...hydratedMark(hydrated)}
      aria-labelledby="offerteformulier-title"
      onSubmit={handleSubmit(submit)}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Velden met een * zijn verplicht.
      </Typography>
      <FieldGroup title="Uw gebouw">
        <Grid container spacing={3}>
          <Grid size={12}>
            <ChoiceField
              id="quote-building-type"
              name="buildingType"
              control={control}
              legend="Soort gebouw"
              choices={buildingTypeChoices}
              required
              row
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInputField
              id="quote-unit-count"
              label="Aantal eenheden"
              required
              inputMode="numeric"
              maxLength={5}
              hint="Appartementen, woningen of bedrijfsunits, zonder garages en bergingen."
              name="unitCount"
              register={register}
              error={errors.unitCount?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextInputField
              id="quote-location"
              label="Gemeente of adres van het gebouw"
              required
              autoComplete="off"
              maxLength={FIELD_LIMITS.municipality}
              name="location"
              register={register}
              error={errors.location?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField
              id="quote-current-syndic"
              name="currentSyndic"
              control={control}
              legend="Heeft het gebouw vandaag een syndicus?"
              choices={currentSyndicChoices}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField
              id="quote-desired-start"
              name="desiredStart"
              control={control}
              legend="Wanneer wilt u starten?"
              choices={desiredStartChoices}
              required
            />
          </Grid>
        </Grid>
      </FieldGroup>

      <FieldGroup title="Uw gegevens">
        <Grid container spacing={2.5}>
          <SenderFields idPrefix="quote" register={register} errors={errors} />
          <Grid size={12}>
            <TextInputField
              id="quote-remarks"
              label="Opmerkingen (niet verplicht)"
              rows={4}
              maxLength={FIELD_LIMITS.remarks}
              hint="Bijvoorbeeld de datum van de volgende algemene vergadering, liften, een parking of lopende werken."
              name="remarks"
              register={register}
              error={errors.remarks?.message}
            />
          </Grid>
        </Grid>
      </FieldGroup>

      <PrivacyConsentField id="quote-privacy" name="privacyAccepted" control={control} purpose="quote" />
      <HoneypotField id="quote-website" ref={honeypotRef} />
      <SubmitButton submitting={isSubmitting}>Offerte aanvragen</SubmitButton>
      {recaptchaEnabled && <RecaptchaNotice />}
    </Box>
  );
}
