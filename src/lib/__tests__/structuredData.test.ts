import { firm, firmClaims, officeFacts } from '../../config/firm';
import { navAncestors } from '../breadcrumbs';
import { nonUrgentPhone } from '../offices';
import { internationalPhone } from '../phone';
import { routes } from '../routes';
import { breadcrumbListJsonLd, firmJsonLd } from '../structuredData';

const ORIGIN = 'https://www.syndicus.test';

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
    expect(internationalPhone('09 123 45 67')).toBe('+3291234567');
    expect(internationalPhone('052 12 34 56')).toBe('+3252123456');
    expect(internationalPhone('+32 9 123 45 67')).toBe('+3291234567');
    expect(internationalPhone('0032 50 12 34 56')).toBe('+3250123456');
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
      legalName: firm.legalName,
      url: `${ORIGIN}/`,
      email: firm.email,
      telephone: nonUrgentPhone.international,
      foundingDate: String(firmClaims.foundedYear.value),
      sameAs: [firm.linkedInUrl],
    });
  });

  it('lists the offices with phone, address and hours where they have them', () => {
    const departments = data.department as Array<{
      address?: unknown;
      telephone: string;
      description?: string;
      openingHoursSpecification?: Array<{ opens: string; closes: string; dayOfWeek: string[] }>;
    }>;
    expect(departments).toHaveLength(officeFacts.length);
    for (const [index, facts] of officeFacts.entries()) {
      const department = departments[index];
      expect(department.telephone).toBe(internationalPhone(facts.phone));
      if (facts.address)
        expect(department.address).toEqual({
          '@type': 'PostalAddress',
          streetAddress: facts.address.street,
          postalCode: facts.address.postalCode,
          addressLocality: facts.address.city,
          addressCountry: 'BE',
        });
      else expect(department.address).toBeUndefined();
      if (facts.hours === 'mornings') {
        expect(department.openingHoursSpecification).toEqual([
          expect.objectContaining({
            opens: '09:00',
            closes: '12:00',
            dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
          }),
        ]);
        expect(department.openingHoursSpecification?.[0].dayOfWeek).toHaveLength(5);
      } else {
        expect(department.openingHoursSpecification).toBeUndefined();
        expect(department.description).toBe('Enkel op afspraak');
      }
    }
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
