import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { repairLoopTexts as texts } from '../../../lib/uiText/repairLoopMessages';
import type { JobPageState, Notice } from './useJobPage';
import { StatusNote } from '../StatusNote';

/**
 * The plain fields of the repair loop's pages: native inputs (no form library, so the pages stay light), each with
 * its label, a hint and an error linked to it, and marked invalid while it is.
 */
const fieldSx = {
  font: 'inherit',
  padding: '10px 12px',
  minHeight: 44,
  width: '100%',
  boxSizing: 'border-box',
  border: '1px solid #6b7685',
  borderRadius: '8px',
  background: '#fff',
  color: 'inherit',
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
} as const;

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  required?: boolean;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: Omit<FieldProps, 'value' | 'onChange'> & {
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = [error ? `${id}-fout` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box sx={{ display: 'grid', gap: 0.75, maxWidth: 640 }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 650 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Box>
      {children(describedBy)}
      {error && (
        <Typography id={`${id}-fout`} variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
      {hint && (
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** A text field: one line (or a date) by default, a textarea with `rows`. */
export const PlainField = React.forwardRef<
  HTMLElement,
  FieldProps & { rows?: number; type?: 'text' | 'date'; min?: string; autoComplete?: string }
>(function PlainField({ rows, type = 'text', min, autoComplete, value, onChange, maxLength, ...frame }, ref) {
  const multiline = rows !== undefined;
  return (
    <FieldFrame {...frame}>
      {(describedBy) => (
        <Box
          component={multiline ? 'textarea' : 'input'}
          ref={ref}
          id={frame.id}
          {...(multiline ? { rows } : { type, min, autoComplete })}
          value={value}
          maxLength={maxLength}
          required={frame.required}
          aria-invalid={!!frame.error}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)}
          sx={{ ...fieldSx, ...(multiline ? { resize: 'vertical' } : {}), maxWidth: type === 'date' ? 240 : undefined }}
        />
      )}
    </FieldFrame>
  );
});

/** The page's one primary button of a step: 'Bezig met versturen...' and disabled while a change is under way. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || disabled} sx={{ justifySelf: 'start' }}>
      {busy ? texts.sending : children}
    </Button>
  );
}

/**
 * A reason the page asks for before it sends (a contractor declining, a resident whose problem is not solved): a
 * required text, the button that sends it and one to go back. The field takes the focus when it appears.
 */
interface ReasonFormProps {
  id: string;
  label: string;
  hint: string;
  maxLength: number;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The message under the field when the reason will not do, or null (jobChecks: the API's own schemas). */
  check: (reason: string) => Promise<string | null>;
  onSend: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonForm({
  id,
  label,
  hint,
  maxLength,
  submitLabel,
  cancelLabel,
  busy,
  check,
  onSend,
  onCancel,
}: ReasonFormProps) {
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const field = React.useRef<HTMLElement>(null);
  React.useEffect(() => field.current?.focus(), []);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = await check(reason);
    setError(problem);
    if (problem) field.current?.focus();
    else onSend(reason);
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: 'grid', gap: 2 }}>
      <PlainField
        ref={field}
        id={id}
        label={label}
        hint={hint}
        error={error}
        required
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={maxLength}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <Button variant="text" size="large" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A yes-or-no step where 'no' needs a reason: two buttons, and after the second the ReasonForm in their place (the
 * contractor accepting or declining, the resident saying whether the problem is solved).
 */
export function AnswerOrReason({
  busy,
  yesLabel,
  onYes,
  noLabel,
  reason,
}: {
  busy: boolean;
  yesLabel: string;
  onYes: () => void;
  noLabel: string;
  reason: Omit<ReasonFormProps, 'busy' | 'onCancel'>;
}) {
  const [explaining, setExplaining] = React.useState(false);
  if (explaining) return <ReasonForm {...reason} busy={busy} onCancel={() => setExplaining(false)} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button variant="contained" size="large" disabled={busy} onClick={onYes}>
        {busy ? texts.sending : yesLabel}
      </Button>
      <Button variant="outlined" size="large" disabled={busy} onClick={() => setExplaining(true)}>
        {noLabel}
      </Button>
    </Box>
  );
}

/** Where the outcome of a change appears: a live region, and the notice in it takes the focus (useJobPage). */
export function JobNotice({ notice, noticeRef }: { notice: Notice | null; noticeRef: React.Ref<HTMLDivElement> }) {
  return (
    <div aria-live="polite">
      {notice && (
        <StatusNote
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ maxWidth: 640, mb: 3 }}
        >
          {notice.text}
        </StatusNote>
      )}
    </div>
  );
}

/** The page until its view is there: loading, or why it cannot be shown (a missing, broken or expired link). */
export function JobPageGate<V>({
  state,
  children,
}: {
  state: JobPageState<V>;
  children: (view: V) => React.ReactNode;
}) {
  if (state.kind === 'loading') return <Typography role="status">{texts.loading}</Typography>;
  if (state.kind === 'refused')
    return (
      <StatusNote severity="warning" role="status" sx={{ maxWidth: 640 }}>
        {state.message}
      </StatusNote>
    );
  return <>{children(state.view)}</>;
}
