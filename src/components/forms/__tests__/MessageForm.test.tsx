/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  contactMessageSchema,
  emptyContactMessage,
  type ContactMessageInput,
} from '../../../lib/forms/contactMessageSchema';
import {
  buildingTypeChoices,
  emptyQuoteRequest,
  quoteRequestSchema,
  type QuoteFormValues,
} from '../../../lib/forms/quoteRequestSchema';
import { ChoiceField } from '../ChoiceField';
import { MessageForm } from '../MessageForm';
import { PrivacyConsentField } from '../PrivacyConsentField';
import { SenderFields } from '../SenderFields';
import { SubmitButton } from '../SubmitButton';
import { TextInputField } from '../TextInputField';
import { useMessageForm } from '../useMessageForm';

/** The contact form's fields in the shell, without its sending (reCAPTCHA, toasts, navigation). */
function ContactFields({ onValid }: { onValid: (values: ContactMessageInput) => void }) {
  const form = useMessageForm<ContactMessageInput>(contactMessageSchema, emptyContactMessage);
  return (
    <MessageForm form={form} onValid={onValid} aria-label="Test">
      <SenderFields idPrefix="test" />
      <TextInputField<ContactMessageInput> id="test-message" label="Bericht" required rows={6} name="message" />
      <PrivacyConsentField<ContactMessageInput> id="test-privacy" name="privacyAccepted" purpose="contact" />
      <SubmitButton>Versturen</SubmitButton>
    </MessageForm>
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Test' }));

describe('MessageForm and the fields that read it from context', () => {
  it('marks the form once it answers and checks it by its schema, not the browser', async () => {
    render(<ContactFields onValid={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Test' });
    expect(form).toHaveProperty('noValidate', true);
    await waitFor(() => expect(form.getAttribute('data-hydrated')).toBe('true'));
  });

  it('shows each field its own error, linked to it and marked invalid, and focuses the first invalid field', async () => {
    const onValid = jest.fn();
    render(<ContactFields onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'An Peeters' } });
    submit();

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // The name will do: the e-mail field, next in page order, takes the focus.
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText(/^Naam/).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText(/^Naam/).getAttribute('aria-describedby')).toBeNull();
    for (const id of ['test-email', 'test-phone', 'test-message', 'test-privacy']) {
      const field = document.getElementById(id)!;
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(`${id}-error`);
      expect(error?.textContent).toBeTruthy();
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(`${id}-error`);
    }
    expect(onValid).not.toHaveBeenCalled();

    // Re-checked on change: the fixed field loses its error, the others keep theirs.
    fireEvent.change(email, { target: { value: 'an@example.be' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('false'));
    expect(document.getElementById('test-email-error')).toBeNull();
    expect(document.getElementById('test-phone-error')).not.toBeNull();
  });

  it('hands valid values to onValid', async () => {
    const onValid = jest.fn();
    render(<ContactFields onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'An Peeters' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'an@example.be' } });
    fireEvent.change(screen.getByLabelText(/^Telefoon/), { target: { value: '09 123 45 67' } });
    fireEvent.change(screen.getByLabelText(/^Bericht/), { target: { value: 'Een vraag over de afrekening.' } });
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toMatchObject({
      name: 'An Peeters',
      email: 'an@example.be',
      privacyAccepted: true,
    });
  });

  it('focuses a radio group that is the first invalid field', async () => {
    function QuoteStart() {
      const form = useMessageForm<QuoteFormValues>(quoteRequestSchema, emptyQuoteRequest);
      return (
        <MessageForm form={form} onValid={jest.fn()} aria-label="Test">
          <ChoiceField<QuoteFormValues>
            id="test-type"
            name="buildingType"
            legend="Soort gebouw"
            choices={buildingTypeChoices}
          />
          <TextInputField<QuoteFormValues> id="test-units" label="Aantal eenheden" name="unitCount" />
        </MessageForm>
      );
    }
    render(<QuoteStart />);
    submit();
    await waitFor(() => expect(document.getElementById('test-type-error')).not.toBeNull());
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe('test-type-error');
  });
});
