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
