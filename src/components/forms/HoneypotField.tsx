import * as React from 'react';
import { HONEYPOT_FIELD } from '../../lib/forms/messageKinds';

/**
 * A field no person sees or reaches with the keyboard, and that assistive technology skips; bots that
 * fill in every input fill in this one too, and the API refuses their message.
 */
export const HoneypotField = React.forwardRef<HTMLInputElement, { id: string }>(function HoneypotField({ id }, ref) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>Laat dit veld leeg</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});
