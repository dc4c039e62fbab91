/** Every route of the site, named once. Links, navigation, the HTML sitemap and the tests import these. */
export const routes = {
  home: '/',
  residentieel: '/residentieel',
  syndicusAppartementen: '/syndicus-appartementen',
  syndicusAssistentiewoningen: '/syndicus-assistentiewoningen',
  kmoParken: '/kmo-parken',
  bedrijvenparken: '/bedrijvenparken',
  nieuwbouw: '/nieuwbouw',
  overOns: '/over-ons',
  portfolio: '/portfolio',
  contact: '/contact',
  contactBedankt: '/contact/bedankt',
  offerte: '/offerte',
  offerteBedankt: '/offerte/bedankt',
  tarieven: '/tarieven',
  melden: '/melden',
  meldenBedankt: '/melden/bedankt',
  meldenStatus: '/melden/status',
  meldenStatusWijzigen: '/melden/status/wijzigen',
  meldenDoorsturen: '/melden/doorsturen',
  meldenOpgelost: '/melden/opgelost',
  meldenVolgen: '/melden/volgen',
  meldenAfmelden: '/melden/afmelden',
  meldenSamenvoegen: '/melden/samenvoegen',
  aannemer: '/aannemer',
  blog: '/blog',
  faq: '/faq',
  // The vacancies themselves (/vacatures/<slug>) are content: content/vacatures/ makes their routes.
  vacatures: '/vacatures',
  cookiebeleid: '/cookiebeleid',
  privacybeleid: '/privacybeleid',
  algemeneVoorwaarden: '/algemene-voorwaarden',
  sitemap: '/sitemap',
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];

export interface NavLink {
  label: string;
  to: RoutePath;
  /** Sub-pages are indented under their parent in menus and breadcrumbs. */
  children?: readonly NavLink[];
}

/** Residentieel with its two sub-pages, in the menu and in the sitemap. */
export const residentialNav: NavLink = {
  label: 'Residentieel',
  to: routes.residentieel,
  children: [
    { label: 'Appartementsgebouwen', to: routes.syndicusAppartementen },
    { label: 'Assistentiewoningen', to: routes.syndicusAssistentiewoningen },
  ],
};

/** The 'Diensten' dropdown: five service pages, the two residential sub-pages under Residentieel. */
export const serviceNav: readonly NavLink[] = [
  residentialNav,
  { label: 'KMO-parken', to: routes.kmoParken },
  { label: 'Nieuwbouw', to: routes.nieuwbouw },
];

/** Flattened, in menu order, with depth for indentation. */
export function flattenNav(links: readonly NavLink[], depth = 0): Array<NavLink & { depth: number }> {
  return links.flatMap((link) => [{ ...link, depth }, ...flattenNav(link.children ?? [], depth + 1)]);
}

export const primaryNav: readonly NavLink[] = [
  { label: 'Home', to: routes.home },
  { label: 'Over ons', to: routes.overOns },
  { label: 'Portfolio', to: routes.portfolio },
  { label: 'Contact', to: routes.contact },
];

/** The report page as a crumb and a link wherever it is named in full: its thank-you and status pages, the sitemap. */
export const reportPageLink: NavLink = { label: 'Een defect melden', to: routes.melden };

/** Extra links the mobile menu shows beyond the desktop navigation. */
export const mobileExtraNav: readonly NavLink[] = [
  { label: 'Blog', to: routes.blog },
  { label: 'Vacatures', to: routes.vacatures },
  { label: 'FAQ', to: routes.faq },
  { label: 'Tarieven', to: routes.tarieven },
  // Residents look for it on their phone; the spec's desktop navigation stays as it is.
  { label: 'Defect melden', to: routes.melden },
];

/** The legal pages: the footer's links (they open in a new tab) and the sitemap's group Juridisch. */
export const legalNav: readonly NavLink[] = [
  { label: 'Privacybeleid', to: routes.privacybeleid },
  { label: 'Cookiebeleid', to: routes.cookiebeleid },
  { label: 'Algemene voorwaarden', to: routes.algemeneVoorwaarden },
  { label: 'Sitemap', to: routes.sitemap },
];

/**
 * The pages that exist only as the end of a form, all made from one template (src/templates/thank-you.tsx) with their
 * words in content/pages/: the form the visitor came from (the parent crumb) and a second way on, beside the button
 * back to the home page. They are kept out of the search-engine sitemap.
 */
export const thankYouPages = {
  [routes.contactBedankt]: {
    parent: { label: 'Contact', to: routes.contact },
    furtherLink: { label: 'Lees onze blog', to: routes.blog },
  },
  [routes.offerteBedankt]: {
    parent: { label: 'Vrijblijvende offerte', to: routes.offerte },
    furtherLink: { label: 'Bekijk de veelgestelde vragen', to: routes.faq },
  },
  [routes.meldenBedankt]: {
    parent: reportPageLink,
    furtherLink: { label: 'Volg uw melding', to: routes.meldenStatus },
  },
} as const satisfies Partial<Record<RoutePath, { parent: NavLink; furtherLink: NavLink }>>;
export type ThankYouRoute = keyof typeof thankYouPages;
export const thankYouRoutes = Object.keys(thankYouPages) as ThankYouRoute[];

/** The pages the signed links in the firm's e-mails open: for staff, contractors and residents. */
export const signedLinkRoutes = [
  routes.meldenStatusWijzigen,
  routes.meldenDoorsturen,
  routes.aannemer,
  routes.meldenOpgelost,
  routes.meldenVolgen,
  routes.meldenAfmelden,
  routes.meldenSamenvoegen,
] as const;

/**
 * The pages whose part of their own reads a key from the link that opened it (`#sleutel=…`): the signed links' pages
 * and the resident's status look-up, which also opens from the private link in the e-mails. One template makes them.
 */
export const linkKeyRoutes = [routes.meldenStatus, ...signedLinkRoutes] as const;
export type LinkKeyRoute = (typeof linkKeyRoutes)[number];

/**
 * Routes no visitor looks for and no search engine should list: the thank-you pages, which only make sense after
 * sending a form, and the pages the signed links in the firm's e-mails open (staff, contractors, residents).
 */
export const unlistedRoutes: readonly RoutePath[] = [...thankYouRoutes, ...signedLinkRoutes];

/** Whether two paths name the same page, ignoring a trailing slash and a hash. */
export function isSamePage(a: string, b: string): boolean {
  const norm = (p: string) => {
    const path = p.split('#')[0].split('?')[0];
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  };
  return norm(a) === norm(b);
}
