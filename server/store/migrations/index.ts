import messages from './001-messages';
import rejected from './002-rejected';
import reports from './003-reports';
import reportStatuses from './004-report-statuses';
import repairLoop from './005-repair-loop';
import knownProblems from './006-known-problems';

/**
 * The schema's steps, oldest first: a step's version (PRAGMA user_version) is its place in this list, counted from 1.
 * A new step is a numbered file beside these, imported here and added at the end of the list.
 */
const STEPS: readonly string[] = [messages, rejected, reports, reportStatuses, repairLoop, knownProblems];

/** The SQL of each version; exported so a test can build an older database. */
export const SCHEMA_MIGRATIONS: Readonly<Record<number, string>> = Object.fromEntries(
  STEPS.map((sql, index) => [index + 1, sql]),
);

export const SCHEMA_VERSION = STEPS.length;
