import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../forms/messageFields';

/** A building residents can report from: what the report page shows and the e-mail names. */
export interface ReportBuilding {
  code: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

/** The building with where its reports go: the staff side, never sent to the browser. */
export interface ManagedBuilding extends ReportBuilding {
  /** The responsible manager; null: the office's MAIL_TO. */
  managerEmail: string | null;
  /** An invented building the repository ships with; the release refuses to package while one is left. */
  sample: boolean;
}

/** A code as printed under the QR code: letters, digits and dashes, compared without regard to case. */
export const BUILDING_CODE_PATTERN = /^[A-Za-z0-9-]{2,40}$/;

export function normalizeBuildingCode(code: string): string {
  return code.trim().toUpperCase();
}

/** content/meldingen/gebouwen.json, in the writers' (Dutch) field names. */
const buildingsFileSchema = z.object({
  gebouwen: z.array(
    z.object({
      code: z.string().check(z.regex(BUILDING_CODE_PATTERN)),
      naam: z.string().check(z.minLength(1)),
      straat: z.string().check(z.minLength(1)),
      postcode: z.string().check(z.regex(/^\d{4}$/)),
      gemeente: z.string().check(z.minLength(1)),
      beheerder: z.optional(z.string().check(z.regex(EMAIL_PATTERN))),
      voorbeeld: z.boolean(),
    }),
  ),
});

/** Parses the buildings file; throws with the problem when a writer's edit broke it, or when a code repeats. */
export function parseBuildingsFile(json: unknown): ManagedBuilding[] {
  const parsed = buildingsFileSchema.parse(json);
  const buildings = parsed.gebouwen.map((b) => ({
    code: normalizeBuildingCode(b.code),
    name: b.naam.trim(),
    street: b.straat.trim(),
    postalCode: b.postcode,
    city: b.gemeente.trim(),
    managerEmail: b.beheerder?.trim() || null,
    sample: b.voorbeeld,
  }));
  const seen = new Set<string>();
  for (const b of buildings) {
    if (seen.has(b.code)) throw new Error(`De gebouwcode ${b.code} staat meer dan eens in de lijst.`);
    seen.add(b.code);
  }
  return buildings;
}

/** What the browser may see of a building. */
export function publicBuilding({ code, name, street, postalCode, city }: ReportBuilding): ReportBuilding {
  return { code, name, street, postalCode, city };
}

export function buildingAddress(b: Pick<ReportBuilding, 'street' | 'postalCode' | 'city'>): string {
  return `${b.street}, ${b.postalCode} ${b.city}`;
}
