/**
 * content/meldingen/statussen.json as content:check reads it: the very schema the server reads it with, so a status
 * the code knows (a new one, such as *samengevoegd*) without the firm's words stops the check, not the server's start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPORT_STATUSES, statusesFileSchema } from '../../src/lib/reports/reportStatus';

const SHOWN = 'content/meldingen/statussen.json';

/** What is wrong with the statuses file, one Dutch line per problem ([] when all is well). */
export function statusesFileProblems(contentDir: string): string[] {
  const file = path.join(contentDir, 'meldingen', 'statussen.json');
  if (!fs.existsSync(file)) return [`${SHOWN} ontbreekt: daarin staan de namen en de uitleg van de statussen.`];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${SHOWN} is geen geldige JSON: ${(error as Error).message}`];
  }
  const parsed = statusesFileSchema.safeParse(data);
  if (parsed.success) return [];
  const statuses = new Set<string>();
  for (const issue of parsed.error.issues) statuses.add(String(issue.path[0] ?? '(bestand)'));
  return [...statuses].map(
    (status) =>
      `${SHOWN}: de status '${status}' heeft een 'naam' en een 'uitleg' nodig (de statussen: ${REPORT_STATUSES.join(', ')}).`,
  );
}
