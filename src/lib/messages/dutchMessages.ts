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

/** The fee indication on /offerte (src/lib/tariffs/feeIndication.ts): what it says about the numbers typed. */
export const feeIndicationMessages = {
  wholeNumber: (min: number, max: number) => `Vul een geheel getal in tussen ${min} en ${max}`,
  unitsMissing: 'Vul het aantal eenheden in om een indicatie te zien.',
  noFeeForKind: 'Voor deze soort gebouw hebben wij geen vast tarief: vraag een offerte aan.',
  kindLegend: 'Soort gebouw',
  unitsLabel: 'Aantal eenheden',
  unitsHint: 'Appartementen, woningen of bedrijfsunits, zonder garages en bergingen.',
  parkingLabel: 'Garages en parkeerplaatsen',
  liftsLabel: 'Liften',
  resultCaption: 'Indicatie van het ereloon',
  forBuilding: 'Voor het gebouw',
  perUnit: 'Per eenheid',
  perYear: 'Per jaar',
  perMonth: 'Per maand',
  inclVat: 'incl. btw',
  exclVat: 'excl. btw',
  minimumApplies: 'Voor dit aantal eenheden geldt het minimum per gebouw.',
  binding:
    'Dit is een indicatie op basis van onze tarieven. Wat bindt, is onze schriftelijke offerte na een plaatsbezoek.',
  includedSummary: 'Wat is inbegrepen in het vaste ereloon?',
  allTariffs: 'Alle tarieven en bijkomende prestaties',
  carry: 'Vraag een offerte op basis van deze gegevens',
  carried: 'De gegevens staan in het offerteformulier hieronder.',
  announce: (yearlyIncl: string, monthlyIncl: string) =>
    `Indicatie voor het gebouw: ${yearlyIncl} per jaar, ${monthlyIncl} per maand, incl. btw.`,
  carriedRemarks: (parkingSpaces: number, lifts: number) =>
    `Garages en parkeerplaatsen: ${parkingSpaces}. Liften: ${lifts}.`,
} as const;
