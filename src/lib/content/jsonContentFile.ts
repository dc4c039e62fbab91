import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describeProblems, withoutEmptyFields, type FrontmatterProblem } from './frontmatter';

export type JsonContentCheck<T> = { ok: true; value: T } | { ok: false; problems: FrontmatterProblem[] };

/** Checks the data of a writers' JSON file against its schema, naming each field that is wrong. */
export function validateJsonContent<S extends z.ZodType>(schema: S, data: unknown): JsonContentCheck<z.output<S>> {
  const result = schema.safeParse(withoutEmptyFields(data ?? {}));
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(bestand)',
      message: issue.message,
    })),
  };
}

/**
 * What is wrong with a JSON file in content/ that pages read as it is (the build stops on it, content:check reports
 * it): one Dutch line per problem naming the file and the field, or the line `missing` when the file is not there.
 */
export function jsonContentFileProblems(
  contentDir: string,
  fileName: string,
  schema: z.ZodType,
  missing: string,
): string[] {
  const shownName = `content/${fileName}`;
  const file = path.join(contentDir, fileName);
  if (!fs.existsSync(file)) return [`${shownName} ontbreekt: ${missing}`];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${shownName} is geen geldige JSON: ${(error as Error).message}`];
  }
  const result = validateJsonContent(schema, data);
  return result.ok ? [] : describeProblems(shownName, result.problems).split('\n');
}
