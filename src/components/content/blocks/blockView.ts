import type * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { PageBlock, PageBlockType } from '../../../lib/content/pageBlocks';
import type { VacancySummary } from '../VacancyList';

export type BlockOf<T extends PageBlockType> = Extract<PageBlock, { type: T }>;

/** What a page gives its blocks besides their own frontmatter. */
export interface BlockSources {
  /** The page's Markdown body cut at its `##` headings: heading → HTML. */
  sections: ReadonlyMap<string, string>;
  /** The page's drawings by name (src/images/illustrations), rasterised for gatsby-plugin-image. */
  illustrations: Readonly<Record<string, IGatsbyImageData>>;
  /** The open vacancies (only on /vacatures). */
  vacancies: readonly VacancySummary[];
}

export interface BlockProps<T extends PageBlockType> {
  block: BlockOf<T>;
  /** The callouts and emergency notes right after the block, shown at the end of its band (see holdsAsides). */
  asides: React.ReactNode;
  sources: BlockSources;
}

/** How one type of block shows on a page: one of these per type, in blocks/index.ts. */
export interface BlockView<T extends PageBlockType> {
  /** The block in its band. */
  Band: React.ComponentType<BlockProps<T>>;
  /** Whether a callout or emergency note right after it shows inside its band, as part of it; else in a band of its own. */
  holdsAsides: boolean;
  /** For a callout or an emergency note: how it shows inside the band of the block before it. */
  Aside?: React.ComponentType<{ block: BlockOf<T> }>;
}
