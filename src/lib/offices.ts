import { firm } from '../config/firm';
import { routes } from './routes';

export type OfficeId = 'sint-niklaas' | 'aalst' | 'meetjesland';

/** Opening hours on weekdays (Monday to Friday) as 24-hour times; afternoons are by appointment. */
export interface WeekdayHours {
  opens: string;
  closes: string;
}

interface OfficeBase {
  id: OfficeId;
  name: string;
  phone: string;
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

const MORNINGS: WeekdayHours = { opens: '09:00', closes: '12:00' };
const WEEKDAY_HOURS = `Maandag tot vrijdag van ${MORNINGS.opens} tot ${MORNINGS.closes}, namiddag enkel op afspraak`;

function mapSearchUrl(street: string, postalCode: string, city: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${postalCode} ${city}`)}`;
}

export const offices: readonly Office[] = [
  {
    id: 'sint-niklaas',
    kind: 'street',
    name: 'Sint-Niklaas',
    street: 'Rode Kruisstraat 55',
    postalCode: '9100',
    city: 'Sint-Niklaas',
    mapUrl: mapSearchUrl('Rode Kruisstraat 55', '9100', 'Sint-Niklaas'),
    phone: '03 569 15 00',
    email: firm.email,
    openingHours: WEEKDAY_HOURS,
    weekdayHours: MORNINGS,
    isNew: false,
  },
  {
    id: 'aalst',
    kind: 'street',
    name: 'Aalst',
    street: 'Gentse Steenweg 175',
    postalCode: '9300',
    city: 'Aalst',
    mapUrl: mapSearchUrl('Gentse Steenweg 175', '9300', 'Aalst'),
    phone: '053 22 16 00',
    email: firm.email,
    openingHours: WEEKDAY_HOURS,
    weekdayHours: MORNINGS,
    isNew: false,
  },
  {
    id: 'meetjesland',
    kind: 'by-appointment',
    name: 'Meetjesland',
    addressLabel: 'Op afspraak',
    mapUrl: '',
    phone: '050 15 14 00',
    email: firm.email,
    openingHours: 'Enkel op afspraak',
    weekdayHours: null,
    isNew: true,
  },
];

export const DEFAULT_OFFICE_ID: OfficeId = 'sint-niklaas';

/** One line of address as shown to people. */
export function officeAddressLine(office: Office): string {
  return office.kind === 'street' ? `${office.street}, ${office.postalCode} ${office.city}` : office.addressLabel;
}

/** Where the address of an office links to: its map, or the contact page when it has none. */
export function officeAddressHref(office: Office): string {
  return office.kind === 'street' && office.mapUrl ? office.mapUrl : routes.contact;
}
