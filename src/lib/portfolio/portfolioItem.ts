/**
 * The portfolio item of the specification (section 3) and everything about it that the browser, gatsby-node
 * and the server share. No zod here: this module ends up in the browser bundle (see parsePortfolio.ts).
 */

/** Kinds of building the site has service pages for; the portfolio page filters on them. */
export const PORTFOLIO_KINDS = ['appartementen', 'assistentiewoningen', 'kmo-park', 'nieuwbouw'] as const;
export type PortfolioKind = (typeof PORTFOLIO_KINDS)[number];

export const PORTFOLIO_KIND_LABELS: Record<PortfolioKind, { singular: string; plural: string }> = {
  appartementen: { singular: 'Appartementsgebouw', plural: 'Appartementsgebouwen' },
  assistentiewoningen: { singular: 'Assistentiewoningen', plural: 'Assistentiewoningen' },
  'kmo-park': { singular: 'KMO-park', plural: 'KMO-parken' },
  nieuwbouw: { singular: 'Nieuwbouw', plural: 'Nieuwbouw' },
};

export interface PortfolioItem {
  id: string;
  title: string;
  /** An absolute-path or http(s) URL of the image (content files may use a path relative to their folder). */
  image: string;
  location: string;
  description: string;
  /** The year the building came into our management; a string because the fallback is 'TBD'. */
  year: string;
  /** Where to read more; '#' means there is no such page. */
  detailsLink: string;
  isNieuw: boolean;
  /** Not in the specification's list: what the portfolio page filters on. Null when unknown. */
  kind: PortfolioKind | null;
  /**
   * Not in the specification's list either: an invented sample building, shown with the label 'Voorbeeld'
   * (src/lib/samples.ts). An item that does not say is treated as a sample: nothing is shown as real unless it says so.
   */
  voorbeeld: boolean;
}

/** Where the server answers the portfolio, and where it serves the images of the items. */
export const PORTFOLIO_API_PATH = '/api/portfolio';
export const PORTFOLIO_IMAGES_PATH = `${PORTFOLIO_API_PATH}/images`;
export const PORTFOLIO_PLACEHOLDER_IMAGE = `${PORTFOLIO_IMAGES_PATH}/placeholder.png`;

/** The specification's fallbacks for a missing field (they are English in the specification, and kept so). */
export const PORTFOLIO_FALLBACKS = {
  title: 'Untitled',
  image: PORTFOLIO_PLACEHOLDER_IMAGE,
  location: 'Location TBD',
  description: 'Description coming soon',
  year: 'TBD',
  detailsLink: '#',
} as const;

/** Whether an item has a page to link to. */
export function hasDetailsLink(item: Pick<PortfolioItem, 'detailsLink'>): boolean {
  return item.detailsLink !== PORTFOLIO_FALLBACKS.detailsLink;
}

/** The URL under which the server serves an image file of an item's content folder. */
export function portfolioImageUrl(itemId: string, fileName: string): string {
  return `${PORTFOLIO_IMAGES_PATH}/${encodeURIComponent(itemId)}/${encodeURIComponent(fileName)}`;
}
