/**
 * The shape of the firm's config: the fields src/config/firm.ts fills in, and the rehearsal firm
 * (testing/rehearsal/firm.ts) too, so the compiler holds both to the same fields. What each field means and where the
 * site shows it is said in src/config/firm.ts, beside the values the firm edits.
 */

export interface QualityMark {
  name: string;
  number: string;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
}

export interface FirmFacts {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  jobsEmail: string;
  linkedInUrl: string;
  ownerPortalUrl: string;
  /** The id of one of the offices (officeFacts). */
  centralOfficeId: string;
  emergencyLine: { number: string; pricePerMinute: number | null };
  registeredSeat: PostalAddress;
  legal: {
    bivNumbers: readonly string[];
    companyNumber: string;
    registerCourt: string;
    vatNumber: string;
    recognitionCountry: string;
    codeOfConductUrl: string;
    liabilityInsurer: string;
    supervisoryAuthority: string;
  };
  qualityMark: QualityMark | null;
}

export interface OfficeFact {
  /** The site and content/ name the offices by these ids (e.g. a vacancy's office), whatever the firm calls them. */
  id: string;
  name: string;
  /** null: the office works by appointment. */
  address: PostalAddress | null;
  phone: string;
  hours: 'mornings' | 'by-appointment';
  isNew: boolean;
}

/** A claim the site makes, and whether the firm confirmed it. */
export type Claim<T> = {
  value: T;
  confirmed: boolean;
};

/** Types, not interfaces (which have no index signature): the go-live check reads the claims as a record. */
export type FirmClaimFacts = {
  foundedYear: Claim<number>;
  yearsOfExperience: Claim<string>;
  buildings: Claim<string>;
  residents: Claim<string>;
  professionals: Claim<string>;
  survey: { year: number; recommendRate: string; articleSlug: string; confirmed: boolean };
};

export interface FirmSettings {
  cookiePreferencesOnByDefault: boolean;
}

/** What src/config/firm.ts exports. */
export interface FirmConfig {
  firm: FirmFacts;
  officeFacts: readonly OfficeFact[];
  firmClaims: FirmClaimFacts;
  firmSettings: FirmSettings;
}
