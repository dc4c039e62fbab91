import path from 'node:path';
import { z } from 'zod';
import { missingOr, text } from '../content/fieldSchemas';
import { jsonContentFileProblems, validateJsonContent, type JsonContentCheck } from '../content/jsonContentFile';
import { BUILDING_KINDS, buildingKindLabel, INVOICED_PARTY_KEYS, TARIFFS_FILE, type TariffsFile } from './tariffs';

/**
 * The checks on content/tarieven.json, with the Dutch messages writers read: the build stops on any of them (naming
 * the file and the field), content:check reports them, and the CMS derives its fields from this schema.
 */

/** An amount in euros excl. VAT: a number, 0 or more, at most two decimals. */
const euros = z
  .number({ error: missingOr('moet een bedrag in euro zijn, als getal (bv. 12.5 voor € 12,50)') })
  .min(0, 'moet een bedrag van 0 of meer zijn')
  .max(1_000_000, 'is onwaarschijnlijk hoog (hoogstens 1.000.000 euro)')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'mag hoogstens twee cijfers na de komma hebben',
  );

const kindsList = BUILDING_KINDS.join(', ');

export const tariffsFileSchema = z.strictObject(
  {
    voorbeeld: z.boolean({
      error: missingOr('moet true zijn zolang de bedragen voorbeelden zijn, of false voor de echte tarieven'),
    }),
    validFrom: z
      .string({ error: missingOr('moet een datum zijn in de vorm JJJJ-MM-DD') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'moet een datum zijn in de vorm JJJJ-MM-DD'),
    indexation: text(10, 600),
    vatPercent: z
      .number({ error: missingOr('moet een percentage zijn, als getal (bv. 21)') })
      .min(0, 'moet een percentage van 0 tot 100 zijn')
      .max(100, 'moet een percentage van 0 tot 100 zijn'),
    fixedFees: z
      .array(
        z.strictObject({
          kind: z.enum(BUILDING_KINDS, {
            error: (issue) =>
              issue.input === undefined
                ? 'ontbreekt'
                : `heeft een onbekende soort gebouw '${String(issue.input)}'; kies uit ${kindsList}`,
          }),
          perUnitPerYear: euros,
          minimumPerYear: euros,
        }),
        { error: missingOr('moet een lijst zijn met een vast ereloon per soort gebouw') },
      )
      .superRefine((fees, ctx) => {
        for (const kind of BUILDING_KINDS) {
          const count = fees.filter((fee) => fee.kind === kind).length;
          if (count !== 1)
            ctx.addIssue({
              code: 'custom',
              message: `moet precies één ereloon hebben voor '${kind}' (${buildingKindLabel(kind)}), niet ${count}`,
            });
        }
      }),
    surcharges: z.strictObject(
      { parkingSpacePerYear: euros, liftPerYear: euros, extraBuildingPerYear: euros },
      { error: missingOr('moet de toeslagen bevatten') },
    ),
    included: z
      .array(text(3, 200), { error: missingOr('moet een lijst zijn van wat in het vaste ereloon inbegrepen is') })
      .min(1, 'moet minstens één dienst noemen'),
    extraServices: z
      .array(
        z.strictObject({
          service: text(3, 120),
          price: euros,
          unit: text(2, 60),
          /** Who is invoiced: the association, the selling owner, the owner in arrears, or the owner who asks. */
          invoicedTo: z.enum(INVOICED_PARTY_KEYS, {
            error: (issue) =>
              issue.input === undefined
                ? 'ontbreekt: zeg aan wie deze prestatie aangerekend wordt'
                : `noemt '${String(issue.input)}'; kies uit ${INVOICED_PARTY_KEYS.join(', ')}`,
          }),
        }),
        { error: missingOr('moet een lijst zijn van de bijkomende prestaties met hun prijs') },
      )
      .min(1, 'moet minstens één prestatie noemen'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `bevat onbekende velden: ${issue.keys.join(', ')}` : undefined,
  },
);

export type TariffsCheck = JsonContentCheck<TariffsFile>;

export function validateTariffs(data: unknown): TariffsCheck {
  return validateJsonContent(tariffsFileSchema, data);
}

/** What is wrong with content/tarieven.json, one Dutch line per problem naming file and field ([] when all is well). */
export function tariffsFileProblems(contentDir: string): string[] {
  return jsonContentFileProblems(
    contentDir,
    path.basename(TARIFFS_FILE),
    tariffsFileSchema,
    'de tarieven van /tarieven en /offerte staan daarin.',
  );
}
