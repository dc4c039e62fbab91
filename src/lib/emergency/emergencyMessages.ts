/** The spec's warning beside the emergency number. The number itself and its price are firm facts (src/config/firm.ts). */
export const EMERGENCY_WARNING = 'Let op: betalend nummer. Gebruik dit nummer enkel in noodgevallen.';

/** What the paid line is for, said above it wherever the site offers it: anything dangerous goes to 112 first. */
export const EMERGENCY_LINE_PURPOSE =
  'Het noodnummer is voor een dringend defect buiten de kantooruren waarbij niemand in gevaar is.';
