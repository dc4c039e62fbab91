import { buildingTypeChoices, type BuildingKind } from '../buildingKinds';
import { choiceLabel, choiceValues } from '../choices';
import { isSample } from '../samples';

/**
 * The firm's tariffs as the site uses them: every amount in euro cents (integers), excl. VAT. Writers edit them in
 * content/tarieven.json, in euros; the build checks that file (tariffsSchema.ts) and stops on any mistake, so the
 * pages convert it here without checking it again (the checks' zod would weigh on /offerte).
 */

/** The kinds of building the quote form knows: the tariffs name the same ones, so an indication carries over. */
export const BUILDING_KINDS = choiceValues(buildingTypeChoices);
export type { BuildingKind };
export const buildingKindLabel = (kind: BuildingKind): string => choiceLabel(buildingTypeChoices, kind);

/**
 * Who receives the invoice of an extra service: the association for what it asks, the selling owner for the notary's
 * information on a sale, the owner in arrears for a registered reminder, the owner who asks for a service of his own.
 */
export const INVOICED_PARTIES = {
  vereniging: 'De vereniging van mede-eigenaars',
  'verkopende-eigenaar': 'De verkopende eigenaar',
  'eigenaar-met-achterstal': 'De eigenaar met een achterstal',
  'aanvragende-eigenaar': 'De eigenaar die erom vraagt',
} as const;
export type InvoicedParty = keyof typeof INVOICED_PARTIES;
export const INVOICED_PARTY_KEYS = Object.keys(INVOICED_PARTIES) as [InvoicedParty, ...InvoicedParty[]];

/** Where writers edit the tariffs, for messages. */
export const TARIFFS_FILE = 'content/tarieven.json';

/** content/tarieven.json as written (euros). */
export interface TariffsFile {
  /** true while the amounts are placeholders: the pages say so and `npm run release` refuses. */
  voorbeeld: boolean;
  /** Since when these tariffs apply (JJJJ-MM-DD). */
  validFrom: string;
  /** How the amounts are indexed, one or two sentences. */
  indexation: string;
  vatPercent: number;
  fixedFees: ReadonlyArray<{ kind: string; perUnitPerYear: number; minimumPerYear: number }>;
  surcharges: { parkingSpacePerYear: number; liftPerYear: number; extraBuildingPerYear: number };
  included: readonly string[];
  extraServices: ReadonlyArray<{ service: string; price: number; unit: string; invoicedTo: string }>;
}

export interface FixedFee {
  kind: BuildingKind;
  perUnitPerYear: number;
  minimumPerYear: number;
}

export interface Tariffs {
  isSample: boolean;
  validFrom: string;
  indexation: string;
  /** VAT in basis points (21% = 2100), so VAT on cents stays integer arithmetic. */
  vatBasisPoints: number;
  fixedFees: readonly FixedFee[];
  surcharges: { parkingSpacePerYear: number; liftPerYear: number; extraBuildingPerYear: number };
  included: readonly string[];
  extraServices: ReadonlyArray<{ service: string; price: number; unit: string; invoicedTo: InvoicedParty }>;
}

/** Euros as written (at most two decimals) → cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** The checked file → the site's tariffs, in cents. */
export function tariffsFromFile(file: TariffsFile): Tariffs {
  return {
    isSample: isSample(file),
    validFrom: file.validFrom,
    indexation: file.indexation,
    vatBasisPoints: Math.round(file.vatPercent * 100),
    fixedFees: file.fixedFees.map((fee) => ({
      kind: fee.kind as BuildingKind,
      perUnitPerYear: toCents(fee.perUnitPerYear),
      minimumPerYear: toCents(fee.minimumPerYear),
    })),
    surcharges: {
      parkingSpacePerYear: toCents(file.surcharges.parkingSpacePerYear),
      liftPerYear: toCents(file.surcharges.liftPerYear),
      extraBuildingPerYear: toCents(file.surcharges.extraBuildingPerYear),
    },
    included: file.included,
    extraServices: file.extraServices.map((extra) => ({
      ...extra,
      price: toCents(extra.price),
      invoicedTo: extra.invoicedTo as InvoicedParty,
    })),
  };
}
