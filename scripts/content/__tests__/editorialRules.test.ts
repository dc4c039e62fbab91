import {
  EMERGENCY_GUIDE_HREF,
  emergencyNumberWithoutPrice,
  frontmatterPieces,
  hardCodedFigures,
  hardCodedFirmPhones,
  linksToEmergencyGuide,
  namesPaidLine,
  paidLineForCasesSentElsewhere,
  recommendRateWithoutScope,
  unconfirmedPromises,
} from '../editorialRules';
import { firm, firmClaims, officeFacts } from '../../../src/config/firm';

describe('editorial rules', () => {
  it('find a firm number typed in any notation, but not a tag or another number', () => {
    // The numbers come from the config; the test writes them the other ways people do.
    const national = (written: string) => written.replace(/\D/g, '');
    const emergency = firm.emergencyLine.number;
    expect(hardCodedFirmPhones(`Bel [${emergency}](tel:${national(emergency)}).`)).toEqual([emergency]);
    const [first, second, third] = officeFacts.map((office) => national(office.phone));
    const dotted = `${first.slice(0, 2)}/${first.slice(2, 5)}.${first.slice(5, 7)}.${first.slice(7)}`;
    const spaced = `${second.slice(0, 3)} ${second.slice(3, 5)} ${second.slice(5, 7)} ${second.slice(7)}`;
    expect(hardCodedFirmPhones(`Bel ${dotted} of ${spaced}`)).toEqual([dotted, spaced]);
    const plus = `+32 ${first.slice(1)}`;
    const zeros = `0032 ${third.slice(1)}`;
    expect(hardCodedFirmPhones(`Bel ${plus} of ${zeros}`)).toEqual([plus, zeros]);
    // A number one digit off is another number.
    const neighbour = `${first.slice(0, -1)}${(Number(first.at(-1)) + 1) % 10}`;
    expect(hardCodedFirmPhones(`Bel [{{phone.office}}]({{phone.officeHref}}) of 112, of ${neighbour}.`)).toEqual([]);
  });

  it('want the price beside the paid number', () => {
    expect(emergencyNumberWithoutPrice('Bel {{phone.emergency}}.')).toBe(true);
    expect(emergencyNumberWithoutPrice('Bel {{phone.emergency}} ({{phone.emergencyPrice}}).')).toBe(false);
  });

  it('know where the paid line is named, and where the guide is linked', () => {
    expect(namesPaidLine('Bel ons Noodnummer.')).toBe(true);
    expect(namesPaidLine('Bel [{{phone.emergency}}]({{phone.emergencyHref}}).')).toBe(true);
    expect(namesPaidLine('Bel [112](tel:112). Gebruik dit nummer enkel in noodgevallen.')).toBe(false);
    expect(linksToEmergencyGuide(`Lees [wie u belt](${EMERGENCY_GUIDE_HREF}).`)).toBe(true);
    expect(linksToEmergencyGuide('Lees [de meldingspagina](/melden).')).toBe(false);
  });

  it('refuse the paid line in a sentence with a case the guide sends elsewhere, each case once', () => {
    expect(paidLineForCasesSentElsewhere('Bij een defecte lift, brand of stormschade belt u ons noodnummer.')).toEqual([
      expect.objectContaining({ name: 'brand of rook', goesTo: '112' }),
      expect.objectContaining({ name: 'de lift' }),
      expect.objectContaining({ name: 'storm of overstroming' }),
    ]);
    expect(paidLineForCasesSentElsewhere('Ruikt u gas? Bel dan ons noodnummer.')).toEqual([]);
    expect(paidLineForCasesSentElsewhere('- Bij gasreuk: bel 112.\n- Een groot lek: bel ons noodnummer.')).toEqual([]);
    expect(paidLineForCasesSentElsewhere('Ruikt u gas, bel dan eerst het noodnummer.')).toEqual([
      { sentence: 'Ruikt u gas, bel dan eerst het noodnummer.', name: 'gasreuk', goesTo: 'de netbeheerder of 112' },
    ]);
    expect(paidLineForCasesSentElsewhere('Na een inbraak is de deur stuk: bel het noodnummer.')).toEqual([
      expect.objectContaining({ name: 'inbraak' }),
    ]);
  });

  it('want the recommendation rate with whom it counts', () => {
    expect(recommendRateWithoutScope('{{stats.recommendRate}} van onze klanten beveelt ons aan')).toBe(true);
    expect(
      recommendRateWithoutScope(
        `{{stats.recommendRate}} van de klanten die onze tevredenheidsbevraging van ${firmClaims.survey.year} beantwoordden, zou ons aanbevelen`,
      ),
    ).toBe(false);
    // A figure's value and label are read together.
    expect(
      frontmatterPieces({
        figures: [
          { value: '{{stats.recommendRate}}', label: `die de bevraging van ${firmClaims.survey.year} beantwoordden` },
        ],
      }).some(recommendRateWithoutScope),
    ).toBe(false);
  });

  it('find figures typed instead of their tags, and unconfirmed promises', () => {
    expect(hardCodedFigures(`Een team van ${firmClaims.professionals.value} professionals.`)).toEqual([
      '{{stats.professionals}}',
    ]);
    expect(hardCodedFigures(`${firmClaims.survey.recommendRate} beveelt ons aan.`)).toEqual([
      '{{stats.recommendRate}}',
    ]);
    expect(hardCodedFigures(`${firmClaims.buildings.value} beheerde gebouwen`)).toEqual(['{{stats.buildings}}']);
    expect(hardCodedFigures('Een team van {{stats.professionals}} professionals.')).toEqual([]);
    expect(unconfirmedPromises('Ons noodnummer is dag en nacht bereikbaar.').map((p) => p.promise)).toEqual([
      "'dag en nacht'",
    ]);
    expect(unconfirmedPromises('Kom langs in een van onze drie kantoren.')).toHaveLength(1);
    expect(unconfirmedPromises('Voor noodgevallen buiten de kantooruren belt u het noodnummer.')).toEqual([]);
    expect(unconfirmedPromises('{{stats.residents}} tevreden bewoners')).toEqual([
      expect.objectContaining({ promise: "'tevreden bewoners'" }),
    ]);
    expect(unconfirmedPromises('{{stats.residents}} bewoners in de gebouwen die wij beheren')).toEqual([]);
  });
});
