/**
 * The rehearsal firm: a second, complete firm that `npm run rehearse:firm` swaps in for src/config/firm.ts, the way a
 * real firm fills in its own facts. Invented for the test (it is never built into the published site); every value
 * differs from the shipped placeholders, every claim is confirmed, and it takes the other branch of each setting.
 * What each field means is said in src/config/firm.ts; FirmConfig holds this file to the same fields.
 */
// The path holds both here and in src/config/, where the rehearsal copies this file.
import type { FirmClaimFacts, FirmFacts, FirmSettings, OfficeFact, QualityMark } from '../../src/config/firmConfig';

export const firm = {
  name: 'Repetitie Syndicus',
  legalName: 'Repetitie Syndicus NV',
  tagline: 'Syndicus voor appartementsgebouwen en KMO-parken in Lokeren, Dendermonde en Eeklo.',
  email: 'kantoor@repetitie-syndicus.be',
  jobsEmail: 'werken@repetitie-syndicus.be',
  linkedInUrl: 'https://www.linkedin.com/company/repetitie-syndicus',
  ownerPortalUrl: 'https://portaal.opensyndic.be/repetitie',
  centralOfficeId: 'aalst',
  emergencyLine: {
    number: '0903 40 404',
    pricePerMinute: 1 as number | null,
  },
  registeredSeat: { street: 'Markt 12', postalCode: '9200', city: 'Dendermonde' },
  legal: {
    bivNumbers: ['BIV 507.214 (syndicus)'],
    companyNumber: '0456.789.034',
    registerCourt: 'RPR Gent, afdeling Dendermonde',
    vatNumber: 'BE 0456.789.034',
    recognitionCountry: 'België',
    codeOfConductUrl: 'https://www.biv.be/plichtenleer',
    liabilityInsurer: 'Beroepsaansprakelijkheid en borgstelling via Proefverzekeringen NV, polis nr. 71.204.556',
    supervisoryAuthority: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  },
  qualityMark: null as QualityMark | null,
} as const satisfies FirmFacts;

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
] as const satisfies readonly OfficeFact[];

export type OfficeFacts = (typeof officeFacts)[number];

export const firmClaims = {
  foundedYear: { value: 1998, confirmed: true },
  yearsOfExperience: { value: 'meer dan 25 jaar', confirmed: true },
  buildings: { value: '180+', confirmed: true },
  residents: { value: '3500+', confirmed: true },
  professionals: { value: '11', confirmed: true },
  survey: { year: 2024, recommendRate: '87,5%', articleSlug: 'tevredenheidsrapport-2024', confirmed: true },
} as const satisfies FirmClaimFacts;

export const firmSettings = {
  cookiePreferencesOnByDefault: false,
} as const satisfies FirmSettings;
