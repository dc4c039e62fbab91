import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { repairLoopTexts as texts } from '../../../lib/messages/repairLoopMessages';
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

export const TextArea = React.forwardRef<HTMLTextAreaElement, FieldProps & { rows?: number }>(function TextArea(
  { rows = 4, value, onChange, maxLength, ...frame },
  ref,
) {
  return (
    <FieldFrame {...frame}>
      {(describedBy) => (
        <Box
          component="textarea"
          ref={ref}
          id={frame.id}
          rows={rows}
          value={value}
          maxLength={maxLength}
          required={frame.required}
          aria-invalid={!!frame.error}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          sx={{ ...fieldSx, resize: 'vertical' }}
        />
      )}
    </FieldFrame>
  );
});

export const TextInput = React.forwardRef<
  HTMLInputElement,
  FieldProps & { type?: 'text' | 'date'; min?: string; autoComplete?: string }
>(function TextInput({ type = 'text', min, autoComplete, value, onChange, maxLength, ...frame }, ref) {
  return (
    <FieldFrame {...frame}>
      {(describedBy) => (
        <Box
          component="input"
          ref={ref}
          id={frame.id}
          type={type}
          min={min}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          required={frame.required}
          aria-invalid={!!frame.error}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          sx={{ ...fieldSx, maxWidth: type === 'date' ? 240 : undefined }}
        />
      )}
    </FieldFrame>
  );
});

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
