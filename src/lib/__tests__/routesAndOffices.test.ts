import { flattenNav, isSamePage, routes, serviceNav } from '../routes';
import { DEFAULT_OFFICE_ID, officeAddressHref, officeAddressLine, offices } from '../offices';
import { telHref } from '../phone';

describe('routes', () => {
  it('holds every route of the spec, without trailing slashes', () => {
    // The spec's 22 routes less the two vacancies, which content/vacatures makes, plus /tarieven (issue 22) and /melden
    // with its thank-you page (issue 21), its status page and the staff's confirmation page (issue 28).
    expect(Object.values(routes)).toHaveLength(25);
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
  it('are the three offices of the spec, Sint-Niklaas first and the default', () => {
    expect(offices.map((o) => o.name)).toEqual(['Sint-Niklaas', 'Aalst', 'Meetjesland']);
    expect(DEFAULT_OFFICE_ID).toBe('sint-niklaas');
  });

  it('link the address to a map, or to /contact when the office works by appointment', () => {
    const [sintNiklaas, , meetjesland] = offices;
    expect(officeAddressLine(sintNiklaas)).toBe('Rode Kruisstraat 55, 9100 Sint-Niklaas');
    expect(officeAddressHref(sintNiklaas)).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(officeAddressLine(meetjesland)).toBe('Op afspraak');
    expect(officeAddressHref(meetjesland)).toBe('/contact');
    expect(meetjesland.isNew).toBe(true);
  });
});

describe('telHref', () => {
  it('removes spaces and separators', () => {
    expect(telHref('03 569 15 00')).toBe('tel:035691500');
    expect(telHref('0903/88.105')).toBe('tel:090388105');
    expect(telHref('+32 3 569 15 00')).toBe('tel:+3235691500');
  });
});
