import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { PageBlock, PageBlockType } from '../../lib/content/pageBlocks';
import { splitSections } from '../../lib/content/pageSections';
import type { Crumb } from '../../lib/breadcrumbs';
import { PageHero } from '../common/PageHero';
import { BLOCK_VIEWS, type BlockSources } from './blocks';
import type { BlockView } from './blocks/blockView';
import type { VacancySummary } from './VacancyList';

export interface ContentPageProps {
  title: string;
  /** The <h1> when it differs from the title (soft hyphens). */
  heading?: string;
  /** The pages above this one in the navigation, for the breadcrumbs. */
  ancestors: readonly Crumb[];
  lead: string;
  blocks: readonly PageBlock[];
  /** The Markdown body as HTML, firm tokens filled in; prose blocks show its `##` sections. */
  html: string;
  /** The page's drawings by name (src/images/illustrations), rasterised for gatsby-plugin-image. */
  illustrations: Readonly<Record<string, IGatsbyImageData>>;
}

export interface ContentBlocksProps {
  blocks: readonly PageBlock[];
  html: string;
  illustrations?: ContentPageProps['illustrations'];
  /** For a vacancies block (only on /vacatures). */
  vacancies?: readonly VacancySummary[];
}

/** A block's view; each takes the block of its own type (TypeScript cannot pair a union's members with a map's). */
const viewOf = (block: PageBlock) => BLOCK_VIEWS[block.type] as BlockView<PageBlockType>;

/** A callout or the emergency note, inside the band of the block before it, so it reads as part of it. */
function Aside({ block }: { block: PageBlock }) {
  const { Aside: View } = viewOf(block);
  return View ? <View block={block} /> : null;
}

/** One block in its band, as its view in BLOCK_VIEWS shows it. */
function Block({ block, asides, sources }: { block: PageBlock; asides: readonly PageBlock[]; sources: BlockSources }) {
  const { Band } = viewOf(block);
  const shownAsides = asides.map((aside, index) => <Aside key={index} block={aside} />);
  return <Band block={block} asides={shownAsides} sources={sources} />;
}

/** Each block with the callouts and emergency notes that follow it directly. */
function groupAsides(blocks: readonly PageBlock[]): Array<{ block: PageBlock; asides: PageBlock[] }> {
  const groups: Array<{ block: PageBlock; asides: PageBlock[] }> = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (viewOf(block).Aside && last && viewOf(last.block).holdsAsides) last.asides.push(block);
    else groups.push({ block, asides: [] });
  }
  return groups;
}

const NO_ILLUSTRATIONS: ContentPageProps['illustrations'] = {};
const NO_VACANCIES: readonly VacancySummary[] = [];

/** The blocks of a page in content/pages/, in order: the whole of a composed page below its hero, or a code page's. */
export function ContentBlocks({
  blocks,
  html,
  illustrations = NO_ILLUSTRATIONS,
  vacancies = NO_VACANCIES,
}: ContentBlocksProps) {
  const sources: BlockSources = React.useMemo(
    () => ({ sections: splitSections(html), illustrations, vacancies }),
    [html, illustrations, vacancies],
  );
  return (
    <>
      {groupAsides(blocks).map(({ block, asides }, index) => (
        <Block key={index} block={block} asides={asides} sources={sources} />
      ))}
    </>
  );
}

/** A page a writer composed in content/pages/: the hero, then each block of its frontmatter in order. */
export function ContentPage({ title, heading, ancestors, lead, blocks, html, illustrations }: ContentPageProps) {
  return (
    <>
      <PageHero title={title} heading={heading} breadcrumbs={ancestors} lead={lead} />
      <ContentBlocks blocks={blocks} html={html} illustrations={illustrations} />
    </>
  );
}
