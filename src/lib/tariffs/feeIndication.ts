import { feeIndicationMessages } from '../uiText/feeIndicationMessages';
import { UNIT_COUNT } from '../buildingKinds';
import { divideRounded, withVat, type Amount } from './money';
import { BUILDING_KINDS, type BuildingKind, type Tariffs } from './tariffs';

/**
 * The fee indication on /offerte: from the kind of building, its units, garages or parking spaces and lifts to an
 * indicative fee for the building and per unit, per year and per month, excl. and incl. VAT. Pure and in cents; the
 * page and the tests share it. What binds is the quote after a site visit, not this.
 */

/** What a visitor may type; beyond these it is a typing mistake, not a building. */
export const FEE_INPUT_LIMITS = {
  units: UNIT_COUNT,
  parkingSpaces: { min: 0, max: 9999 },
  lifts: { min: 0, max: 99 },
} as const;

export type FeeField = keyof typeof FEE_INPUT_LIMITS;

export interface FeeInput {
  kind: BuildingKind;
  units: number;
  parkingSpaces: number;
  lifts: number;
}

/** The form as typed: text, so that '', 'abc' and '0' each get their own answer. */
export interface FeeForm {
  kind: string;
  units: string;
  parkingSpaces: string;
  lifts: string;
}

export type ParsedFeeForm =
  { ok: true; input: FeeInput } | { ok: false; errors: Partial<Record<FeeField | 'kind', string>>; hint?: string };

function wholeNumberIn(text: string, { min, max }: { min: number; max: number }): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed) || Number(trimmed) < min || Number(trimmed) > max)
    return feeIndicationMessages.wholeNumber(min, max);
  return Number(trimmed);
}

/**
 * The typed values, or a Dutch message per field that is not a possible building. Empty garages or lifts count as
 * none; empty units is no building yet: no error, a hint.
 */
export function parseFeeForm(form: FeeForm): ParsedFeeForm {
  const errors: Partial<Record<FeeField | 'kind', string>> = {};
  const kind = BUILDING_KINDS.find((k) => k === form.kind);
  if (!kind) errors.kind = feeIndicationMessages.noFeeForKind;
  const numbers: Partial<Record<FeeField, number>> = {};
  for (const field of ['units', 'parkingSpaces', 'lifts'] as const) {
    const text = form[field].trim() === '' && field !== 'units' ? '0' : form[field];
    if (field === 'units' && text.trim() === '') continue;
    const value = wholeNumberIn(text, FEE_INPUT_LIMITS[field]);
    if (typeof value === 'string') errors[field] = value;
    else numbers[field] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (numbers.units === undefined) return { ok: false, errors: {}, hint: feeIndicationMessages.unitsMissing };
  return {
    ok: true,
    input: { kind: kind!, units: numbers.units, parkingSpaces: numbers.parkingSpaces!, lifts: numbers.lifts! },
  };
}

export type { Amount };

export interface FeeIndication {
  building: { yearly: Amount; monthly: Amount };
  perUnit: { yearly: Amount; monthly: Amount };
  /** The fixed fee (units × rate) was below the minimum per building, so the minimum applies. */
  minimumApplies: boolean;
}

/**
 * The indication. The fixed fee is units × the rate for the kind, at least the minimum per building; the surcharges
 * for parking spaces and lifts come on top. VAT is computed once on the yearly total and rounded to the cent; the
 * monthly and per-unit figures divide the yearly ones, each rounded half up to the cent.
 */
export function feeIndication(tariffs: Tariffs, input: FeeInput): FeeIndication {
  const fee = tariffs.fixedFees.find((f) => f.kind === input.kind);
  if (!fee) throw new Error(`Geen vast tarief voor ${input.kind} in de tarieven`);
  const byUnits = input.units * fee.perUnitPerYear;
  const fixed = Math.max(byUnits, fee.minimumPerYear);
  const excl =
    fixed + input.parkingSpaces * tariffs.surcharges.parkingSpacePerYear + input.lifts * tariffs.surcharges.liftPerYear;
  const yearly = withVat(excl, tariffs.vatBasisPoints);
  const divide = (amount: Amount, by: number): Amount => ({
    excl: divideRounded(amount.excl, by),
    incl: divideRounded(amount.incl, by),
  });
  return {
    building: { yearly, monthly: divide(yearly, 12) },
    perUnit: { yearly: divide(yearly, input.units), monthly: divide(yearly, input.units * 12) },
    minimumApplies: byUnits < fee.minimumPerYear,
  };
}
