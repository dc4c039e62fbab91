import { feeIndication, parseFeeForm } from '../feeIndication';
import { divideRounded, formatEuro, formatPercent, vatOn, withVat } from '../money';
import { tariffsFromFile, type TariffsFile } from '../tariffs';
import shipped from '../../../../content/tarieven.json';

/** Round numbers, so every expected figure can be checked by hand. */
const file: TariffsFile = {
  voorbeeld: true,
  validFrom: '2026-01-01',
  indexation: 'Elk jaar op 1 januari, volgens de index.',
  vatPercent: 21,
  fixedFees: [
    { kind: 'appartementsgebouw', perUnitPerYear: 180, minimumPerYear: 1800 },
    { kind: 'assistentiewoningen', perUnitPerYear: 200, minimumPerYear: 2400 },
    { kind: 'kmo-park', perUnitPerYear: 150, minimumPerYear: 1500 },
    { kind: 'nieuwbouwproject', perUnitPerYear: 160.5, minimumPerYear: 1600 },
  ],
  surcharges: { parkingSpacePerYear: 25, liftPerYear: 120, extraBuildingPerYear: 400 },
  included: ['De jaarlijkse algemene vergadering'],
  extraServices: [
    { service: 'Bijkomende algemene vergadering', price: 300, unit: 'per vergadering', invoicedTo: 'vereniging' },
  ],
};
const tariffs = tariffsFromFile(file);

describe('money', () => {
  it('prints euros as Intl does for nl-BE: € 1.234,56 with a no-break space', () => {
    const intl = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 5, 99, 100, 123456, 100000000, 999999999])
      expect(formatEuro(cents)).toBe(intl.format(cents / 100));
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
  });

  it('rounds half up to the cent, with integers only', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(vatOn(50, 2100)).toBe(11); // 10,5 cent → 11
    expect(vatOn(1, 2100)).toBe(0); // 0,21 cent → 0
    expect(vatOn(3, 2100)).toBe(1); // 0,63 cent → 1
    expect(formatPercent(2100)).toBe('21%');
    expect(formatPercent(550)).toBe('5,5%');
  });
});

describe('the fee indication', () => {
  it('multiplies units by the rate, adds VAT, and divides per month and per unit', () => {
    const result = feeIndication(tariffs, { kind: 'appartementsgebouw', units: 20, parkingSpaces: 0, lifts: 0 });
    expect(result.minimumApplies).toBe(false);
    expect(result.building.yearly).toEqual({ excl: 360000, incl: 435600 });
    expect(result.building.monthly).toEqual({ excl: 30000, incl: 36300 });
    expect(result.perUnit.yearly).toEqual({ excl: 18000, incl: 21780 });
    expect(result.perUnit.monthly).toEqual({ excl: 1500, incl: 1815 });
  });

  it('applies the minimum per building to a small building, and says so', () => {
    const small = feeIndication(tariffs, { kind: 'appartementsgebouw', units: 4, parkingSpaces: 0, lifts: 0 });
    expect(small.minimumApplies).toBe(true);
    expect(small.building.yearly.excl).toBe(180000);
    expect(small.perUnit.yearly.excl).toBe(45000);
    // Exactly at the minimum: the rate gives the same amount, no minimum needed.
    const atMinimum = feeIndication(tariffs, { kind: 'appartementsgebouw', units: 10, parkingSpaces: 0, lifts: 0 });
    expect(atMinimum.minimumApplies).toBe(false);
    expect(atMinimum.building.yearly.excl).toBe(180000);
  });

  it('adds the surcharges for parking spaces and lifts on top of the minimum', () => {
    const result = feeIndication(tariffs, { kind: 'appartementsgebouw', units: 4, parkingSpaces: 6, lifts: 2 });
    expect(result.building.yearly.excl).toBe(180000 + 6 * 2500 + 2 * 12000);
    expect(result.building.yearly.incl).toBe(Math.round((180000 + 15000 + 24000) * 1.21));
  });

  it('uses the rate of the chosen kind, cents included', () => {
    const result = feeIndication(tariffs, { kind: 'nieuwbouwproject', units: 11, parkingSpaces: 0, lifts: 0 });
    expect(result.building.yearly.excl).toBe(176550); // 11 × € 160,50
    expect(result.building.yearly.incl).toBe(176550 + 37076); // VAT 37 075,5 cent → 37 076
    expect(result.building.monthly.excl).toBe(14713); // 14 712,5 → 14 713
    expect(result.perUnit.monthly.incl).toBe(divideRounded(213626, 132));
  });

  it('stays finite and whole at the edges: the smallest and the largest building', () => {
    for (const units of [2, 9999]) {
      const result = feeIndication(tariffs, { kind: 'kmo-park', units, parkingSpaces: 9999, lifts: 99 });
      for (const amount of [
        result.building.yearly,
        result.building.monthly,
        result.perUnit.yearly,
        result.perUnit.monthly,
      ]) {
        expect(Number.isSafeInteger(amount.excl)).toBe(true);
        expect(Number.isSafeInteger(amount.incl)).toBe(true);
        expect(amount.incl).toBeGreaterThanOrEqual(amount.excl);
      }
    }
  });

  it('gives prices excl. and incl. VAT for the tables', () => {
    expect(withVat(30000, tariffs.vatBasisPoints)).toEqual({ excl: 30000, incl: 36300 });
  });

  it('computes with the tariffs the site ships', () => {
    const result = feeIndication(tariffsFromFile(shipped as TariffsFile), {
      kind: 'appartementsgebouw',
      units: 12,
      parkingSpaces: 0,
      lifts: 1,
    });
    expect(result.building.yearly.excl).toBeGreaterThan(0);
  });
});

describe('what a visitor types', () => {
  const form = { kind: 'appartementsgebouw', units: '12', parkingSpaces: '4', lifts: '1' };

  it('reads whole numbers, with empty garages and lifts as none', () => {
    expect(parseFeeForm(form)).toEqual({
      ok: true,
      input: { kind: 'appartementsgebouw', units: 12, parkingSpaces: 4, lifts: 1 },
    });
    expect(parseFeeForm({ ...form, parkingSpaces: '', lifts: ' ' })).toMatchObject({
      ok: true,
      input: { parkingSpaces: 0, lifts: 0 },
    });
  });

  it('asks for the units without an error while none are typed', () => {
    expect(parseFeeForm({ ...form, units: '' })).toEqual({
      ok: false,
      errors: {},
      hint: 'Vul het aantal eenheden in om een indicatie te zien.',
    });
  });

  it.each([
    ['0 units', { units: '0' }, 'units', 'Vul een geheel getal in tussen 2 en 9999'],
    ['10,000 units', { units: '10000' }, 'units', 'Vul een geheel getal in tussen 2 en 9999'],
    ['letters', { units: 'twaalf' }, 'units', 'Vul een geheel getal in tussen 2 en 9999'],
    ['a decimal', { units: '12,5' }, 'units', 'Vul een geheel getal in tussen 2 en 9999'],
    ['a negative', { parkingSpaces: '-1' }, 'parkingSpaces', 'Vul een geheel getal in tussen 0 en 9999'],
    ['100 lifts', { lifts: '100' }, 'lifts', 'Vul een geheel getal in tussen 0 en 99'],
    [
      'an unknown kind',
      { kind: 'kasteel' },
      'kind',
      'Voor dit soort gebouw hebben wij geen vast tarief: vraag een offerte aan.',
    ],
  ])('answers %s with a Dutch message next to that field, never NaN', (_, change, field, message) => {
    const result = parseFeeForm({ ...form, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
    expect(JSON.stringify(result)).not.toMatch(/NaN/);
  });
});
