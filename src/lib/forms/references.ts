import type { MessageKind } from './messageKinds';

/**
 * The reference a visitor gets for each message: a letter per kind, the year and a number that counts up per
 * kind and year ('M-2026-00123'), short enough to read aloud on the phone.
 */
export const referencePrefixes: Record<MessageKind, string> = { report: 'M', contact: 'C', quote: 'O' };

export function formatReference(kind: MessageKind, year: number, sequence: number): string {
  return `${referencePrefixes[kind]}-${year}-${String(sequence).padStart(5, '0')}`;
}

export const REFERENCE_PATTERN = /^[MCO]-\d{4}-\d{5,}$/;

/** The query parameter that carries the reference to a thank-you page. */
export const REFERENCE_PARAM = 'referentie';

/** The sentence around the reference on a thank-you page (the reference itself is set in bold between them). */
export const referenceNoticeText = {
  before: 'Uw referentienummer is',
  after: '. Vermeld het als u ons hierover contacteert.',
} as const;
