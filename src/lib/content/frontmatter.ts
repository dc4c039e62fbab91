import { z } from 'zod';
import { missingOr, text } from './fieldSchemas';
import { BLOG_CATEGORIES } from './blogCategories';
import { FAQ_THEMES } from './faqThemes';
import { pageFrontmatterSchema } from './pageBlocks';

/**
 * The frontmatter writers fill in, per kind of content, checked at build time so that a missing or malformed
 * field stops the build with the file and the field named (see gatsby/content). Messages are Dutch: writers read them.
 */
export type ContentKind = 'blog' | 'vacature' | 'faq' | 'legal' | 'page';

/** YAML turns an unquoted 2025-06-19 into a Date; both spellings are accepted and become 'YYYY-MM-DD'. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: missingOr('moet een datum zijn in de vorm JJJJ-MM-DD') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'moet een datum zijn in de vorm JJJJ-MM-DD', abort: true })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, 'is geen bestaande datum'),
);

const slug = text().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'mag enkel kleine letters, cijfers en koppeltekens bevatten');

/** Next to the article: './cover.jpg', or 'cover.jpg' as the CMS writes it. */
const imagePath = text().regex(
  /^(?![a-z]+:)(\.\/)?[^/.].*\.(png|jpe?g|webp|avif)$/i,
  "moet de naam van een afbeelding naast het artikel zijn, bv. './cover.jpg'",
);

export const blogFrontmatterSchema = z.object({
  title: text(5, 120),
  date: isoDate,
  excerpt: text(20, 220),
  image: imagePath,
  imageAlt: text(5, 200),
  category: z.enum(BLOG_CATEGORIES, {
    error: missingOr(`moet een van deze categorieën zijn: ${BLOG_CATEGORIES.join(', ')}`),
  }),
  tags: z
    .array(text(2, 40), { error: missingOr('moet een lijst zijn, bv. ["syndicus", "algemene vergadering"]') })
    .min(1, 'moet minstens één tag bevatten')
    .max(8, 'mag hoogstens 8 tags bevatten'),
  author: text(2, 80),
});

export const vacancyFrontmatterSchema = z
  .object({
    title: text(5, 120),
    slug,
    lead: text(10, 300),
    excerpt: text(20, 220),
    datePosted: isoDate,
    validThrough: isoDate,
    employmentType: z.enum(['FULL_TIME', 'PART_TIME'], { error: missingOr('moet FULL_TIME of PART_TIME zijn') }),
    office: z.enum(['sint-niklaas', 'aalst', 'meetjesland'], {
      error: missingOr('moet sint-niklaas, aalst of meetjesland zijn'),
    }),
    hours: text(3, 120),
  })
  .refine((v) => v.validThrough > v.datePosted, { path: ['validThrough'], message: 'moet na datePosted liggen' });

export const faqFrontmatterSchema = z.object({
  question: text(10, 200),
  theme: z.enum(FAQ_THEMES, { error: missingOr(`moet een van deze thema's zijn: ${FAQ_THEMES.join(', ')}`) }),
  order: z
    .number({ error: missingOr('moet een geheel getal zijn') })
    .int('moet een geheel getal zijn')
    .min(1, 'moet 1 of meer zijn'),
});

export const legalFrontmatterSchema = z.object({
  title: text(3, 120),
  slug,
  description: text(20, 160),
  lead: text(10, 300),
  updated: isoDate,
});

const schemas = {
  blog: blogFrontmatterSchema,
  vacature: vacancyFrontmatterSchema,
  faq: faqFrontmatterSchema,
  legal: legalFrontmatterSchema,
  page: pageFrontmatterSchema,
} as const;

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;
export type VacancyFrontmatter = z.infer<typeof vacancyFrontmatterSchema>;
export type FaqFrontmatter = z.infer<typeof faqFrontmatterSchema>;
export type LegalFrontmatter = z.infer<typeof legalFrontmatterSchema>;
export type FrontmatterOf<K extends ContentKind> = z.infer<(typeof schemas)[K]>;

export interface FrontmatterProblem {
  field: string;
  message: string;
}

export type FrontmatterResult<K extends ContentKind> =
  { ok: true; value: FrontmatterOf<K> } | { ok: false; problems: FrontmatterProblem[] };

/**
 * A field a writer emptied counts as absent: the CMS writes '' for a cleared text and null for a cleared choice,
 * and YAML reads an empty `heading:` as null. (Inside lists an empty item stays, so it is named.)
 */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== '')
      .map(([key, item]) => [key, withoutEmptyFields(item)]),
  );
}

export function validateFrontmatter<K extends ContentKind>(kind: K, data: unknown): FrontmatterResult<K> {
  const result = schemas[kind].safeParse(withoutEmptyFields(data ?? {}));
  if (result.success) return { ok: true, value: result.data as FrontmatterOf<K> };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(frontmatter)',
      message: issue.message,
    })),
  };
}

/** One line per problem, naming the file and the field, for the build log. */
export function describeProblems(file: string, problems: readonly FrontmatterProblem[]): string {
  return problems.map((p) => `${file}: veld '${p.field}' ${p.message}`).join('\n');
}
