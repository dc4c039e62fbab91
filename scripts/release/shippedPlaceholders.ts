/**
 * Values src/config/firm.ts ships with that no pattern can tell from a real firm's: the specification's office
 * addresses, phone numbers and emergency line, and the registered seat taken from them. A config that still holds one
 * is not the firm's own yet. (The patterns in placeholderFacts.ts catch the rest: 'Voorbeeld', numbers of zeros,
 * brackets.) Only the go-live check reads this list; tests of the check use fixtures of their own.
 */
export const SHIPPED_PLACEHOLDER_VALUES: ReadonlyArray<{ value: string; what: string }> = [
  { value: '03 569 15 00', what: 'een telefoonnummer uit de specificatie' },
  { value: '053 22 16 00', what: 'een telefoonnummer uit de specificatie' },
  { value: '050 15 14 00', what: 'een telefoonnummer uit de specificatie' },
  { value: '0903/88.105', what: 'het noodnummer uit de specificatie' },
  { value: 'Rode Kruisstraat 55', what: 'een adres uit de specificatie' },
  { value: 'Gentse Steenweg 175', what: 'een adres uit de specificatie' },
];

/** SHA-256 of the generic rosette src/images/illustrations/quality-certificate.svg ships as: no real mark's logo. */
export const SHIPPED_QUALITY_MARK_IMAGE_SHA256 = '31c178fb4ad79ebf6aa9131498ac3466144f67d23a6912ec3c18f28087dbecf9';
