/**
 * The rehearsal firm: a second, complete firm that `npm run rehearse:firm` swaps in for src/config/firm.ts, the way a
 * real firm fills in its own facts. Invented for the test (it is never built into the published site); every value
 * differs from the shipped placeholders, every claim is confirmed, and it takes the other branch of each setting.
 */
export const firm = {
  /** Trading name, shown in the header, footer, titles and structured data. */
  name: 'Repetitie Syndicus',
  /** Legal name with legal form, shown in the legal block and the terms. */
  legalName: 'Repetitie Syndicus NV',
  /** Short blurb for the footer and meta descriptions. */
  tagline: 'Syndicus voor appartementsgebouwen en KMO-parken in Lokeren, Dendermonde en Eeklo.',
  /** Central e-mail address of the offices. */
  email: 'kantoor@repetitie-syndicus.be',
  /** Address for job applications. */
  jobsEmail: 'werken@repetitie-syndicus.be',
  /** Company page on LinkedIn. */
  linkedInUrl: 'https://www.linkedin.com/company/repetitie-syndicus',
  /** Login of the external owner portal (Opensyndic). */
  ownerPortalUrl: 'https://portaal.opensyndic.be/repetitie',
  /**
   * The office whose number is the firm's central number ('Niet dringend? Bel …', structured data, {{phone.office}}).
   * Its phone number below is shown in international form there (+32 52 21 30 40).
   */
  centralOfficeId: 'aalst',
  /** The paid emergency line, shown with its price wherever it appears (the spec's warning stays as it is). */
  emergencyLine: {
    /** As people read it; the tel: link is derived from it. */
    number: '0903 40 404',
    /**
     * What a minute on the line costs the caller, in euro incl. VAT, as the line's operator charges it (e.g. 0.75),
     * shown next to the number everywhere: the Ethical Code for telecommunications (KB of 9 February 2011) asks that
     * an advertised paid number carries its price. A 0903 number costs at most €1,50 per minute (KB of 27 April 2007
     * on numbering). `null` until the firm fills in its own price: the site then shows that legal ceiling
     * ('hoogstens €1,50 per minuut'), and `npm run release` refuses.
     */
    pricePerMinute: 1 as number | null,
  },
  /**
   * The registered seat (maatschappelijke zetel) as the articles of association give it. Company law (WVV art. 2:20)
   * asks for it on the website and in every e-mail, with the enterprise number and 'RPR' + the court of the seat.
   */
  registeredSeat: { street: 'Markt 12', postalCode: '9200', city: 'Dendermonde' },
  legal: {
    /** BIV registration numbers (syndicus and, if applicable, vastgoedmakelaar-bemiddelaar). */
    bivNumbers: ['BIV 507.214 (syndicus)'],
    /** Enterprise number (KBO). */
    companyNumber: '0456.789.034',
    /** 'RPR' (rechtspersonenregister) and the enterprise court of the registered seat, as on the KBO extract. */
    registerCourt: 'RPR Gent, afdeling Dendermonde',
    vatNumber: 'BE 0456.789.034',
    /** Where the BIV recognised the firm (WER art. XII.6: the country where the professional title was granted). */
    recognitionCountry: 'België',
    /** The BIV's code of conduct (KB 29 June 2018); the BIV keeps it at this address. */
    codeOfConductUrl: 'https://www.biv.be/plichtenleer',
    /** Professional liability insurer and policy number. */
    liabilityInsurer: 'Beroepsaansprakelijkheid en borgstelling via Proefverzekeringen NV, polis nr. 71.204.556',
    supervisoryAuthority: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  },
  /**
   * A quality mark the firm really holds: its name and certificate number, shown in the footer with the image
   * src/images/illustrations/quality-certificate.svg (replace that file with the mark's own logo). `null` = the firm
   * holds none, and the footer shows none. The shipped value is a placeholder that `npm run release` refuses.
   */
  qualityMark: null as QualityMark | null,
} as const;

export interface QualityMark {
  name: string;
  number: string;
}

export type Firm = typeof firm;

/**
 * The offices, in the order the site lists them (the first is the default tab on /contact). Phone numbers are
 * written the Belgian way for people ('052 21 30 40'); the tel: link and the international form are derived
 * (src/lib/phone.ts). An office without a street address works by appointment: its address reads 'Op afspraak'
 * and links to /contact. Hours: 'mornings' = Monday to Friday 09:00–12:00, afternoons by appointment.
 */
export const officeFacts = [
  {
    id: 'sint-niklaas',
    name: 'Lokeren',
    address: { street: 'Kerkplein 3', postalCode: '9160', city: 'Lokeren' },
    phone: '09 348 20 10',
    hours: 'mornings',
    isNew: false,
  },
  {
    id: 'aalst',
    name: 'Dendermonde',
    address: { street: 'Markt 12', postalCode: '9200', city: 'Dendermonde' },
    phone: '052 21 30 40',
    hours: 'mornings',
    isNew: false,
  },
  {
    id: 'meetjesland',
    name: 'Eeklo',
    address: null,
    phone: '09 377 11 22',
    hours: 'by-appointment',
    isNew: true,
  },
] as const;

export type OfficeFacts = (typeof officeFacts)[number];

/**
 * What the site claims about the firm. The values come from the specification; the firm confirms each one
 * (`confirmed: true`) before it goes live under its name: `content:check` refuses an unconfirmed claim once the firm's
 * own facts are filled in above, and `npm run release` refuses one always.
 */
export const firmClaims = {
  /** The year the firm started; structured data shows it as the founding date. */
  foundedYear: { value: 1998, confirmed: true },
  /** How the site words the firm's experience ('Al … beheren wij …'). */
  yearsOfExperience: { value: 'meer dan 25 jaar', confirmed: true },
  buildings: { value: '180+', confirmed: true },
  residents: { value: '3500+', confirmed: true },
  professionals: { value: '11', confirmed: true },
  /**
   * The latest satisfaction survey: its year, the share of respondents that would recommend the firm, and the report
   * article that presents it (content/blog/<slug>). The figure always says whom it counts.
   */
  survey: { year: 2024, recommendRate: '87,5%', articleSlug: 'tevredenheidsrapport-2024', confirmed: true },
} as const satisfies Record<string, { readonly confirmed: boolean; readonly [field: string]: unknown }>;

export type FirmClaims = typeof firmClaims;

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
  cookiePreferencesOnByDefault: false,
} as const;
