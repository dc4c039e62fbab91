import { firm } from '../../config/firm';
import { navAncestors } from '../breadcrumbs';
import { offices } from '../offices';
import { internationalPhone } from '../phone';
import { routes } from '../routes';
import { breadcrumbListJsonLd, firmJsonLd } from '../structuredData';

const ORIGIN = 'https://www.voorbeeld.be';

describe('navAncestors', () => {
  it('puts the two residential sub-pages under Residentieel and every other page at the top', () => {
    expect(navAncestors(routes.syndicusAppartementen)).toEqual([{ label: 'Residentieel', to: routes.residentieel }]);
    expect(navAncestors(routes.syndicusAssistentiewoningen)).toEqual([
      { label: 'Residentieel', to: routes.residentieel },
    ]);
    expect(navAncestors(routes.residentieel)).toEqual([]);
    expect(navAncestors(routes.bedrijvenparken)).toEqual([]);
    expect(navAncestors(routes.overOns)).toEqual([]);
  });
});

describe('internationalPhone', () => {
  it('writes Belgian numbers with +32 and no separators', () => {
    expect(internationalPhone('03 569 15 00')).toBe('+3235691500');
    expect(internationalPhone('053 22 16 00')).toBe('+3253221600');
    expect(internationalPhone('+32 3 569 15 00')).toBe('+3235691500');
    expect(internationalPhone('0032 50 15 14 00')).toBe('+3250151400');
  });
});

describe('firmJsonLd', () => {
  const data = firmJsonLd(ORIGIN);

  it('describes the firm from the config as a RealEstateAgent and survives JSON', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: firm.name,
      url: `${ORIGIN}/`,
      email: firm.email,
      telephone: '+3235691500',
      sameAs: [firm.linkedInUrl],
    });
  });

  it('lists the three offices with phone, address and hours where they have them', () => {
    const departments = data.department as Array<{
      address?: unknown;
      telephone: string;
      openingHoursSpecification?: Array<{ dayOfWeek: string[] }>;
    }>;
    expect(departments).toHaveLength(offices.length);
    const [sintNiklaas, aalst, meetjesland] = departments;
    expect(sintNiklaas.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Rode Kruisstraat 55',
      postalCode: '9100',
      addressLocality: 'Sint-Niklaas',
      addressCountry: 'BE',
    });
    expect(aalst.telephone).toBe('+3253221600');
    expect(sintNiklaas.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '09:00',
        closes: '12:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
      }),
    ]);
    expect(sintNiklaas.openingHoursSpecification?.[0].dayOfWeek).toHaveLength(5);
    expect(meetjesland.address).toBeUndefined();
    expect(meetjesland.openingHoursSpecification).toBeUndefined();
    expect(meetjesland).toMatchObject({ telephone: '+3250151400', description: 'Enkel op afspraak' });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('runs from Home to the page with absolute URLs and positions from 1', () => {
    const trail = [
      ...navAncestors(routes.syndicusAppartementen),
      { label: 'Appartementsgebouwen', to: routes.syndicusAppartementen },
    ];
    expect(breadcrumbListJsonLd(ORIGIN, trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Residentieel', item: `${ORIGIN}/residentieel` },
        { '@type': 'ListItem', position: 3, name: 'Appartementsgebouwen', item: `${ORIGIN}/syndicus-appartementen` },
      ],
    });
  });
});
