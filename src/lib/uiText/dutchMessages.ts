import { RETENTION_DAYS_DEFAULT } from '../../config/retention';

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
  unknownBuilding:
    'Deze gebouwcode kennen wij niet. Vul hieronder de straat, het huisnummer en de gemeente van het gebouw in.',
  invalidReference: 'Vul het referentienummer in zoals het in uw e-mail staat, bijvoorbeeld M-2026-00123',
  invalidDate: 'Vul een datum in als JJJJ-MM-DD',
  /** A control character (an escape sequence, a line break in a field of one line): typing the text anew removes it. */
  controlCharacter: 'Dit veld bevat een onzichtbaar stuurteken. Typ de tekst opnieuw in.',
} as const;

/** Section 8 of the spec: what the visitor sees when sending fails. */
export const sendErrorMessages = {
  title: 'Fout',
  contactFailed: 'Het was niet mogelijk om uw bericht te verzenden. Probeer het opnieuw.',
  quoteFailed: 'Het was niet mogelijk om uw aanvraag te verzenden. Probeer het opnieuw.',
  reportFailed: 'Het was niet mogelijk om uw melding te verzenden. Probeer het opnieuw.',
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
  // The spec's string (sendErrorMessages.recaptchaFailed) is what the browser says; this one is ours, spelled right.
  recaptchaFailed: 'De reCAPTCHA-verificatie is mislukt. Probeer het opnieuw.',
  recaptchaUnreachable: 'De controle tegen spam is tijdelijk niet bereikbaar. Probeer het over enkele minuten opnieuw.',
  storageFailed: 'Uw bericht kon niet worden bewaard. Probeer het over enkele minuten opnieuw.',
  multipartExpected: 'Stuur de melding als formulier met bestanden (Content-Type: multipart/form-data).',
  reportValidation: 'Controleer de gemarkeerde velden.',
  tooManyPhotos: (max: number) => `U kunt hoogstens ${max} foto's meesturen. Verwijder er een en probeer opnieuw.`,
  photoTooLarge: (file: string, maxMb: number) =>
    `De foto ‘${file}’ is groter dan ${maxMb} MB. Kies een kleinere foto of maak een nieuwe.`,
  notAnImage: (file: string) =>
    `Het bestand ‘${file}’ is geen foto die wij kunnen lezen. Stuur een JPEG-, PNG- of WebP-afbeelding.`,
  tooManyPixels: (file: string, megapixels: number) =>
    `De foto ‘${file}’ is te groot (meer dan ${megapixels} megapixel). Stuur een kleinere versie.`,
  tooManyPixelsTogether: (megapixels: number) =>
    `Uw foto's zijn samen te groot (meer dan ${megapixels} megapixel). Stuur kleinere versies of minder foto's.`,
  uploadIncomplete: 'De melding kwam onvolledig aan. Controleer uw verbinding en probeer het opnieuw.',
  unknownBuilding: validationMessages.unknownBuilding,
  serverBusy: 'Wij ontvangen nu veel meldingen tegelijk. Probeer het over enkele minuten opnieuw.',
} as const;

/**
 * The status pages' answers: the look-up (one answer for an unknown reference and a wrong address, so nobody can
 * find out which references exist) and the staff's status links.
 */
export const reportStatusMessages = {
  notFound: `Wij vinden geen melding met dit referentienummer en dit e-mailadres. Controleer beide zoals ze in onze ontvangstbevestiging staan. Een afgesloten melding verwijderen wij ${RETENTION_DAYS_DEFAULT} dagen nadat ze werd afgesloten.`,
  linkInvalid:
    'Deze link is niet geldig: hij is onvolledig of gewijzigd. Open de knop opnieuw vanuit de oorspronkelijke e-mail; er is niets gewijzigd.',
  linkExpired:
    'Deze link is verlopen; er is niets gewijzigd. Een knop uit een e-mail werkt maar een beperkte tijd. Vraag wie de website beheert om de status voor u te wijzigen, en geef daarbij het referentienummer en de nieuwe status door.',
  reportGone: 'Deze melding bestaat niet meer (ze werd verwijderd); er is niets gewijzigd.',
  reportClosed: 'Deze melding is al afgesloten; er is niets gewijzigd. Heropenen kan met de opdracht op de server.',
  stepBack: 'De melding is al verder dan deze stap; een knop zet een melding nooit terug. Er is niets gewijzigd.',
  /** 'Niet weerhouden' promises the resident the reason ('De reden staat hieronder'). */
  reasonRequired: 'Schrijf de reden voor de bewoner: bij ‘Niet weerhouden’ belooft de e-mail hem de reden.',
} as const;

/** The answers of the repair loop's API (send on, the contractor's page, the resident's confirmation). */
export const jobApiMessages = {
  linkInvalid:
    'Deze link is niet geldig: hij is onvolledig of gewijzigd. Open de knop opnieuw vanuit de oorspronkelijke e-mail; er is niets gewijzigd.',
  linkExpired: 'Deze link is verlopen; er is niets gewijzigd. Neem contact op met ons kantoor.',
  jobSuperseded:
    'Deze opdracht werd intussen aan een andere aannemer gegeven of ingetrokken; er is niets gewijzigd. Voor vragen kunt u ons kantoor bellen.',
  jobDeclined: 'U hebt deze opdracht geweigerd; er is niets gewijzigd. Voor vragen kunt u ons kantoor bellen.',
  jobNotAccepted: 'Aanvaard eerst de opdracht; er is niets gewijzigd.',
  jobDone: 'Deze opdracht is al als uitgevoerd gemeld; er is niets gewijzigd.',
  reportGone: reportStatusMessages.reportGone,
  reportClosed: 'Deze melding is al afgesloten; er is niets gewijzigd.',
  unknownContractor: 'Kies een aannemer uit de lijst.',
  dateInPast: 'Kies een datum vanaf vandaag.',
  notAwaitingConfirmation:
    'Deze vraag is niet meer open: de melding werd intussen verder behandeld. Er is niets gewijzigd.',
  alreadyRated: 'U gaf al een score voor deze melding; dank u.',
  multipartExpected: 'Stuur het formulier met bestanden (Content-Type: multipart/form-data).',
} as const;

/** Texts of the defect report page that are not field labels: the photo step, the upload, the building. */
export const reportFormMessages = {
  photoLimitReached: (max: number) => `U hebt al ${max} foto's gekozen; meer kunnen er niet mee.`,
  photoNotDecoded: (file: string) =>
    `Uw browser kan ‘${file}’ niet verkleinen; wij sturen het bestand zoals het is. Is het geen JPEG-, PNG- of WebP-foto, dan kunnen wij het niet aanvaarden: maak dan een schermafbeelding of kies een andere foto.`,
  removePhoto: (file: string) => `Foto ‘${file}’ verwijderen`,
  uploading: (percent: number) => `Bezig met verzenden: ${percent}%`,
  buildingLookupFailed: 'Wij konden het gebouw nu niet opzoeken. Vul het adres hieronder in.',
  changeBuilding: 'Ander gebouw kiezen',
} as const;

/** The optional checkbox on /melden: only when it is ticked do the name, phone and unit go to the contractor. */
export const contractorContactTexts = {
  label: 'De aannemer mag mij contacteren om een afspraak te maken',
  hint: 'Dan krijgt de aannemer die de herstelling uitvoert uw naam, uw telefoonnummer en uw appartement of kavel. Zonder vinkje regelt ons kantoor de toegang met u.',
} as const;

/** How each form's privacy checkbox ends: '… dat mijn gegevens worden gebruikt om <purpose>.' */
export const privacyConsentPurposes = {
  contact: 'mijn vraag te beantwoorden',
  quote: 'mijn aanvraag te beantwoorden',
  report: 'mijn melding op te volgen',
  follow: 'mij te berichten over deze melding',
} as const;
export type PrivacyConsentPurpose = keyof typeof privacyConsentPurposes;

/**
 * The labels and answers of the forms on /melden/status (the resident's look-up) and /melden/status/wijzigen (the
 * staff's confirmation); the pages' own words are in content/pages/melden-status*.md.
 */
export const reportStatusPageTexts = {
  lookup: {
    formLabel: 'Status opzoeken',
    reference: 'Referentienummer',
    referenceHint: 'Bijvoorbeeld M-2026-00123, zoals in onze ontvangstbevestiging',
    email: 'E-mailadres',
    submit: 'Bekijk de status',
    loading: 'Bezig met opzoeken...',
    timelineTitle: (reference: string) => `Melding ${reference}`,
    building: 'Gebouw',
    category: 'Categorie',
    plannedDate: 'Geplande datum',
    note: 'Bericht van de beheerder',
    failed: 'De status kon nu niet opgehaald worden. Probeer het over enkele minuten opnieuw.',
  },
  change: {
    loading: 'Bezig met laden...',
    missing: 'Deze pagina opent u met een knop uit de e-mail van een melding. Er is niets gewijzigd.',
    current: 'Huidige status',
    target: 'Nieuwe status',
    note: 'Nota voor de melder (optioneel)',
    noteHint: 'Komt in de e-mail aan de melder en op de statuspagina. Bij ‘Niet weerhouden’: de reden.',
    plannedDate: 'Geplande datum (optioneel)',
    confirm: (status: string) => `Wijzig naar ‘${status}’`,
    sending: 'Bezig met wijzigen...',
    changed: (status: string) => `De status is gewijzigd naar ‘${status}’. De melder krijgt een e-mail.`,
    alreadyDone: (status: string) =>
      `Deze wijziging is al gebeurd: de melding heeft de status ‘${status}’. Er is niets opnieuw gewijzigd.`,
    closed: 'Deze melding is al afgesloten; er is niets gewijzigd. Heropenen kan met de opdracht op de server.',
    failed: 'De status kon nu niet gewijzigd worden. Probeer het over enkele minuten opnieuw.',
  },
} as const;

/** The resident's timeline on /melden/status: a step whose note the resident wrote (channel 'resident'). */
export const timelineTexts = {
  residentNote: 'Uw toelichting',
  /** Looked up with reference and address: the staff's notes only through the private link. */
  notesHidden:
    'De berichten van de beheerder bij deze stappen ziet u via de knop ‘Uw melding opvolgen’ in de e-mails die u van ons kreeg.',
  /** How the resident reaches the building's manager about the report. */
  replyToManager:
    'Een vraag over deze melding? Antwoord op een van onze e-mails erover: uw antwoord bereikt de beheerder van uw gebouw.',
} as const;
