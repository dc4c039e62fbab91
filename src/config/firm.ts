/**
 * Every fact about the firm itself lives here and nowhere else.
 * The firm edits this file; the values below are neutral placeholders that belong to no real company.
 * Registration numbers are written in the official format but are deliberately invalid
 * (the enterprise number fails its modulo-97 check), so they can never be mistaken for a real firm's.
 * Their shape is FirmConfig (firmConfig.ts), which the rehearsal firm of `npm run rehearse:firm` fills in too.
 */
import type { FirmClaimFacts, FirmFacts, FirmSettings, OfficeFact, QualityMark } from './firmConfig';

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
     * What a minute on the line costs the caller, in euro incl. VAT, as the line's operator charges it (e.g. 0.75),
     * shown next to the number everywhere: the Ethical Code for telecommunications (KB of 9 February 2011) asks that
     * an advertised paid number carries its price. A 0903 number costs at most €1,50 per minute (KB of 27 April 2007
     * on numbering). `null` until the firm fills in its own price: the site then shows that legal ceiling
     * ('hoogstens €1,50 per minuut'), and `npm run release` refuses.
     */
    pricePerMinute: null as number | null,
  },
  /**
   * The registered seat (maatschappelijke zetel) as the articles of association give it. Company law (WVV art. 2:20)
   * asks for it on the website and in every e-mail, with the enterprise number and 'RPR' + the court of the seat.
   */
  registeredSeat: { street: 'Rode Kruisstraat 55', postalCode: '9100', city: 'Sint-Niklaas' },
  legal: {
    /** BIV registration numbers (syndicus and, if applicable, vastgoedmakelaar-bemiddelaar). */
    bivNumbers: ['BIV 000.000 (syndicus)', 'BIV 000.001 (vastgoedmakelaar-bemiddelaar)'],
    /** Enterprise number (KBO). */
    companyNumber: '0000.000.000',
    /** 'RPR' (rechtspersonenregister) and the enterprise court of the registered seat, as on the KBO extract. */
    registerCourt: 'RPR Gent, afdeling Dendermonde',
    vatNumber: 'BE 0000.000.000',
    /** Where the BIV recognised the firm (WER art. XII.6: the country where the professional title was granted). */
    recognitionCountry: 'België',
    /** The BIV's code of conduct (KB 29 June 2018); the BIV keeps it at this address. */
    codeOfConductUrl: 'https://www.biv.be/plichtenleer',
    /** Professional liability insurer and policy number. */
    liabilityInsurer: 'Beroepsaansprakelijkheid en borgstelling via [verzekeraar], polis nr. 00.000.000',
    supervisoryAuthority: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  },
  /**
   * A quality mark the firm really holds: its name and certificate number, shown in the footer with the image
   * src/images/illustrations/quality-certificate.svg (replace that file with the mark's own logo). `null` = the firm
   * holds none, and the footer shows none. The shipped value is a placeholder that `npm run release` refuses.
   */
  qualityMark: { name: 'Kwaliteitscertificaat voor syndici', number: '0000' } as QualityMark | null,
} as const satisfies FirmFacts;

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
] as const satisfies readonly OfficeFact[];

export type OfficeFacts = (typeof officeFacts)[number];

/**
 * What the site claims about the firm. The values come from the specification; the firm confirms each one
 * (`confirmed: true`) before it goes live under its name: `content:check` refuses an unconfirmed claim once the firm's
 * own facts are filled in above, and `npm run release` refuses one always.
 */
export const firmClaims = {
  /** The year the firm started; structured data shows it as the founding date. */
  foundedYear: { value: 2003, confirmed: false },
  /** How the site words the firm's experience ('Al … beheren wij …'). */
  yearsOfExperience: { value: 'meer dan 20 jaar', confirmed: false },
  buildings: { value: '250+', confirmed: false },
  residents: { value: '5000+', confirmed: false },
  professionals: { value: '14', confirmed: false },
  /**
   * The latest satisfaction survey: its year, the share of respondents that would recommend the firm, and the report
   * article that presents it (content/blog/<slug>). The figure always says whom it counts.
   */
  survey: { year: 2024, recommendRate: '80,2%', articleSlug: 'tevredenheidsrapport-2024', confirmed: false },
} as const satisfies FirmClaimFacts;

/**
 * Site settings that are the firm's decision rather than a fact.
 */
export const firmSettings = {
  /**
   * Whether the cookie preferences dialog opens with functional and analytical cookies switched on, as the
   * specification asks. The Belgian data protection authority (GBA) and the EU Court of Justice (Planet49, C-673/17)
   * do not accept a box ticked in advance as consent: `false` opens them switched off. `npm run release` warns while
   * this is `true`.
   */
  cookiePreferencesOnByDefault: true,
} as const satisfies FirmSettings;
