import { flattenNav, isSamePage, routes, serviceNav } from '../routes';
import { DEFAULT_OFFICE_ID, officeAddressHref, officeAddressLine, offices } from '../offices';
import { telHref } from '../phone';
import { officeFacts } from '../../config/firm';

describe('routes', () => {
  it('holds every route of the spec, without trailing slashes', () => {
    // The spec's 22 routes less the two vacancies, which content/vacatures makes, plus /tarieven and /melden with its
    // thank-you page, its status page and the staff's confirmation page, the repair loop's pages for staff,
    // contractors and residents, and the known problems' pages (follow, unsubscribe, merge).
    expect(Object.values(routes)).toHaveLength(31);
    for (const path of Object.values(routes)) expect(path === '/' || !path.endsWith('/')).toBe(true);
  });

  it('lists five service pages with the two sub-pages under Residentieel', () => {
    const flat = flattenNav(serviceNav);
    expect(flat.map((l) => [l.to, l.depth])).toEqual([
      ['/residentieel', 0],
      ['/syndicus-appartementen', 1],
      ['/syndicus-assistentiewoningen', 1],
      ['/kmo-parken', 0],
      ['/nieuwbouw', 0],
    ]);
  });

  it('compares pages ignoring trailing slashes, queries and hashes', () => {
    expect(isSamePage('/contact/', '/contact')).toBe(true);
    expect(isSamePage('/contact#form', '/contact?x=1')).toBe(true);
    expect(isSamePage('/', '/contact')).toBe(false);
    expect(isSamePage('/', '/')).toBe(true);
  });
});

describe('offices', () => {
  it('are the offices of the config in its order, the first the default', () => {
    expect(offices.map((o) => o.name)).toEqual(officeFacts.map((o) => o.name));
    expect(DEFAULT_OFFICE_ID).toBe(officeFacts[0].id);
  });

  it('link the address to a map, or to /contact when the office works by appointment', () => {
    for (const [index, office] of offices.entries()) {
      const { address } = officeFacts[index];
      if (address) {
        expect(officeAddressLine(office)).toBe(`${address.street}, ${address.postalCode} ${address.city}`);
        expect(officeAddressHref(office)).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      } else {
        expect(officeAddressLine(office)).toBe('Op afspraak');
        expect(officeAddressHref(office)).toBe('/contact');
      }
      expect(office.isNew).toBe(officeFacts[index].isNew);
    }
  });
});

describe('telHref', () => {
  it('removes spaces and separators', () => {
    expect(telHref('09 123 45 67')).toBe('tel:091234567');
    expect(telHref('0903/12.345')).toBe('tel:090312345');
    expect(telHref('+32 9 123 45 67')).toBe('tel:+3291234567');
  });
});
