import { firm } from '../config/firm';

/**
 * How the firm identifies itself on the website and in every e-mail, derived from src/config/firm.ts:
 * company law (WVV art. 2:20: name, legal form, seat, enterprise number with 'RPR' and the court of the seat) and the
 * BIV's rules for its members (WER art. XII.6 and the BIV code of conduct: professional title and where it was
 * granted, BIV number, supervising body, where to read the code of conduct).
 */
export interface FirmIdentification {
  /** Legal name with its legal form: 'Voorbeeld Vastgoedbeheer BV'. */
  legalName: string;
  /** 'Maatschappelijke zetel: Rode Kruisstraat 55, 9100 Sint-Niklaas'. */
  seat: string;
  /** 'Ondernemingsnummer 0000.000.000, RPR Gent, afdeling Dendermonde'. */
  registration: string;
  /** 'Btw BE 0000.000.000'. */
  vat: string;
  /** 'BIV-erkend vastgoedmakelaar-syndicus, erkend in België: BIV 000.000 (syndicus), …'. */
  recognition: string;
  /** 'Toezicht: Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel'. */
  supervision: string;
  /** The sentence that binds the firm to the BIV code, and where to read it. */
  codeOfConduct: string;
  codeOfConductUrl: string;
}

const seatAddress = `${firm.registeredSeat.street}, ${firm.registeredSeat.postalCode} ${firm.registeredSeat.city}`;

export const firmIdentification: FirmIdentification = {
  legalName: firm.legalName,
  seat: `Maatschappelijke zetel: ${seatAddress}`,
  registration: `Ondernemingsnummer ${firm.legal.companyNumber}, ${firm.legal.registerCourt}`,
  vat: `Btw ${firm.legal.vatNumber}`,
  recognition: `BIV-erkend vastgoedmakelaar-syndicus, erkend in ${firm.legal.recognitionCountry}: ${firm.legal.bivNumbers.join(', ')}`,
  supervision: `Toezicht: ${firm.legal.supervisoryAuthority}`,
  codeOfConduct: `Onderworpen aan de deontologische code van het BIV: ${firm.legal.codeOfConductUrl}`,
  codeOfConductUrl: firm.legal.codeOfConductUrl,
};

/** The identification as plain-text lines, for the foot of every e-mail. */
export function identificationLines(identity: FirmIdentification = firmIdentification): string[] {
  return [
    identity.legalName,
    identity.seat,
    `${identity.registration} · ${identity.vat}`,
    identity.recognition,
    identity.supervision,
    identity.codeOfConduct,
  ];
}
