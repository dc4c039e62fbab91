/** A `tel:` href for a phone number as written for people: spaces (and the dots and slashes of Belgian notation) removed. */
export function telHref(displayNumber: string): string {
  return `tel:${displayNumber.replace(/[\s./-]/g, '')}`;
}

/** A Belgian number in international form for structured data: '03 569 15 00' becomes '+3235691500'. */
export function internationalPhone(displayNumber: string): string {
  const digits = displayNumber.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+32${digits.replace(/^0/, '')}`;
}
