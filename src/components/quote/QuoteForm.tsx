import * as React from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FIELD_LIMITS } from '../../lib/forms/messageFields';
import {
  buildingTypeChoices,
  currentSyndicChoices,
  desiredStartChoices,
  emptyQuoteRequest,
  quoteRequestSchema,
  type QuoteFormValues,
} from '../../lib/forms/quoteRequestSchema';
import { ChoiceField } from '../forms/ChoiceField';
import { FieldGroup } from '../forms/FieldGroup';
import { MessageForm } from '../forms/MessageForm';
import { MessageFormEnd } from '../forms/MessageFormEnd';
import { PrivacyConsentField } from '../forms/PrivacyConsentField';
import { SenderFields } from '../forms/SenderFields';
import { TextInputField } from '../forms/TextInputField';
import { useMessageForm } from '../forms/useMessageForm';
import { jsonSender } from '../forms/jsonSender';
import { useMessageSubmit } from '../forms/useMessageSubmit';
import { onQuoteDraft, remarksWith } from './quoteDraft';

/** The quote request: the building first (what a syndic needs to price it), then who is asking. */
export function QuoteForm() {
  const form = useMessageForm<QuoteFormValues>(quoteRequestSchema, emptyQuoteRequest);
  const { setValue, getValues, getFieldState } = form;
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
  const sending = useMessageSubmit<QuoteFormValues>({ kind: 'quote', send: jsonSender });

  return (
    <MessageForm
      form={form}
      onValid={sending.submit}
      method="post"
      aria-labelledby="offerteformulier-title"
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Velden met een * zijn verplicht.
      </Typography>
      <FieldGroup title="Uw gebouw">
        <Grid container spacing={3}>
          <Grid size={12}>
            <ChoiceField<QuoteFormValues>
              id="quote-building-type"
              name="buildingType"
              legend="Soort gebouw"
              choices={buildingTypeChoices}
              required
              row
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInputField<QuoteFormValues>
              id="quote-unit-count"
              label="Aantal eenheden"
              required
              inputMode="numeric"
              maxLength={5}
              hint="Appartementen, woningen of bedrijfsunits, zonder garages en bergingen."
              name="unitCount"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextInputField<QuoteFormValues>
              id="quote-location"
              label="Gemeente of adres van het gebouw"
              required
              autoComplete="off"
              maxLength={FIELD_LIMITS.municipality}
              name="location"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField<QuoteFormValues>
              id="quote-current-syndic"
              name="currentSyndic"
              legend="Heeft het gebouw vandaag een syndicus?"
              choices={currentSyndicChoices}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField<QuoteFormValues>
              id="quote-desired-start"
              name="desiredStart"
              legend="Wanneer wilt u starten?"
              choices={desiredStartChoices}
              required
            />
          </Grid>
        </Grid>
      </FieldGroup>

      <FieldGroup title="Uw gegevens">
        <Grid container spacing={2.5}>
          <SenderFields idPrefix="quote" />
          <Grid size={12}>
            <TextInputField<QuoteFormValues>
              id="quote-remarks"
              label="Opmerkingen (niet verplicht)"
              rows={4}
              maxLength={FIELD_LIMITS.remarks}
              hint="Bijvoorbeeld de datum van de volgende algemene vergadering, liften, een parking of lopende werken."
              name="remarks"
            />
          </Grid>
        </Grid>
      </FieldGroup>

      <PrivacyConsentField<QuoteFormValues> id="quote-privacy" name="privacyAccepted" purpose="quote" />
      <MessageFormEnd idPrefix="quote" sending={sending}>
        Offerte aanvragen
      </MessageFormEnd>
    </MessageForm>
  );
}
