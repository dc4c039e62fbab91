import { z } from 'zod';

/** Zod pieces every frontmatter schema shares, with the Dutch messages writers read. */

/** 'ontbreekt' for a field that is not there, the given message for one that is there but wrong. */
export const missingOr = (otherwise: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'ontbreekt' : otherwise;

/** Trimmed text between min and max characters. */
export const text = (min = 1, max = 10_000) =>
  z
    .string({ error: missingOr('moet tekst zijn') })
    .trim()
    .min(min, min === 1 ? 'mag niet leeg zijn' : `moet minstens ${min} tekens lang zijn`)
    .max(max, `mag hoogstens ${max} tekens lang zijn`);
