import { buildingNameCore, contradictingBuildingNames, sampleFieldProblems } from '../samples';

describe('sample testimonials and buildings', () => {
  it('need the field, and a real one the date of consent', () => {
    expect(sampleFieldProblems({ voorbeeld: true })).toEqual([]);
    expect(sampleFieldProblems({ voorbeeld: false, toestemming: '2026-11-20' })).toEqual([]);
    expect(sampleFieldProblems({})[0]).toMatch(/'voorbeeld' ontbreekt/);
    expect(sampleFieldProblems({ voorbeeld: 'ja' })[0]).toMatch(/'voorbeeld' ontbreekt/);
    expect(sampleFieldProblems({ voorbeeld: false })[0]).toMatch(/'toestemming'/);
    expect(sampleFieldProblems({ voorbeeld: false, toestemming: 'gisteren' })[0]).toMatch(/'toestemming'/);
  });

  it('may not give one name to two buildings', () => {
    expect(buildingNameCore('Residentie Ter Linde')).toBe('linde');
    expect(buildingNameCore('Hof ter Linde')).toBe('linde');
    const testimonial = { source: 'getuigenis 1', name: 'Residentie Ter Linde', town: 'Sint-Niklaas' };
    expect(
      contradictingBuildingNames([testimonial, { source: 'portfolio', name: 'Hof ter Linde', town: 'Aalst' }]),
    ).toHaveLength(1);
    // The same building named the same way in both is fine; so are different names.
    expect(contradictingBuildingNames([testimonial, { ...testimonial, source: 'portfolio' }])).toEqual([]);
    expect(
      contradictingBuildingNames([testimonial, { source: 'x', name: 'Residentie Klaproos', town: 'Aalst' }]),
    ).toEqual([]);
  });
});
