/** The spec's warning beside the emergency number. The number itself and its price are firm facts (src/config/firm.ts). */
export const EMERGENCY_WARNING = 'Let op: betalend nummer. Gebruik dit nummer enkel in noodgevallen.';
