/**
 * Every Dutch text about sending a message, in one place: the browser shows them under fields and in
 * toasts, the server puts them in its JSON errors. The first three are the spec's validation catalogue.
 */
export const validationMessages = {
  required: 'Dit veld is verplicht',
  invalidEmail: 'Ongeldig e-mailadres',
  privacyNotAccepted: 'U moet akkoord gaan met het privacybeleid',
  tooLong: (max: number) => `Gebruik hoogstens ${max} tekens`,
  invalidUnitCount: (min: number, max: number) => `Vul een geheel getal in tussen ${min} en ${max}`,
  invalidChoice: 'Kies een van de mogelijkheden',
} as const;

/** Section 8 of the spec: what the visitor sees when sending fails. */
export const sendErrorMessages = {
  title: 'Fout',
  contactFailed: 'Het was niet mogelijk om uw bericht te verzenden. Probeer het opnieuw.',
  quoteFailed: 'Het was niet mogelijk om uw aanvraag te verzenden. Probeer het opnieuw.',
  recaptchaUnavailable: 'reCAPTCHA niet beschikbaar. Ververs de pagina en probeer opnieuw.',
  recaptchaFailed: 'reCAPTCHA verificatie mislukt. Probeer het opnieuw.',
} as const;

/** The `message` of the API's JSON errors. */
export const apiErrorMessages = {
  unsupportedMediaType: 'Stuur de gegevens als JSON (Content-Type: application/json).',
  payloadTooLarge: 'Uw bericht is te lang. Kort het in en probeer het opnieuw.',
  badRequest: 'De aanvraag kon niet worden gelezen.',
  validation: 'Controleer de gemarkeerde velden.',
  methodNotAllowed: 'Gebruik POST om een bericht te versturen.',
  rateLimited: 'U hebt te veel berichten na elkaar verstuurd. Wacht een minuut en probeer het dan opnieuw.',
  rejected: 'Uw bericht kon niet worden aanvaard.',
  recaptchaMissing: sendErrorMessages.recaptchaUnavailable,
  recaptchaFailed: sendErrorMessages.recaptchaFailed,
  recaptchaUnreachable: 'De controle tegen spam is tijdelijk niet bereikbaar. Probeer het over enkele minuten opnieuw.',
  storageFailed: 'Uw bericht kon niet worden bewaard. Probeer het over enkele minuten opnieuw.',
} as const;
