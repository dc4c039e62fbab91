/**
 * content/meldingen/aannemers.json as content:check reads it: the very parser the server uses
 * (parseContractorsFile), its refusals said in Dutch per field, and every building a contractor is limited to looked
 * up in content/meldingen/gebouwen.json, so a typo does not silently take a contractor off a building's proposals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { choiceValues } from '../../src/lib/choices';
import { CONTRACTORS_FILE, parseContractorsFile } from '../../src/lib/reports/contractorJobs';
import { defectCategoryChoices } from '../../src/lib/forms/defectReportSchema';
import { parseBuildingsFile } from '../../src/lib/reports/reportBuildings';

const SHOWN = `content/meldingen/${CONTRACTORS_FILE}`;
const BUILDINGS_SHOWN = 'content/meldingen/gebouwen.json';

/** What each field of a contractor must be, for the writer who broke it. */
const FIELD_RULES: Record<string, string> = {
  aannemers: 'moet een lijst van aannemers zijn',
  id: 'moet uit kleine letters, cijfers en koppeltekens bestaan, hoogstens 60 tekens (bv. dakwerken-de-smet)',
  naam: 'moet ingevuld zijn, hoogstens 120 tekens',
  vakgebieden: `moet minstens één soort probleem noemen, uit ${choiceValues(defectCategoryChoices).join(', ')}`,
  email: 'moet een e-mailadres zijn',
  telefoon: 'moet een telefoonnummer zijn (6 tot 40 tekens)',
  gebouwen: 'moet een lijst van gebouwcodes zijn (letters, cijfers en koppeltekens), of weggelaten voor alle gebouwen',
  voorbeeld: 'moet true (een verzonnen voorbeeld) of false (een echte aannemer) zijn',
};

interface ParseIssue {
  path: PropertyKey[];
}

/** The value at an issue's path in the file as written (the parser's issues do not carry it). */
const valueAt = (data: unknown, at: PropertyKey[]): unknown =>
  at.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], data);

function describeIssue(data: unknown, issue: ParseIssue): string {
  const field = issue.path.map(String).join('.') || '(bestand)';
  // The rule of the innermost named field: 'aannemers.0.vakgebieden.1' is about vakgebieden.
  const named = [...issue.path].reverse().find((part): part is string => typeof part === 'string');
  const rule =
    issue.path.length && valueAt(data, issue.path) === undefined
      ? 'ontbreekt'
      : (FIELD_RULES[named ?? ''] ?? 'klopt niet');
  return `${SHOWN}: veld '${field}' ${rule}.`;
}

function readJson(file: string, shown: string): { ok: true; data: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, data: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    return { ok: false, problem: `${shown} is geen geldige JSON: ${(error as Error).message}` };
  }
}

/** What is wrong with the contractors file, one Dutch line per problem ([] when all is well). */
export function contractorsFileProblems(contentDir: string): string[] {
  const file = path.join(contentDir, 'meldingen', CONTRACTORS_FILE);
  if (!fs.existsSync(file))
    return [`${SHOWN} ontbreekt: daarin staan de aannemers aan wie een beheerder een melding doorstuurt.`];
  const json = readJson(file, SHOWN);
  if (!json.ok) return [json.problem];
  let contractors: ReturnType<typeof parseContractorsFile>;
  try {
    contractors = parseContractorsFile(json.data);
  } catch (error) {
    const issues = (error as { issues?: ParseIssue[] }).issues;
    return Array.isArray(issues)
      ? issues.map((issue) => describeIssue(json.data, issue))
      : [`${SHOWN}: ${(error as Error).message}`];
  }

  const buildingsFile = path.join(contentDir, 'meldingen', 'gebouwen.json');
  const limited = contractors.filter((c) => c.buildings.length > 0);
  if (!limited.length) return [];
  if (!fs.existsSync(buildingsFile))
    return [`${SHOWN}: er zijn aannemers voor bepaalde gebouwen, maar ${BUILDINGS_SHOWN} ontbreekt.`];
  const buildingsJson = readJson(buildingsFile, BUILDINGS_SHOWN);
  if (!buildingsJson.ok) return [buildingsJson.problem];
  let codes: Set<string>;
  try {
    codes = new Set(parseBuildingsFile(buildingsJson.data).map((b) => b.code));
  } catch (error) {
    return [
      `${BUILDINGS_SHOWN} kan niet gelezen worden, dus ook de gebouwen van de aannemers niet: ${(error as Error).message}`,
    ];
  }
  return limited.flatMap((contractor) =>
    contractor.buildings
      .filter((code) => !codes.has(code))
      .map(
        (code) =>
          `${SHOWN}: de aannemer '${contractor.id}' noemt het gebouw ${code}, dat niet in ${BUILDINGS_SHOWN} staat; gebruik een code uit dat bestand.`,
      ),
  );
}
