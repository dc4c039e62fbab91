import { firm, officeFacts, type OfficeFacts } from '../config/firm';
import { type PhoneFormats, phoneFormats } from './phone';
import { routes } from './routes';

/** The offices as the site shows them, derived from the firm's config (src/config/firm.ts, `officeFacts`). */
export type OfficeId = OfficeFacts['id'];

/** Opening hours on weekdays (Monday to Friday) as 24-hour times; afternoons are by appointment. */
export interface WeekdayHours {
  opens: string;
  closes: string;
}

interface OfficeBase {
  id: OfficeId;
  name: string;
  /** As people read it ('03 569 15 00'); `phoneNumber` has the link and international forms. */
  phone: string;
  phoneNumber: PhoneFormats;
  email: string;
  /** The hours as people read them. */
  openingHours: string;
  /** The same hours as data (structured data on the home page); null when the office works by appointment only. */
  weekdayHours: WeekdayHours | null;
  isNew: boolean;
}

/** An office with a street address has a map link; one that works by appointment links to the contact page. */
export type Office =
  | (OfficeBase & { kind: 'street'; street: string; postalCode: string; city: string; mapUrl: string })
  | (OfficeBase & { kind: 'by-appointment'; addressLabel: 'Op afspraak'; mapUrl: '' });
/** An office with a street address, the only kind a map can show. */
export type StreetOffice = Extract<Office, { kind: 'street' }>;

const MORNINGS: WeekdayHours = { opens: '09:00', closes: '12:00' };
const WEEKDAY_HOURS = `Maandag tot vrijdag van ${MORNINGS.opens} tot ${MORNINGS.closes}, namiddag enkel op afspraak`;

function mapSearchUrl(street: string, postalCode: string, city: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${postalCode} ${city}`)}`;
}

function toOffice(facts: OfficeFacts): Office {
  const byAppointment = facts.hours === 'by-appointment';
  const base: OfficeBase = {
    id: facts.id,
    name: facts.name,
    phone: facts.phone,
    phoneNumber: phoneFormats(facts.phone),
    email: firm.email,
    openingHours: byAppointment ? 'Enkel op afspraak' : WEEKDAY_HOURS,
    weekdayHours: byAppointment ? null : MORNINGS,
    isNew: facts.isNew,
  };
  if (!facts.address) return { ...base, kind: 'by-appointment', addressLabel: 'Op afspraak', mapUrl: '' };
  const { street, postalCode, city } = facts.address;
  return { ...base, kind: 'street', street, postalCode, city, mapUrl: mapSearchUrl(street, postalCode, city) };
}

export const offices: readonly Office[] = officeFacts.map(toOffice);

export const DEFAULT_OFFICE_ID: OfficeId = offices[0].id;

/** The office whose number is the firm's central, non-urgent number. */
export const centralOffice: Office = offices.find((office) => office.id === firm.centralOfficeId) ?? offices[0];

/**
 * The firm's central number for non-urgent calls: the central office's number, shown in international form as
 * the spec writes it ('+32 3 569 15 00', link tel:+3235691500).
 */
export const nonUrgentPhone: PhoneFormats = phoneFormats(centralOffice.phoneNumber.internationalDisplay);

/**
 * When the central office answers that number, for running text: 'maandag tot vrijdag van 09:00 tot 12:00'
 * ({{phone.officeHours}}), so 'call us during office hours' never makes a resident guess the hours.
 */
export const officePhoneHours: string = centralOffice.weekdayHours
  ? `maandag tot vrijdag van ${centralOffice.weekdayHours.opens} tot ${centralOffice.weekdayHours.closes}`
  : 'op werkdagen, na afspraak';

/** One line of address as shown to people. */
export function officeAddressLine(office: Office): string {
  return office.kind === 'street' ? `${office.street}, ${office.postalCode} ${office.city}` : office.addressLabel;
}

/** Where the address of an office links to: its map, or the contact page when it has none. */
export function officeAddressHref(office: Office): string {
  return office.kind === 'street' && office.mapUrl ? office.mapUrl : routes.contact;
}
