import { z } from 'zod';
import {
  blogFrontmatterSchema,
  faqFrontmatterSchema,
  legalFrontmatterSchema,
  vacancyFrontmatterSchema,
} from '../../src/lib/content/frontmatter';
import {
  CODE_PAGE_ROUTES,
  CODE_PAGES_WITH_BLOCKS,
  sectionsSchemaFor,
  type CodePageRoute,
} from '../../src/lib/content/codePages';
import { CONTENT_PAGE_ROUTES, pageBlockSchema } from '../../src/lib/content/pageBlocks';
import { LOCAL_CMS_PORT } from '../../src/lib/cms/localCms';
import { CONSENT_FIELD_HINT, SAMPLE_CONTRACTOR_FIELD_HINT, SAMPLE_FIELD_HINT } from '../../src/lib/samples';
import { tariffsFileSchema } from '../../src/lib/tariffs/tariffsSchema';
import { EMERGENCY_GUIDE_FILE, emergencyGuideSchema } from '../../src/lib/emergency/emergencyGuide';
import { REPORT_STATUSES } from '../../src/lib/messages/reportStatus';
import { CONTRACTORS_FILE } from '../../src/lib/messages/contractorJobs';
import { defectCategoryChoices } from '../../src/lib/messages/defectReportSchema';
import { BUILDING_CODE_PATTERN } from '../../src/lib/messages/reportBuildings';
import { EMAIL_PATTERN } from '../../src/lib/messages/messageFields';

/**
 * The configuration of the CMS at /admin/ (Decap CMS), derived from the very zod schemas the build checks content
 * with: a field the build requires is required in the editor, a list of choices is a select, a date is a date
 * picker. One source, so the editor asks for what the build requires; what the schemas cannot express here (a date
 * after another, a heading that a section names) the build still checks. Labels are Dutch, for the firm's writers.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
}

/** Dutch labels by field name (the same names recur across kinds of content). */
const LABELS: Record<string, string> = {
  title: 'Titel',
  heading: 'Kop zoals getoond (optioneel, met {{shy}})',
  date: 'Publicatiedatum',
  excerpt: 'Korte samenvatting',
  image: 'Afbeelding',
  imageAlt: 'Alt-tekst van de afbeelding',
  category: 'Categorie',
  tags: 'Tags',
  author: 'Auteur',
  slug: 'Slug (deel van de URL)',
  lead: 'Inleiding',
  datePosted: 'Gepubliceerd op',
  validThrough: 'Geldig tot',
  employmentType: 'Soort contract',
  office: 'Kantoor',
  hours: 'Uren',
  question: 'Vraag',
  theme: 'Thema',
  order: 'Volgorde binnen het thema',
  description: 'Beschrijving voor zoekmachines (50–160 tekens)',
  updated: 'Laatst gewijzigd op',
  route: 'Route',
  seoTitle: 'Titel in zoekmachines',
  blocks: 'Blokken',
  sections: 'Vaste secties van de pagina',
  body: 'Tekst',
  section: 'Sectie (exact de ##-kop in de tekst)',
  id: 'Anker (optioneel)',
  tone: 'Achtergrond',
  illustration: 'Illustratie (naam zonder .svg)',
  illustrationAlt: 'Alt-tekst van de illustratie',
  text: 'Tekst',
  intro: 'Inleidende zin',
  nonUrgentText: 'Zin vóór het gewone nummer (optioneel)',
  link: 'Link',
  label: 'Linktekst',
  to: 'Naar (pad, bv. /contact)',
  columns: 'Kolommen',
  numbered: 'Genummerde stappen',
  cards: 'Kaarten',
  icon: 'Icoon',
  items: 'Punten',
  figures: 'Cijfers',
  value: 'Waarde',
  linkLabel: 'Linktekst',
  pillars: 'Pijlers',
  pillarsTitle: 'Titel boven de pijlers',
  tasks: 'Taken',
  tasksTitle: 'Titel boven de taken',
  note: 'Noot',
  quote: 'Citaat',
  name: 'Naam',
  initials: 'Initialen',
  location: 'Gemeente',
  year: 'Jaar in beheer',
  isNieuw: 'Nieuw (in de carrousel op de startpagina)',
  detailsLink: 'Link naar de dienstpagina',
  kind: 'Soort gebouw',
  item: 'Punt',
  // The named sections of the code pages (codePages.ts).
  services: 'Diensten',
  stats: 'Kerncijfers',
  testimonials: 'Getuigenissen',
  portfolio: 'Portfolio',
  careers: 'Werken bij ons',
  blog: 'Blog',
  closing: 'Slotoproep',
  closingText: 'Tekst na het gewone nummer (optioneel)',
  withGuide: 'Met wat te doen in een noodgeval erboven (uit Noodgevallen)',
  situations: 'Situaties',
  situation: 'Situatie (kort)',
  action: 'Wat te doen',
  contact: 'Contact',
  form: 'Formulier',
  offices: 'Kantoren',
  aside: 'Kader naast het formulier',
  reachUs: 'Vragen en noodgevallen',
  nonUrgent: 'Niet-dringende vragen',
  emergency: 'Noodgevallen',
  grid: 'Overzicht van de gebouwen',
  kinds: 'Soorten gebouwen',
  regions: "Regio's",
  indication: 'Indicatie van het ereloon',
  // The tariffs (content/tarieven.json) and the sections of /tarieven.
  validFrom: 'Geldig vanaf',
  indexation: 'Indexering',
  vatPercent: 'Btw (%)',
  fixedFees: 'Vast ereloon per soort gebouw',
  perUnitPerYear: 'Per eenheid per jaar (euro, excl. btw)',
  minimumPerYear: 'Minimum per gebouw per jaar (euro, excl. btw)',
  surcharges: 'Toeslagen',
  parkingSpacePerYear: 'Per garage of parkeerplaats per jaar (euro, excl. btw)',
  liftPerYear: 'Per lift per jaar (euro, excl. btw)',
  extraBuildingPerYear: 'Per bijkomend gebouw of blok per jaar (euro, excl. btw)',
  included: 'Inbegrepen in het vaste ereloon',
  extraServices: 'Bijkomende prestaties',
  service: 'Prestatie',
  price: 'Prijs (euro, excl. btw)',
  unit: 'Per (bv. per uur)',
  invoicedTo: 'Aangerekend aan',
  fees: 'Vast ereloon',
  extras: 'Bijkomende prestaties',
};

/**
 * Explanations shown under a field (the comments in a Markdown file do not survive a save in the CMS, so what a
 * writer must know about a field is said here too).
 */
const HINTS: Record<string, string> = {
  pillars: 'Precies vier, in de volgorde van de iconen: administratief, financieel, juridisch, technisch.',
  regions:
    'Eén per kantoor, in de volgorde Sint-Niklaas, Aalst, Meetjesland; adres en telefoon komen uit de configuratie.',
  section: "Exact de kop '## …' in de tekst eronder.",
  nonUrgentText: 'Eindigt vlak vóór het gewone nummer, dat de site erachter zet.',
  closingText: 'Na het gewone nummer, bv. of mail naar [{{firm.email}}](mailto:{{firm.email}})',
  description: 'Na het invullen van de tags ({{firm.name}} …) 50 tot 160 tekens.',
  id: 'Het anker in de adresbalk (#…): kleine letters en koppeltekens.',
  illustration: 'Naam van een tekening in src/images/illustrations, zonder .svg.',
  fixedFees: 'Precies één per soort gebouw. Bedragen in euro zonder btw, met een punt voor de cent (bv. 12.5).',
  indexation: 'Hoe en wanneer de bedragen aangepast worden, in één of twee zinnen.',
};

const BLOCK_LABELS: Record<string, string> = {
  prose: 'Tekst (een ##-sectie)',
  callout: 'Kader met knop',
  cards: 'Kaarten',
  checklist: 'Lijst met vinkjes',
  stats: 'Kerncijfers',
  emergency: 'Noodnummer',
  reasons: 'Waarom kiezen voor ons',
  offices: 'Kantoren',
  vacancies: 'Openstaande vacatures',
  cta: 'Oproep (offerte en contact)',
};

const labelFor = (name: string) => LABELS[name] ?? name;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Above this many characters a text gets a multi-line box. */
const LONG_TEXT = 160;

const toJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** The Decap widget for one field of a JSON schema (zod's, so every shape here is one our schemas produce). */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): DecapField | null {
  const base = { name, label: labelFor(name), required, ...(HINTS[name] ? { hint: HINTS[name] } : {}) };
  const variants = schema.oneOf ?? schema.anyOf;
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  // A union of fixed values (e.g. columns: 2, 3 or 4) is a choice too.
  if (variants?.length && variants.every((v) => v.const !== undefined))
    return { ...base, widget: 'select', options: variants.map((v) => v.const) };
  if (name === 'slug' && schema.pattern)
    return { ...base, widget: 'string', pattern: [schema.pattern, 'Enkel kleine letters, cijfers en koppeltekens'] };
  if (hasType(schema, 'boolean')) return { ...base, widget: 'boolean', default: false };
  if (hasType(schema, 'integer') || hasType(schema, 'number'))
    return { ...base, widget: 'number', value_type: hasType(schema, 'integer') ? 'int' : 'float' };
  if (hasType(schema, 'string')) {
    if (schema.pattern === DATE_PATTERN)
      return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD-MM-YYYY', time_format: false };
    return { ...base, widget: (schema.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string' };
  }
  if (hasType(schema, 'array') && schema.items) {
    const limits = {
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    };
    const item = schema.items;
    const itemVariants = item.oneOf ?? item.anyOf;
    if (itemVariants?.every((v) => v.properties?.type?.const)) {
      return {
        ...base,
        ...limits,
        widget: 'list',
        typeKey: 'type',
        types: itemVariants.map((variant) => {
          const type = String(variant.properties!.type!.const);
          return {
            name: type,
            label: BLOCK_LABELS[type] ?? type,
            widget: 'object',
            fields: fieldsOf(variant, ['type']),
          };
        }),
      };
    }
    if (hasType(item, 'object')) return { ...base, ...limits, widget: 'list', fields: fieldsOf(item) };
    return {
      ...base,
      ...limits,
      widget: 'list',
      field: fieldFor('item', item, true) ?? { name: 'item', label: 'Punt', widget: 'string' },
    };
  }
  // The fields of an optional object (a block's link) are only required once it is filled in: Decap cannot say that,
  // so they are optional in the editor and the build checks them.
  if (hasType(schema, 'object') && schema.properties)
    return { ...base, widget: 'object', fields: fieldsOf(schema, [], required) };
  if (variants?.length) {
    const object = variants.find((v) => hasType(v, 'object'));
    if (object) return fieldFor(name, object, required);
  }
  return null;
}

function fieldsOf(schema: JsonSchema, skip: readonly string[] = [], parentRequired = true): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .flatMap(([name, property]) => fieldFor(name, property, parentRequired && required.has(name)) ?? []);
}

/** The fields of a frontmatter schema, with per-field changes (e.g. an image widget for a path). */
function frontmatterFields(schema: z.ZodType, overrides: Record<string, Partial<DecapField>> = {}): DecapField[] {
  return fieldsOf(toJson(schema)).map((field) => ({ ...field, ...overrides[field.name] }) as DecapField);
}

/** Images inside a text are not offered: the build serves covers and photos, not images in running text. */
const body: DecapField = { name: 'body', label: 'Tekst', widget: 'markdown', required: true, editor_components: [] };
/** Media next to the entry (content/blog/<slug>/cover.jpg), referred to by file name. */
const mediaBesideEntry = { media_folder: '', public_folder: '' };

/**
 * Whether a testimonial or building is an invented sample, and for a real one the date its subject consented in
 * writing (src/lib/samples.ts): a new entry starts as a sample, so nothing is shown as real by accident.
 */
const sampleFields: DecapField[] = [
  {
    name: 'voorbeeld',
    label: 'Voorbeeld (verzonnen, niet echt)',
    widget: 'boolean',
    default: true,
    hint: SAMPLE_FIELD_HINT,
  },
  {
    name: 'toestemming',
    label: 'Datum van de schriftelijke toestemming',
    widget: 'datetime',
    required: false,
    format: 'YYYY-MM-DD',
    date_format: 'DD-MM-YYYY',
    time_format: false,
    hint: CONSENT_FIELD_HINT,
  },
];

/** content/pages/<name>.md: the route with '-' for '/', e.g. melden-bedankt for /melden/bedankt; the home page's is startpagina. */
const pageFileName = (route: string) => (route === '/' ? 'startpagina' : route.slice(1).replaceAll('/', '-'));

const baseFields = (route: string): DecapField[] => [
  { name: 'title', label: labelFor('title'), widget: 'string', required: true },
  { name: 'heading', label: labelFor('heading'), widget: 'string', required: false },
  { name: 'route', label: labelFor('route'), widget: 'hidden', default: route },
  { name: 'seoTitle', label: labelFor('seoTitle'), widget: 'string', required: true },
  { name: 'description', label: labelFor('description'), widget: 'text', required: true, hint: HINTS.description },
  { name: 'lead', label: labelFor('lead'), widget: 'text', required: true },
];

const blocksField = (): DecapField => ({
  ...fieldFor('blocks', toJson(z.array(pageBlockSchema)), true)!,
  required: false,
});

function pageFile(route: string) {
  const codePage = (CODE_PAGE_ROUTES as readonly string[]).includes(route);
  const sections = sectionsSchemaFor(route);
  const showsBlocks = !codePage || CODE_PAGES_WITH_BLOCKS.has(route as CodePageRoute);
  const fields = [
    ...baseFields(route),
    ...(sections ? [{ ...fieldFor('sections', toJson(sections), true)!, collapsed: true }] : []),
    // A text only shows through a prose block: pages without blocks get none.
    ...(showsBlocks
      ? [
          blocksField(),
          { ...body, required: false, hint: "De secties die de tekstblokken tonen, elk onder een kop '## …'." },
        ]
      : []),
  ];
  return {
    name: pageFileName(route),
    label: `Pagina ${route}`,
    file: `content/pages/${pageFileName(route)}.md`,
    fields,
  };
}

export interface DecapBackend {
  /** The GitHub repository writers' changes go to, as owner/name. */
  repo: string;
  branch: string;
  /** The OAuth endpoint that logs writers in with GitHub (see docs/going-live.md, 'Het CMS op de live site'); empty: GitHub's own. */
  authBaseUrl?: string;
}

export function decapConfig(target: { kind: 'github'; backend: DecapBackend } | { kind: 'local'; port?: number }) {
  const backend =
    target.kind === 'github'
      ? {
          name: 'github',
          repo: target.backend.repo,
          branch: target.backend.branch,
          ...(target.backend.authBaseUrl ? { base_url: target.backend.authBaseUrl } : {}),
          commit_messages: {
            create: 'Nieuw: {{collection}} “{{slug}}”',
            update: 'Gewijzigd: {{collection}} “{{slug}}”',
            delete: 'Verwijderd: {{collection}} “{{slug}}”',
            uploadMedia: 'Afbeelding {{path}}',
            deleteMedia: 'Afbeelding {{path}} verwijderd',
          },
        }
      : { name: 'proxy', proxy_url: `http://localhost:${target.port ?? LOCAL_CMS_PORT}/api/v1`, branch: 'main' };
  return {
    locale: 'nl',
    backend,
    // On the live site every change becomes a pull request that CI builds before it is merged; locally it is saved.
    ...(target.kind === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
    // Images in a text's body (the editor's image button): served from static/ at /uploads/.
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'blog',
        label: 'Blogartikels',
        label_singular: 'artikel',
        folder: 'content/blog',
        path: '{{slug}}/index',
        ...mediaBesideEntry,
        create: true,
        slug: '{{slug}}',
        sortable_fields: ['date', 'title'],
        summary: '{{title}} ({{date}})',
        fields: [
          ...frontmatterFields(blogFrontmatterSchema, {
            image: {
              widget: 'image',
              choose_url: false,
              hint: 'Een foto (jpg, png of webp) van minstens 1200 px breed.',
            },
            author: { default: 'Redactie' },
            // A plain list is one input, the tags separated by commas.
            tags: { field: undefined, hint: 'Eén tot acht tags, gescheiden door komma’s.' },
          }),
          body,
        ],
      },
      {
        name: 'vacatures',
        label: 'Vacatures',
        label_singular: 'vacature',
        folder: 'content/vacatures',
        create: true,
        slug: '{{fields.slug}}',
        fields: [...frontmatterFields(vacancyFrontmatterSchema), body],
      },
      {
        name: 'faq',
        label: 'Veelgestelde vragen',
        label_singular: 'vraag',
        folder: 'content/faq',
        create: true,
        identifier_field: 'question',
        slug: '{{slug}}',
        summary: '{{theme}}: {{question}}',
        fields: [...frontmatterFields(faqFrontmatterSchema), { ...body, label: 'Antwoord' }],
      },
      {
        name: 'juridisch',
        label: 'Juridische pagina’s',
        label_singular: 'juridische pagina',
        folder: 'content/legal',
        create: false,
        delete: false,
        slug: '{{fields.slug}}',
        // The slug is the page's address, which the footer and the cookie banner link to: not editable here.
        fields: [...frontmatterFields(legalFrontmatterSchema, { slug: { widget: 'hidden' } }), body],
      },
      {
        name: 'paginas',
        label: 'Pagina’s',
        label_singular: 'pagina',
        delete: false,
        files: [...CONTENT_PAGE_ROUTES, ...CODE_PAGE_ROUTES].map(pageFile),
      },
      {
        name: 'portfolio',
        label: 'Portfolio',
        label_singular: 'gebouw',
        folder: 'content/portfolio',
        path: '{{slug}}/index',
        format: 'json',
        extension: 'json',
        ...mediaBesideEntry,
        create: true,
        slug: '{{slug}}',
        fields: [
          { name: 'title', label: labelFor('title'), widget: 'string', required: true },
          {
            name: 'kind',
            label: labelFor('kind'),
            widget: 'select',
            options: ['appartementen', 'assistentiewoningen', 'kmo-park', 'nieuwbouw'],
          },
          { name: 'location', label: labelFor('location'), widget: 'string', required: true },
          { name: 'year', label: labelFor('year'), widget: 'number', value_type: 'int', required: true },
          { name: 'isNieuw', label: labelFor('isNieuw'), widget: 'boolean', default: false },
          { name: 'description', label: 'Beschrijving', widget: 'text', required: true },
          { name: 'image', label: labelFor('image'), widget: 'image', choose_url: false, required: true },
          { name: 'detailsLink', label: labelFor('detailsLink'), widget: 'select', options: [...CONTENT_PAGE_ROUTES] },
          ...sampleFields,
        ],
      },
      {
        name: 'tarieven',
        label: 'Tarieven',
        delete: false,
        files: [
          {
            name: 'tarieven',
            label: 'Tarieven (op /tarieven en in de indicatie op /offerte)',
            file: 'content/tarieven.json',
            fields: frontmatterFields(tariffsFileSchema, {
              voorbeeld: {
                label: 'Voorbeeldtarieven (plaatshouders, niet de echte)',
                default: true,
                hint: 'Aangevinkt = de bedragen zijn voorbeelden; de site zegt dat erbij en de release weigert. Vink het uit zodra de echte tarieven van het kantoor erin staan.',
              },
            }),
          },
        ],
      },
      {
        name: 'getuigenissen',
        label: 'Getuigenissen',
        delete: false,
        files: [
          {
            name: 'getuigenissen',
            label: 'Getuigenissen op de startpagina (precies 18)',
            file: 'content/testimonials.json',
            fields: [
              {
                name: 'testimonials',
                label: 'Getuigenissen',
                widget: 'list',
                min: 18,
                max: 18,
                summary: '{{fields.name}}: {{fields.title}}',
                fields: [
                  { name: 'id', label: 'Nummer', widget: 'number', value_type: 'int' },
                  { name: 'quote', label: labelFor('quote'), widget: 'text' },
                  { name: 'name', label: labelFor('name'), widget: 'string' },
                  { name: 'title', label: 'Gebouw en gemeente', widget: 'string' },
                  { name: 'initials', label: labelFor('initials'), widget: 'string' },
                  ...sampleFields,
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'meldingen',
        label: 'Meldingen van defecten',
        delete: false,
        files: [
          {
            name: 'gebouwen',
            label: 'Gebouwen (voor de QR-codes en /melden)',
            file: 'content/meldingen/gebouwen.json',
            fields: [
              {
                name: 'gebouwen',
                label: 'Gebouwen',
                widget: 'list',
                summary: '{{fields.code}}: {{fields.naam}}',
                fields: [
                  {
                    name: 'code',
                    label: 'Code (op de QR-code; letters, cijfers en streepjes)',
                    widget: 'string',
                    pattern: ['^[A-Za-z0-9-]{2,40}$', 'Letters, cijfers en streepjes, 2 tot 40 tekens'],
                  },
                  { name: 'naam', label: 'Naam van het gebouw', widget: 'string' },
                  { name: 'straat', label: 'Straat en huisnummer', widget: 'string' },
                  { name: 'postcode', label: 'Postcode', widget: 'string', pattern: ['^\\d{4}$', 'Vier cijfers'] },
                  { name: 'gemeente', label: 'Gemeente', widget: 'string' },
                  {
                    name: 'beheerder',
                    label: 'E-mailadres van de beheerder (leeg: het algemene adres)',
                    widget: 'string',
                    required: false,
                  },
                  {
                    name: 'voorbeeld',
                    label: 'Voorbeeld',
                    widget: 'boolean',
                    default: false,
                    hint: 'Aangevinkt = een verzonnen voorbeeldgebouw; de release weigert zolang er een is.',
                  },
                ],
              },
            ],
          },
          {
            name: 'aannemers',
            label: 'Aannemers (aan wie een beheerder een melding doorstuurt)',
            file: `content/meldingen/${CONTRACTORS_FILE}`,
            fields: [
              { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
              {
                name: 'aannemers',
                label: 'Aannemers',
                widget: 'list',
                summary: '{{fields.naam}} ({{fields.id}})',
                fields: [
                  {
                    name: 'id',
                    label: 'Vaste id (kleine letters, cijfers en koppeltekens)',
                    widget: 'string',
                    // The contract's CONTRACTOR_ID; content:check applies the real one.
                    pattern: [
                      '^[a-z0-9]+(-[a-z0-9]+)*$',
                      'Kleine letters, cijfers en koppeltekens, bv. dakwerken-de-smet',
                    ],
                    hint: 'Kies hem één keer en wijzig hem daarna niet meer: de opdrachten die al verstuurd zijn, noemen de aannemer met deze id.',
                  },
                  { name: 'naam', label: 'Naam van de aannemer', widget: 'string' },
                  {
                    name: 'vakgebieden',
                    label: 'Soorten problemen die hij herstelt',
                    widget: 'select',
                    multiple: true,
                    min: 1,
                    options: defectCategoryChoices.map(({ value, label }) => ({ value, label })),
                    hint: 'Dezelfde soorten als op /melden. Op de pagina om door te sturen staat hij bovenaan bij een melding van die soort.',
                  },
                  {
                    name: 'email',
                    label: 'E-mailadres voor de opdrachten',
                    widget: 'string',
                    pattern: [EMAIL_PATTERN.source, 'Een e-mailadres'],
                  },
                  { name: 'telefoon', label: 'Telefoonnummer', widget: 'string' },
                  {
                    name: 'gebouwen',
                    label: 'Enkel voor deze gebouwen (optioneel)',
                    widget: 'list',
                    required: false,
                    field: {
                      name: 'code',
                      label: 'Code van het gebouw',
                      widget: 'string',
                      pattern: [BUILDING_CODE_PATTERN.source, 'Een code uit Gebouwen, bv. KLAPROOS'],
                    },
                    hint: 'Leeg: de aannemer werkt voor alle gebouwen. Anders de codes uit Gebouwen; content:check meldt een code die er niet staat.',
                  },
                  {
                    name: 'voorbeeld',
                    label: 'Voorbeeld (verzonnen, niet echt)',
                    widget: 'boolean',
                    default: true,
                    hint: SAMPLE_CONTRACTOR_FIELD_HINT,
                  },
                ],
              },
            ],
          },
          {
            name: 'noodgevallen',
            label: 'Noodgevallen: wie bellen (op /melden en in het venster Noodnummer)',
            file: `content/${EMERGENCY_GUIDE_FILE}`,
            fields: frontmatterFields(emergencyGuideSchema, {
              _uitleg: { label: 'Uitleg', widget: 'hidden' },
              situations: {
                summary: '{{fields.situation}}',
                hint: 'Schrijf enkel wat een bron bevestigt; een link als [112](tel:112). Het noodnummer van het kantoor, zijn prijs en de waarschuwing zet de site er zelf onder.',
              },
            }),
          },
          {
            name: 'bevestiging',
            label: 'Ontvangstbevestigingen per e-mail',
            file: 'content/meldingen/bevestiging.json',
            fields: [
              { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
              ...(['melding', 'contact', 'offerte'] as const).map((name) => ({
                name,
                label: { melding: 'Melding van een defect', contact: 'Contactbericht', offerte: 'Offerteaanvraag' }[
                  name
                ],
                widget: 'object' as const,
                fields: [
                  { name: 'inleiding', label: 'Eerste zin', widget: 'string' as const },
                  {
                    name: 'volgendeStappen',
                    label: 'Wat gebeurt er nu? (beloof enkel wat het kantoor waarmaakt)',
                    widget: 'list' as const,
                    field: { name: 'stap', label: 'Stap', widget: 'text' as const },
                  },
                ],
              })),
            ],
          },
          {
            name: 'statussen',
            label: 'Statussen van een melding (site en statusmails)',
            file: 'content/meldingen/statussen.json',
            fields: [
              { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
              // One object per status the code knows: the writers change the words, not the steps.
              ...REPORT_STATUSES.map((name) => ({
                name,
                label: `Status ‘${name}’`,
                widget: 'object' as const,
                fields: [
                  { name: 'naam', label: 'Naam van de status', widget: 'string' as const },
                  { name: 'uitleg', label: 'Uitleg voor de bewoner', widget: 'text' as const },
                ],
              })),
            ],
          },
        ],
      },
    ],
  };
}
