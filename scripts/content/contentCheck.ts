/**
 * npm run content:check — the editorial rules, checked on content/ the way a writer needs to hear them: every
 * article the specification names exists and has at least 600 words and a cover, there are exactly 18 testimonials
 * and at least 15 FAQ questions, and every Markdown file passes the same frontmatter checks as the build. And what
 * the firm can sign: every testimonial and portfolio building says whether it is a sample (and a real one when its
 * subject consented), no building name contradicts another, no firm phone number is typed instead of its tag, the
 * paid number never appears without its price nor without the emergency guide, nor for a case the guide sends to 112,
 * the lift's alarm button or the grid operator, the recommendation rate says whom it counts, no unconfirmed promise is
 * made, and (once the firm's own facts are in src/config/firm.ts) no claim the firm has not confirmed. The contractors
 * file is read with the server's own parser, and the buildings it names must be in the buildings file.
 * One Dutch line per problem, naming the file; exit 1 when there is any. npm test runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { firm, firmClaims, officeFacts } from '../../src/config/firm';
import { TESTIMONIAL_COUNT } from '../../src/lib/constants';
import { placeholderFirmFacts, unconfirmedClaims, type FirmConfigUnderCheck } from '../release/goLiveCheck';
import { illustrationExists, markdownFiles } from '../../gatsby/content/contentFiles';
import { unknownTokens } from '../../src/lib/content/firmTokens';
import { describeProblems, validateFrontmatter, type ContentKind } from '../../src/lib/content/frontmatter';
import {
  CONTENT_PAGE_ROUTES,
  filledLengthProblems,
  pageBodyProblems,
  type PageFrontmatter,
} from '../../src/lib/content/pageBlocks';
import { CODE_PAGE_ROUTES } from '../../src/lib/content/codePages';
import {
  EMERGENCY_GUIDE_HREF,
  emergencyNumberWithoutPrice,
  frontmatterPieces,
  hardCodedFigures,
  hardCodedFirmPhones,
  linksToEmergencyGuide,
  namesPaidLine,
  paidLineForCasesSentElsewhere,
  paragraphs,
  recommendRateWithoutScope,
  unconfirmedPromises,
} from './editorialRules';
import { routes } from '../../src/lib/routes';
import { tariffsFileProblems } from '../../src/lib/tariffs/tariffsSchema';
import { emergencyGuideProblems } from '../../src/lib/emergency/emergencyGuide';
import { contradictingBuildingNames, type NamedBuilding, sampleFieldProblems } from '../../src/lib/samples';
import { contractorsFileProblems } from './contractorsFile';
import { statusesFileProblems } from './statusesFile';

/** The articles the specification lists by slug (SPEC.md, routes): they must always exist. */
export const SPEC_ARTICLE_SLUGS = [
  'hoe-kan-je-veranderen-van-syndic',
  'is-een-syndicus-verplicht',
  'wat-mag-een-syndicus-en-wat-niet',
  'wat-doet-een-syndicus',
  'hoe-kies-je-de-juiste-syndicus',
  'tevredenheidsrapport-2024',
  'plug-play-zonnepanelen',
  'vastgoedpraat-podcast',
  'spilfiguur-toekomstbestendige-mede-eigendom',
  'elektrisch-laden-appartementsgebouwen',
  'efficiënt-meldingssysteem-qr-codes-fixform',
  'langetermijnonderhoudsplan-ltop',
  'financieel-beheer-mede-eigendom',
  'algemene-vergaderingen-mede-eigenaars',
  'verzekeringen-mede-eigendommen',
  'hoe-mede-eigendommen-energie-kunnen-besparen',
  'de-rol-van-een-reservefonds',
  'conflicten-binnen-een-mede-eigendom',
  'renovatieprojecten',
  'nieuwe-regels-renovatieplicht-vlaanderen',
] as const;

export const MIN_ARTICLE_WORDS = 600;
export const MIN_FAQ_QUESTIONS = 15;

const FOLDERS: ReadonlyArray<[string, ContentKind]> = [
  ['blog', 'blog'],
  ['vacatures', 'vacature'],
  ['faq', 'faq'],
  ['legal', 'legal'],
  ['pages', 'page'],
];

/** Words as a reader counts them: tokens with at least one letter. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

/**
 * Links to an article or a vacancy that does not exist. The build accepts any /blog/<slug> (it checks each file on
 * its own); here every text is read together, so a misspelled or removed article is named.
 */
function deadArticleAndVacancyLinks(contentDir: string): string[] {
  const articles = new Set(
    markdownFiles(path.join(contentDir, 'blog')).map((file) => path.basename(path.dirname(file))),
  );
  const vacancies = new Set(
    markdownFiles(path.join(contentDir, 'vacatures')).map((file) =>
      String(matter(fs.readFileSync(file, 'utf8')).data.slug),
    ),
  );
  const problems: string[] = [];
  for (const [folder] of FOLDERS)
    for (const file of markdownFiles(path.join(contentDir, folder))) {
      const { content } = matter(fs.readFileSync(file, 'utf8'));
      for (const [, kind, slug] of content.matchAll(/\]\(\/(blog|vacatures)\/([^)#\s/]+)[)#]/g)) {
        const known =
          kind === 'blog' ? articles.has(slug.normalize('NFC')) || slug === 'categorie' : vacancies.has(slug);
        if (!known)
          problems.push(
            `${path.join('content', path.relative(contentDir, file))}: de tekst linkt naar /${kind}/${slug}, ${kind === 'blog' ? 'een artikel dat' : 'een vacature die'} niet bestaat.`,
          );
      }
    }
  return problems;
}

/** What the firm cannot sign in one text (a Markdown file's frontmatter and body, or a JSON entry). */
function claimProblems(where: string, pieces: readonly string[]): string[] {
  const text = pieces.join('\n\n');
  const problems: string[] = [];
  for (const number of hardCodedFirmPhones(text))
    problems.push(
      `${where}: het nummer ${number} van het kantoor is getypt; gebruik de tag ({{phone.office}}, {{phone.emergency}}, {{office.<id>.phone}}, zie content/README.md).`,
    );
  for (const tag of hardCodedFigures(text))
    problems.push(
      `${where}: een kerncijfer van het kantoor is getypt; gebruik de tag ${tag}, zodat het op één plaats verandert.`,
    );
  if (pieces.some(emergencyNumberWithoutPrice))
    problems.push(
      `${where}: {{phone.emergency}} staat er zonder zijn prijs; zet {{phone.emergencyPrice}} in dezelfde zin (het is een betalend nummer).`,
    );
  if (pieces.some(recommendRateWithoutScope))
    problems.push(
      `${where}: het aanbevelingscijfer ({{stats.recommendRate}}) staat er zonder wie het telt; zeg dat het gaat om de klanten die de tevredenheidsbevraging van 2024 beantwoordden.`,
    );
  for (const { promise, instead } of unconfirmedPromises(text))
    problems.push(
      `${where}: ${promise} is een belofte die het kantoor niet bevestigd heeft; schrijf wat vaststaat (${instead}).`,
    );
  return problems;
}

/** Every string of a frontmatter or JSON value on its own, so no sentence runs from one field into the next. */
function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringLeaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}

/** Sentences that offer the paid line for a case the guide sends elsewhere, one problem per case and file. */
function paidLineCaseProblems(where: string, texts: readonly string[]): string[] {
  const cases = texts.flatMap(paidLineForCasesSentElsewhere);
  return cases
    .filter(({ name }, index) => cases.findIndex((seen) => seen.name === name) === index)
    .map(
      ({ sentence, name, goesTo }) =>
        `${where}: de zin '${excerpt(sentence)}' noemt het noodnummer bij ${name}; daarvoor stuurt de gids naar ${goesTo}. Noem bij het noodnummer enkel een dringend defect waarbij niemand in gevaar is.`,
    );
}

const excerpt = (sentence: string) => (sentence.length > 90 ? `${sentence.slice(0, 87)}...` : sentence);

/** Pages whose own code shows the guide beside the paid line: /melden's first step and /contact's last section. */
const PAGES_SHOWING_GUIDE: ReadonlySet<string> = new Set([routes.melden, routes.contact]);

type Frontmatter = Record<string, unknown>;
const emergencyBlocks = (data: Frontmatter) =>
  (Array.isArray(data.blocks) ? (data.blocks as Frontmatter[]) : [])
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block?.type === 'emergency');

/**
 * The lead-ins the site puts the paid number after (an emergency block's text, /contact's emergency text): they
 * name the paid line even without the word, so the sentence check reads them as ending in it.
 */
function paidLineLeadIns(data: Frontmatter): string[] {
  const contact = (data.sections as { reachUs?: { emergency?: { text?: unknown } } } | undefined)?.reachUs?.emergency;
  return [...emergencyBlocks(data).map(({ block }) => block.text), contact?.text]
    .filter((text): text is string => typeof text === 'string')
    .map((text) => `${text} noodnummer`);
}

/**
 * The paid line is never shown without the guide (content/noodgevallen.json): every emergency block has
 * `withGuide: true`, and a file that names the line (the word 'noodnummer' or {{phone.emergency}}, in its
 * frontmatter or its text) either shows the guide (such a block, or a page whose code shows it) or links to it.
 */
function paidLineWithoutGuide(where: string, data: Frontmatter, content: string): string[] {
  const problems = emergencyBlocks(data)
    .filter(({ block }) => block.withGuide !== true)
    .map(
      ({ index }) =>
        `${where}: veld 'blocks.${index}.withGuide' moet true zijn: het blok emergency toont het noodnummer, dus erboven wie men in welk geval belt (content/noodgevallen.json).`,
    );
  const texts = [...frontmatterPieces(data), content];
  const showsGuide =
    emergencyBlocks(data).length > 0 ||
    PAGES_SHOWING_GUIDE.has(String(data.route)) ||
    texts.some(linksToEmergencyGuide);
  if (texts.some(namesPaidLine) && !showsGuide)
    problems.push(
      `${where}: noemt het noodnummer zonder de gids; link in de tekst naar [wie u in welk geval belt](${EMERGENCY_GUIDE_HREF}), of toon het noodnummer met een blok emergency (withGuide: true).`,
    );
  return problems;
}

/** content/portfolio/<id>/index.json, parsed (null when unreadable: the build names that). */
function portfolioEntries(contentDir: string): Array<{ file: string; data: Record<string, unknown> }> {
  const dir = path.join(contentDir, 'portfolio');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, 'index.json'))
    .filter((file) => fs.existsSync(file))
    .sort()
    .flatMap((file) => {
      try {
        return [{ file, data: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> }];
      } catch {
        return [];
      }
    });
}

/**
 * Claims the firm has not confirmed, once it filled in its own facts: a test site with the placeholder firm may show
 * the specification's figures, the firm's own site may not show figures it did not check (`npm run release` refuses
 * them in any case).
 */
export function unconfirmedClaimProblems(config: Pick<FirmConfigUnderCheck, 'firm' | 'officeFacts' | 'firmClaims'>) {
  if (placeholderFirmFacts(config).length) return [];
  return unconfirmedClaims(config.firmClaims).map(
    ({ field, value }) =>
      `src/config/firm.ts: ${field} ("${value}") is niet bevestigd; kijk het na en zet confirmed: true, of schrap de bewering uit content/.`,
  );
}

export function contentProblems(
  contentDir: string,
  illustrationsDir: string,
  config: Pick<FirmConfigUnderCheck, 'firm' | 'officeFacts' | 'firmClaims'> = { firm, officeFacts, firmClaims },
): string[] {
  const exists = illustrationExists(illustrationsDir);
  const problems: string[] = [...unconfirmedClaimProblems(config)];
  const rel = (file: string) => path.join('content', path.relative(contentDir, file));

  for (const [folder, kind] of FOLDERS) {
    for (const file of markdownFiles(path.join(contentDir, folder))) {
      const { data, content } = matter(fs.readFileSync(file, 'utf8'));
      const result = validateFrontmatter(kind, data);
      if (!result.ok) problems.push(describeProblems(rel(file), result.problems));
      problems.push(
        ...claimProblems(rel(file), [...frontmatterPieces(data), ...paragraphs(content)]),
        ...paidLineCaseProblems(rel(file), [...stringLeaves(data), ...paragraphs(content), ...paidLineLeadIns(data)]),
        ...paidLineWithoutGuide(rel(file), data, content),
      );
      const tokens = unknownTokens(`${JSON.stringify(data)}\n${content}`);
      if (tokens.length)
        problems.push(
          `${rel(file)}: onbekende tag(s) ${tokens.map((t) => `{{${t}}}`).join(', ')} (zie content/README.md)`,
        );
      if (kind === 'page' && result.ok) {
        const page = result.value as PageFrontmatter;
        for (const problem of [...pageBodyProblems(page, content, exists), ...filledLengthProblems(page)])
          problems.push(`${rel(file)}: ${problem}`);
      }
    }
  }

  // The spec's content routes are in the navigation: each needs its page, or the menu leads to a 404.
  const routesWithPage = new Set(
    markdownFiles(path.join(contentDir, 'pages')).map((file) => matter(fs.readFileSync(file, 'utf8')).data.route),
  );
  for (const route of CONTENT_PAGE_ROUTES)
    if (!routesWithPage.has(route))
      problems.push(`De pagina ${route} ontbreekt: maak content/pages/${route.slice(1)}.md met route: "${route}".`);
  // The pages with a structure of their own read their words from content/pages/ too: without them the build stops.
  for (const route of CODE_PAGE_ROUTES)
    if (!routesWithPage.has(route))
      problems.push(
        `De teksten van ${route} ontbreken: maak een bestand in content/pages/ met route: "${route}" (zie content/README.md).`,
      );

  problems.push(...deadArticleAndVacancyLinks(contentDir));

  for (const slug of SPEC_ARTICLE_SLUGS) {
    const file = path.join(contentDir, 'blog', slug, 'index.md');
    if (!fs.existsSync(file)) {
      problems.push(
        `Het artikel '${slug}' ontbreekt: de specificatie vraagt ${rel(file)}; die URL mag niet verdwijnen.`,
      );
      continue;
    }
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    const words = countWords(content);
    if (words < MIN_ARTICLE_WORDS)
      problems.push(
        `${rel(file)}: het artikel telt ${words} woorden; een artikel heeft er minstens ${MIN_ARTICLE_WORDS} (nog ${MIN_ARTICLE_WORDS - words}).`,
      );
    const image = path.join(path.dirname(file), String(data.image));
    const drawing = image.replace(/\.generated\.png$/, '.svg');
    if (!fs.existsSync(image) && !fs.existsSync(drawing))
      problems.push(`${rel(file)}: de cover '${String(data.image)}' staat niet naast het artikel.`);
  }

  const faqCount = markdownFiles(path.join(contentDir, 'faq')).length;
  if (faqCount < MIN_FAQ_QUESTIONS)
    problems.push(`content/faq bevat ${faqCount} vragen; de FAQ-pagina heeft er minstens ${MIN_FAQ_QUESTIONS}.`);

  const buildings: NamedBuilding[] = [];
  const testimonialsFile = path.join(contentDir, 'testimonials.json');
  try {
    const testimonials = JSON.parse(fs.readFileSync(testimonialsFile, 'utf8')).testimonials;
    if (!Array.isArray(testimonials) || testimonials.length !== TESTIMONIAL_COUNT)
      problems.push(
        `content/testimonials.json bevat ${Array.isArray(testimonials) ? testimonials.length : 0} getuigenissen; de startpagina toont er precies ${TESTIMONIAL_COUNT}.`,
      );
    for (const [index, testimonial] of (Array.isArray(testimonials) ? testimonials : []).entries()) {
      const where = `content/testimonials.json, getuigenis ${testimonial?.id ?? index + 1}`;
      for (const problem of sampleFieldProblems(testimonial)) problems.push(`${where}: ${problem}`);
      problems.push(...claimProblems(where, frontmatterPieces(testimonial)));
      problems.push(...paidLineCaseProblems(where, stringLeaves(testimonial)));
      const [name, town] = String(testimonial?.title ?? '').split(/,\s*/);
      if (name && town) buildings.push({ source: where, name, town });
    }
  } catch (error) {
    problems.push(`content/testimonials.json is geen geldige JSON: ${(error as Error).message}`);
  }

  for (const { file, data } of portfolioEntries(contentDir)) {
    for (const problem of sampleFieldProblems(data)) problems.push(`${rel(file)}: ${problem}`);
    problems.push(...claimProblems(rel(file), frontmatterPieces(data)));
    if (typeof data.title === 'string' && typeof data.location === 'string')
      buildings.push({ source: rel(file), name: data.title, town: data.location });
  }
  problems.push(...contradictingBuildingNames(buildings));
  problems.push(...tariffsFileProblems(contentDir));
  problems.push(...emergencyGuideProblems(contentDir));
  problems.push(...contractorsFileProblems(contentDir));
  problems.push(...statusesFileProblems(contentDir));
  return problems;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  const problems = contentProblems(path.join(root, 'content'), path.join(root, 'src/images/illustrations'));
  if (problems.length) {
    console.error(`De inhoud volgt de redactieregels niet (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('De inhoud in content/ volgt de redactieregels.');
}
