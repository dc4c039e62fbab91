import {
  emergencyNumberWithoutPrice,
  frontmatterPieces,
  hardCodedFigures,
  hardCodedFirmPhones,
  recommendRateWithoutScope,
  unconfirmedPromises,
} from '../editorialRules';

describe('editorial rules', () => {
  it('find a firm number typed in any notation, but not a tag or another number', () => {
    expect(hardCodedFirmPhones('Bel [0903/88.105](tel:090388105).')).toEqual(['0903/88.105']);
    expect(hardCodedFirmPhones('Bel 03/569.15.00 of 053 22 16 00')).toEqual(['03/569.15.00', '053 22 16 00']);
    expect(hardCodedFirmPhones('Bel +32 3 569 15 00 of 0032 50 15 14 00')).toEqual([
      '+32 3 569 15 00',
      '0032 50 15 14 00',
    ]);
    expect(hardCodedFirmPhones('Bel [{{phone.office}}]({{phone.officeHref}}) of 112, of 03 569 15 01.')).toEqual([]);
  });

  it('want the price beside the paid number', () => {
    expect(emergencyNumberWithoutPrice('Bel {{phone.emergency}}.')).toBe(true);
    expect(emergencyNumberWithoutPrice('Bel {{phone.emergency}} ({{phone.emergencyPrice}}).')).toBe(false);
  });

  it('want the 80,2% with whom it counts', () => {
    expect(recommendRateWithoutScope('{{stats.recommendRate}} van onze klanten beveelt ons aan')).toBe(true);
    expect(
      recommendRateWithoutScope(
        '{{stats.recommendRate}} van de klanten die onze tevredenheidsbevraging van 2024 beantwoordden, zou ons aanbevelen',
      ),
    ).toBe(false);
    // A figure's value and label are read together.
    expect(
      frontmatterPieces({
        figures: [{ value: '{{stats.recommendRate}}', label: 'die de bevraging van 2024 beantwoordden' }],
      }).some(recommendRateWithoutScope),
    ).toBe(false);
  });

  it('find figures typed instead of their tags, and unconfirmed promises', () => {
    expect(hardCodedFigures('Een team van 14 professionals.')).toEqual(['{{stats.professionals}}']);
    expect(hardCodedFigures('Een team van {{stats.professionals}} professionals.')).toEqual([]);
    expect(unconfirmedPromises('Ons noodnummer is dag en nacht bereikbaar.').map((p) => p.promise)).toEqual([
      "'dag en nacht'",
    ]);
    expect(unconfirmedPromises('Kom langs in een van onze drie kantoren.')).toHaveLength(1);
    expect(unconfirmedPromises('Voor noodgevallen buiten de kantooruren belt u het noodnummer.')).toEqual([]);
  });
});
