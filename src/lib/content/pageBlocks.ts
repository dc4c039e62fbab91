import { z } from 'zod';
import { missingOr, text } from './fieldSchemas';
import {
  CODE_PAGE_ROUTES,
  CODE_PAGES_WITH_BLOCKS,
  isCodePageRoute,
  sectionsSchemaFor,
  textWithLinks,
} from './codePages';
import { routes } from '../routes';
import { replaceTokens } from './firmTokens';

/**
 * The pages writers compose in content/pages/: a title, a lead and SEO texts, then a list of blocks chosen in
 * frontmatter and rendered in order by one template (src/templates/content-page.tsx). Prose blocks show a `##`
 * section of the Markdown body; the other blocks carry their words in frontmatter. Messages are Dutch: writers
 * read them (see content/README.md).
 */

export const PAGE_BLOCK_TYPES = [
  'prose',
  'callout',
  'cards',
  'checklist',
  'stats',
  'emergency',
  'reasons',
  'offices',
  'vacancies',
  'cta',
] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];

/** Pictures a card may show above its title (rendered by src/components/content/cardIcons.tsx). */
export const CARD_ICONS = ['team', 'kantoor', 'opleiding', 'document', 'euro', 'juridisch', 'technisch'] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

/** The spec's content routes a Markdown page composes entirely; the code pages (codePages.ts) only take words. */
export const CONTENT_PAGE_ROUTES = [
  routes.residentieel,
  routes.syndicusAppartementen,
  routes.syndicusAssistentiewoningen,
  routes.kmoParken,
  routes.bedrijvenparken,
  routes.nieuwbouw,
  routes.overOns,
] as const;

const KNOWN_ROUTES: ReadonlySet<string> = new Set(Object.values(routes));

/** An internal link a writer may use: a route of the site (with an optional #anchor), an article or a vacancy. */
export function isKnownRoute(target: string): boolean {
  const [pathname] = target.split('#');
  if (KNOWN_ROUTES.has(pathname)) return true;
  return /^\/(blog|vacatures|blog\/categorie)\/[\p{Ll}\p{Nd}-]+$/u.test(pathname);
}

const tone = z.enum(['plain', 'mist', 'sand'], { error: 'moet plain, mist of sand zijn' }).optional();
const anchorId = text(2, 40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'mag enkel kleine letters, cijfers en koppeltekens bevatten')
  .optional();
const internalLink = z.object(
  {
    label: text(2, 80),
    to: text(1, 200).refine(isKnownRoute, 'verwijst naar een pagina die niet bestaat (gebruik bv. /nieuwbouw)'),
  },
  { error: missingOr('moet een link zijn met label en to') },
);
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: missingOr(`moet een lijst ${what} zijn`) }).min(1, `moet minstens één ${what} bevatten`);

/** An object whose misspelled or unknown fields are named, not silently dropped. */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `bevat onbekende velden: ${issue.keys.join(', ')} (zie content/README.md)`
        : undefined,
  });

const blockSchemas = [
  strict({
    type: z.literal('prose'),
    /** The `##` heading in the Markdown body whose section this block shows. */
    section: text(2, 120),
    id: anchorId,
    tone,
    /** Name of a drawing in src/images/illustrations (without .svg), shown beside the text on large screens. */
    illustration: text(2, 60).optional(),
    illustrationAlt: text(10, 300).optional(),
  }).refine((block) => !block.illustration || block.illustrationAlt, {
    path: ['illustrationAlt'],
    message: 'ontbreekt: beschrijf wat er op de illustratie staat',
  }),
  strict({
    type: z.literal('callout'),
    title: text(2, 120),
    text: text(10, 600),
    link: internalLink.optional(),
    tone,
  }),
  strict({
    type: z.literal('cards'),
    id: anchorId,
    title: text(2, 120),
    intro: text(10, 600).optional(),
    tone,
    cards: list(
      strict({
        title: text(2, 80),
        text: text(10, 600),
        /** A small picture above the card's title, from a fixed set (see CARD_ICONS). */
        icon: z.enum(CARD_ICONS, { error: `moet een van deze iconen zijn: ${CARD_ICONS.join(', ')}` }).optional(),
      }),
      'kaart(en) met title en text',
    ),
    /** Cards side by side on a wide screen (default 3). */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'moet 2, 3 of 4 zijn' }).optional(),
    /** Steps in order: each card shows its number and the cards form a numbered list. */
    numbered: z.boolean({ error: 'moet true of false zijn' }).optional(),
  }),
  strict({
    type: z.literal('checklist'),
    id: anchorId,
    title: text(2, 120),
    intro: text(10, 600).optional(),
    tone,
    items: list(text(3, 300), 'punt(en)'),
  }),
  strict({
    type: z.literal('stats'),
    id: anchorId,
    title: text(2, 120),
    tone,
    figures: list(strict({ value: text(1, 40), label: text(2, 120) }), 'cijfer(s) met value en label'),
  }),
  /** The emergency number with the spec's warning, after a writer's lead-in sentence. */
  strict({
    type: z.literal('emergency'),
    /** Show whom to call for what (content/noodgevallen.json) above the sentence: where residents in trouble read. */
    withGuide: z.boolean({ error: 'moet true of false zijn' }).optional(),
    text: text(10, 400),
    /** Optional lead-in for the non-urgent office number, e.g. 'Niet dringend? Bel dan tijdens de kantooruren naar'. */
    nonUrgentText: text(10, 200).optional(),
    /** Optional words after the office number, e.g. 'of mail naar [{{firm.email}}](mailto:{{firm.email}})'. */
    closingText: textWithLinks(5, 200).optional(),
    tone,
  }),
  /** The three offices from the firm's configuration, with an optional sentence and link after them. */
  strict({
    type: z.literal('offices'),
    id: anchorId,
    title: text(2, 120),
    intro: text(10, 600).optional(),
    text: text(10, 600).optional(),
    link: internalLink.optional(),
    tone,
  }),
  strict({
    type: z.literal('reasons'),
    intro: text(10, 600).optional(),
    link: internalLink.optional(),
    tone,
    items: list(text(3, 200), 'reden(en)'),
  }),
  /** The open vacancies (content/vacatures), each with a link to its page: only on /vacatures. */
  strict({
    type: z.literal('vacancies'),
    id: anchorId,
    title: text(2, 120),
    intro: text(10, 600).optional(),
    tone,
  }),
  /** The closing band with the buttons to ask for a quote and to get in touch; its words default to the usual ones. */
  strict({ type: z.literal('cta'), title: text(2, 120).optional(), text: text(10, 300).optional() }),
] as const;

export const pageBlockSchema = z.discriminatedUnion('type', blockSchemas, {
  error: (issue) =>
    issue.input && typeof issue.input === 'object' && 'type' in issue.input
      ? `heeft een onbekend blok '${String((issue.input as { type: unknown }).type)}'; kies uit ${PAGE_BLOCK_TYPES.join(', ')}`
      : `moet een blok zijn met een type (${PAGE_BLOCK_TYPES.join(', ')})`,
});
export type PageBlock = z.infer<typeof pageBlockSchema>;

const ALL_PAGE_ROUTES = [...CONTENT_PAGE_ROUTES, ...CODE_PAGE_ROUTES] as const;

export const pageFrontmatterSchema = strict({
  /** The page's <h1> and its name in breadcrumbs and navigation. */
  title: text(2, 80),
  /** The <h1> as shown, when it differs from title: e.g. a long word with {{shy}} where it may break on a phone. */
  heading: text(2, 120).optional(),
  route: z.enum(ALL_PAGE_ROUTES, {
    error: missingOr(`moet een van deze routes zijn: ${ALL_PAGE_ROUTES.join(', ')}`),
  }),
  seoTitle: text(5, 70),
  description: text(50, 160),
  lead: text(20, 400),
  /** Required on a composed page; on a code page, shown after the page's own part. */
  blocks: z.array(pageBlockSchema, { error: missingOr('moet een lijst blokken zijn') }).optional(),
  /** Only on code pages that have named places of their own (see codePages.ts). */
  sections: z.unknown().optional(),
}).superRefine((page, ctx) => {
  const codePage = isCodePageRoute(page.route);
  if (!codePage && !page.blocks?.length)
    ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'ontbreekt: een pagina heeft minstens één blok' });
  if (isCodePageRoute(page.route) && page.blocks?.length && !CODE_PAGES_WITH_BLOCKS.has(page.route))
    ctx.addIssue({
      code: 'custom',
      path: ['blocks'],
      message: `kan niet op ${page.route}: die pagina toont geen blokken (zie content/README.md)`,
    });
  const sectionsSchema = sectionsSchemaFor(page.route);
  if (!sectionsSchema) {
    if (page.sections !== undefined)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `hoort niet bij de pagina ${page.route}` });
    return;
  }
  const parsed = sectionsSchema.safeParse(page.sections);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: ['sections', ...issue.path], message: issue.message });
});
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;

/**
 * Search engines cut a title or description that is too long once the firm's facts are filled in: the schema counts
 * the text as written ({{firm.name}} is 13 characters), this counts what visitors see.
 */
export function filledLengthProblems(page: Pick<PageFrontmatter, 'seoTitle' | 'description'>): string[] {
  const limits = [
    ['seoTitle', page.seoTitle, 70],
    ['description', page.description, 160],
  ] as const;
  return limits.flatMap(([field, value, max]) => {
    const length = replaceTokens(value).length;
    return length > max ? [`veld '${field}' telt ${length} tekens als de tags ingevuld zijn; hoogstens ${max}`] : [];
  });
}

/** The `##` headings of a Markdown body, in order. */
export function sectionHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^##[ \t]+(.+?)[ \t]*#*$/gm)].map((m) => m[1].trim());
}

/** Internal links ([tekst](/pad)) in a Markdown body that point to no page of the site. */
export function brokenInternalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]).filter((target) => !isKnownRoute(target));
}

/**
 * What the frontmatter schema cannot see: prose blocks that name a section the body does not have, illustrations
 * that do not exist, links to pages that do not exist. One Dutch sentence per problem, naming the field.
 */
export function pageBodyProblems(
  page: PageFrontmatter,
  markdown: string,
  illustrationExists: (name: string) => boolean,
): string[] {
  const headingList = sectionHeadings(markdown);
  const headings = new Set(headingList);
  const problems: string[] = [];
  const blocks = page.blocks ?? [];
  const named = new Set(blocks.flatMap((block) => (block.type === 'prose' ? [block.section] : [])));
  // Only the sections of '##' headings are shown, each by the prose block that names it: nothing may fall away.
  if (markdown.split(/^##[ \t]/m)[0].trim())
    problems.push("de tekst begint vóór de eerste kop '## …'; dat stuk toont geen enkel blok");
  for (const heading of headingList) {
    if (!named.has(heading)) problems.push(`de sectie '## ${heading}' wordt door geen enkel prose-blok getoond`);
    if (/\{\{|[*_`[\]<>&]/.test(heading))
      problems.push(`de kop '## ${heading}' mag geen tag, opmaak of de tekens & < > bevatten`);
  }
  for (const heading of new Set(headingList.filter((h, i) => headingList.indexOf(h) !== i)))
    problems.push(`de kop '## ${heading}' staat er meer dan eens`);
  const vacancyBlocks = blocks.filter((block) => block.type === 'vacancies').length;
  if (page.route === routes.vacatures && vacancyBlocks !== 1)
    problems.push(
      `veld 'blocks' moet precies één vacancies-blok bevatten (nu ${vacancyBlocks}): zonder toont ${routes.vacatures} geen vacatures`,
    );
  blocks.forEach((block, index) => {
    if (block.type === 'vacancies' && page.route !== routes.vacatures)
      problems.push(`veld 'blocks.${index}' is een vacancies-blok; dat kan enkel op ${routes.vacatures}`);
    if (block.type !== 'prose') return;
    if (block.illustration && isCodePageRoute(page.route))
      problems.push(
        `veld 'blocks.${index}.illustration': op ${page.route} kan een blok geen illustratie tonen (enkel op de dienstpagina's en Over ons)`,
      );
    if (!headings.has(block.section))
      problems.push(
        `veld 'blocks.${index}.section' noemt '${block.section}', maar de tekst heeft geen kop '## ${block.section}'`,
      );
    if (block.illustration && !illustrationExists(block.illustration))
      problems.push(
        `veld 'blocks.${index}.illustration' noemt '${block.illustration}', maar src/images/illustrations/${block.illustration}.svg bestaat niet`,
      );
  });
  for (const target of brokenInternalLinks(markdown))
    problems.push(`de tekst linkt naar ${target}, een pagina die niet bestaat`);
  return problems;
}
