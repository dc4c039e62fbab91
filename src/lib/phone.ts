/** A phone number in every form the site needs, derived from the one way the config writes it. */
export interface PhoneFormats {
  /** As people read it, exactly as the config writes it: '03 569 15 00', '0903/88.105'. */
  display: string;
  /** The link target: 'tel:035691500'. */
  href: string;
  /** E.164, for structured data: '+3235691500'. */
  international: string;
  /** International, spaced for people abroad: '+32 3 569 15 00'. */
  internationalDisplay: string;
}

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

/** A Belgian number as people abroad dial it, keeping the national spacing: '03 569 15 00' → '+32 3 569 15 00'. */
export function internationalDisplay(displayNumber: string): string {
  const written = displayNumber.trim();
  if (written.startsWith('+')) return written;
  if (written.startsWith('00')) return `+${written.slice(2)}`;
  return `+32 ${written.replace(/^0/, '')}`;
}

/** Every form of a number written the Belgian way in the config. */
export function phoneFormats(displayNumber: string): PhoneFormats {
  return {
    display: displayNumber,
    href: telHref(displayNumber),
    international: internationalPhone(displayNumber),
    internationalDisplay: internationalDisplay(displayNumber),
  };
}
