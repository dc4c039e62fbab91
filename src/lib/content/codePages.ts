import { z } from 'zod';
import { text } from './fieldSchemas';
import { inlineLinkTargets } from './inlineLinks';
import { offices } from '../offices';
import { routes, signedLinkRoutes } from '../routes';

/**
 * Pages whose structure is code (a form, the FAQ, the portfolio filters, the home page) but whose words are the
 * writers': each has a file in content/pages/ with its title, lead and SEO texts, optional blocks shown after the
 * page's own part, and — where the page has named places of its own — `sections`, whose names are fixed per page.
 */
export const CODE_PAGE_ROUTES = [
  routes.home,
  routes.contact,
  routes.contactBedankt,
  routes.offerte,
  routes.offerteBedankt,
  routes.melden,
  routes.meldenBedankt,
  routes.meldenStatus,
  ...signedLinkRoutes,
  routes.faq,
  routes.portfolio,
  routes.vacatures,
  routes.blog,
  routes.sitemap,
  routes.tarieven,
] as const;
export type CodePageRoute = (typeof CODE_PAGE_ROUTES)[number];

/** The code pages that show `blocks` after their own part; on the others a block would silently not appear. */
export const CODE_PAGES_WITH_BLOCKS: ReadonlySet<CodePageRoute> = new Set([
  routes.offerte,
  routes.offerteBedankt,
  routes.contactBedankt,
  routes.meldenBedankt,
  routes.faq,
  routes.portfolio,
  routes.vacatures,
  routes.tarieven,
]);

export const isCodePageRoute = (route: string): route is CodePageRoute =>
  (CODE_PAGE_ROUTES as readonly string[]).includes(route);

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `bevat onbekende velden: ${issue.keys.join(', ')} (zie content/README.md)`
        : issue.input === undefined
          ? 'ontbreekt'
          : undefined,
  });

/** A heading with an optional sentence under it, framing a part of the page that is code (a form, a grid). */
const framing = strict({ title: text(2, 120), intro: text(10, 600).optional() });
const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z
    .array(item, { error: `moet een lijst van ${count} ${what} zijn` })
    .length(count, `moet precies ${count} ${what} bevatten (de pagina heeft er plaats voor ${count})`);

const SITE_ROUTES: ReadonlySet<string> = new Set(Object.values(routes));
/** A link to the office by phone or e-mail: `[{{phone.office}}]({{phone.officeHref}})`, `(mailto:{{firm.email}})`. */
const CONTACT_TARGET = /^(mailto:|tel:|\{\{\s*phone\.)/;
/** Plain text that may link to pages of the site the Markdown way: `[over ons kantoor](/over-ons)`. */
export const textWithLinks = (min: number, max: number) =>
  text(min, max).superRefine((value, ctx) => {
    for (const target of inlineLinkTargets(value))
      if (!CONTACT_TARGET.test(target) && !SITE_ROUTES.has(target.split('#')[0]))
        ctx.addIssue({
          code: 'custom',
          message: `linkt naar ${target}, een pagina die niet bestaat (schrijf bv. [over ons](/over-ons))`,
        });
  });

const homeSections = strict({
  services: strict({
    title: text(2, 80),
    intro: text(10, 400),
    /** The three service cards, in the order of their pictures: residentieel, KMO-parken, nieuwbouw. */
    cards: exactly(strict({ title: text(2, 60), text: text(10, 300), linkLabel: text(2, 60) }), 3, 'diensten'),
    pillarsTitle: text(2, 80),
    /** The four pillars, in the order of their icons: administratief, financieel, juridisch, technisch. */
    pillars: exactly(strict({ title: text(2, 60), text: text(10, 300) }), 4, 'pijlers'),
  }),
  stats: framing,
  testimonials: framing,
  portfolio: framing,
  careers: strict({ title: text(2, 80), text: text(10, 500), linkLabel: text(2, 60) }),
  blog: framing,
  closing: strict({ title: text(2, 120), text: text(10, 300).optional() }),
  contact: framing,
});

const tasks = z.array(text(3, 120), { error: 'moet een lijst taken zijn' }).min(1, 'moet minstens één taak bevatten');

const portfolioSections = strict({
  grid: framing,
  kinds: strict({
    title: text(2, 120),
    intro: text(10, 600),
    /** The small heading above each card's list of tasks. */
    tasksTitle: text(2, 60),
    /** Four kinds, in the order of their links: appartementen, assistentiewoningen, KMO-parken, nieuwbouw. */
    cards: exactly(
      strict({ title: text(2, 80), text: text(10, 600), tasks, linkLabel: text(2, 60) }),
      4,
      'soorten gebouwen',
    ),
  }),
  regions: strict({
    title: text(2, 120),
    intro: text(10, 600),
    /** One per office, in the order of src/lib/offices.ts (Sint-Niklaas, Aalst, Meetjesland); address and phone come from there. */
    regions: exactly(strict({ title: text(2, 80), text: text(10, 300) }), offices.length, "regio's"),
  }),
  /** The firm's key figures (src/lib/constants.ts), with a title and a sentence below them that may link. */
  figures: strict({ title: text(2, 120), text: textWithLinks(10, 600) }),
});

/** The named places of each code page; a page not listed has none. */
export const CODE_PAGE_SECTIONS = {
  [routes.home]: homeSections,
  [routes.contact]: strict({
    form: framing,
    offices: framing,
    /** Whom to call for what: two boxes. The numbers, the spec's warning and the call button are code. */
    reachUs: strict({
      title: text(2, 120),
      intro: text(10, 400).optional(),
      nonUrgent: strict({ title: text(2, 80), text: textWithLinks(10, 600), note: text(10, 400).optional() }),
      emergency: strict({
        title: text(2, 80),
        /** Ends just before the emergency number, which the page shows large below it. */
        text: text(10, 400),
        note: text(10, 300).optional(),
      }),
    }),
  }),
  /**
   * `aside`: the box beside the form (its office list and e-mail address are code); `indication`: the fee
   * indication above it (its fields and figures come from content/tarieven.json).
   */
  [routes.offerte]: strict({ form: framing, aside: framing, indication: framing }),
  /** The tables of content/tarieven.json, each under its heading. */
  [routes.tarieven]: strict({ fees: framing, surcharges: framing, included: framing, extras: framing }),
  /** The defect report: one framing per step of the form, and who is responsible for which part. */
  [routes.melden]: strict({
    urgent: framing,
    building: framing,
    what: framing,
    parts: strict({ title: text(2, 120), text: textWithLinks(10, 900) }),
    photos: framing,
    reporter: framing,
  }),
  [routes.portfolio]: portfolioSections,
  /** The resident's look-up and the staff's confirmation: the heading above each form. */
  [routes.meldenStatus]: strict({ form: framing }),
  [routes.meldenStatusWijzigen]: strict({ form: framing }),
  /** The repair loop's pages (staff, contractor, resident): the heading above each page's own part. */
  [routes.meldenDoorsturen]: strict({ form: framing }),
  [routes.aannemer]: strict({ form: framing }),
  [routes.meldenOpgelost]: strict({ form: framing }),
  /** The known problems' link pages (follower, staff): the heading above each page's own part. */
  [routes.meldenVolgen]: strict({ form: framing }),
  [routes.meldenAfmelden]: strict({ form: framing }),
  [routes.meldenSamenvoegen]: strict({ form: framing }),
} as const satisfies Partial<Record<CodePageRoute, z.ZodType>>;

type SectionsByRoute = typeof CODE_PAGE_SECTIONS;
/** The sections a code page's component receives, typed by its route. */
export type CodePageSections<R extends keyof SectionsByRoute> = z.infer<SectionsByRoute[R]>;
export type HomeSections = CodePageSections<typeof routes.home>;
export type PortfolioSections = CodePageSections<typeof routes.portfolio>;

export function sectionsSchemaFor(route: string): z.ZodType | undefined {
  return (CODE_PAGE_SECTIONS as Record<string, z.ZodType>)[route];
}
