/**
 * Every fact about the firm itself lives here and nowhere else.
 * The firm edits this file; the values below are neutral placeholders that belong to no real company.
 * Registration numbers are written in the official format but are deliberately invalid
 * (the enterprise number fails its modulo-97 check), so they can never be mistaken for a real firm's.
 */
export const firm = {
  /** Trading name, shown in the header, footer, titles and structured data. */
  name: 'Voorbeeld Vastgoedbeheer',
  /** Legal name with legal form, shown in the legal block and the terms. */
  legalName: 'Voorbeeld Vastgoedbeheer BV',
  /** Short blurb for the footer and meta descriptions. */
  tagline: 'Professioneel syndicus- en vastgoedbeheer voor mede-eigendommen in het Waasland, Aalst en het Meetjesland.',
  /** Central e-mail address of the offices. */
  email: 'info@voorbeeld-vastgoedbeheer.be',
  /** Address for job applications. */
  jobsEmail: 'jobs@voorbeeld-vastgoedbeheer.be',
  /** Company page on LinkedIn. */
  linkedInUrl: 'https://www.linkedin.com/company/voorbeeld-vastgoedbeheer',
  /** Login of the external owner portal (Opensyndic). */
  ownerPortalUrl: 'https://www.opensyndic.be',
  /** Year the firm started; the site claims "meer dan 20 jaar ervaring". */
  foundedYear: 2003,
  /**
   * The office whose number is the firm's central number ('Niet dringend? Bel …', structured data, {{phone.office}}).
   * Its phone number below is shown in international form there (+32 3 569 15 00).
   */
  centralOfficeId: 'sint-niklaas',
  /** The paid emergency line, shown with its price wherever it appears (the spec's warning stays as it is). */
  emergencyLine: {
    /** As people read it; the tel: link is derived from it. */
    number: '0903/88.105',
    /**
     * What a call costs the caller, shown next to the number everywhere. A 0903 number costs at most €1,50 per
     * minute (KB of 27 April 2007 on numbering); the Ethical Code for telecommunications (KB of 9 February 2011)
     * asks that an advertised paid number carries its price. Put the line's own tariff here if it is lower.
     */
    price: 'hoogstens €1,50 per minuut',
  },
  legal: {
    /** BIV registration numbers (syndicus and, if applicable, vastgoedmakelaar-bemiddelaar). */
    bivNumbers: ['BIV 000.000 (syndicus)', 'BIV 000.001 (vastgoedmakelaar-bemiddelaar)'],
    /** Enterprise number (KBO). */
    companyNumber: '0000.000.000',
    vatNumber: 'BE 0000.000.000',
    /** Quality certificate for syndics: name and certificate number. */
    qualityCertificate: 'Kwaliteitscertificaat voor syndici, certificaat nr. 0000',
    /** Professional liability insurer and policy number. */
    liabilityInsurer: 'Beroepsaansprakelijkheid en borgstelling via [verzekeraar], polis nr. 00.000.000',
    supervisoryAuthority: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  },
} as const;

export type Firm = typeof firm;

/**
 * The offices, in the order the site lists them (the first is the default tab on /contact). Phone numbers are
 * written the Belgian way for people ('03 569 15 00'); the tel: link and the international form are derived
 * (src/lib/phone.ts). An office without a street address works by appointment: its address reads 'Op afspraak'
 * and links to /contact. Hours: 'mornings' = Monday to Friday 09:00–12:00, afternoons by appointment.
 */
export const officeFacts = [
  {
    id: 'sint-niklaas',
    name: 'Sint-Niklaas',
    address: { street: 'Rode Kruisstraat 55', postalCode: '9100', city: 'Sint-Niklaas' },
    phone: '03 569 15 00',
    hours: 'mornings',
    isNew: false,
  },
  {
    id: 'aalst',
    name: 'Aalst',
    address: { street: 'Gentse Steenweg 175', postalCode: '9300', city: 'Aalst' },
    phone: '053 22 16 00',
    hours: 'mornings',
    isNew: false,
  },
  {
    id: 'meetjesland',
    name: 'Meetjesland',
    address: null,
    phone: '050 15 14 00',
    hours: 'by-appointment',
    isNew: true,
  },
] as const;

export type OfficeFacts = (typeof officeFacts)[number];
