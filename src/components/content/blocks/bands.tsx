import * as React from 'react';
import { slugify } from '../../../lib/content/blogCategories';
import { Section } from '../../common/Section';
import type { BlockOf, BlockProps, BlockSources, BlockView } from './blockView';

/** The blocks with a title of their own (and an optional id, intro and tone). */
type TitledType = 'cards' | 'checklist' | 'stats' | 'offices' | 'vacancies';
type AsideType = 'callout' | 'emergency';

interface TitledFields {
  id?: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'mist' | 'sand';
}

/**
 * A block with a title: a band under that title (its anchor the writer's id, or else made from the title) with the
 * block's body, then the callouts and emergency notes that follow it.
 */
export function titledBlockView<T extends TitledType>(
  Body: React.ComponentType<{ block: BlockOf<T>; sources: BlockSources }>,
): BlockView<T> {
  function TitledBlock({ block, asides, sources }: BlockProps<T>) {
    const { id, title, intro, tone }: TitledFields = block;
    return (
      <Section id={id ?? slugify(title)} title={title} intro={intro} tone={tone}>
        <Body block={block} sources={sources} />
        {asides}
      </Section>
    );
  }
  return { Band: TitledBlock, holdsAsides: true };
}

/**
 * A callout or an emergency note: inside the band of the block before it when that block holds asides; else (first
 * on a page, or after a block that holds none) in a band of its own.
 */
export function asideBlockView<T extends AsideType>(
  Aside: React.ComponentType<{ block: BlockOf<T> }>,
): BlockView<T> & { Aside: React.ComponentType<{ block: BlockOf<T> }> } {
  function OwnBand({ block }: BlockProps<T>) {
    const { tone }: { tone?: TitledFields['tone'] } = block;
    return (
      <Section tone={tone}>
        <Aside block={block} />
      </Section>
    );
  }
  return { Band: OwnBand, holdsAsides: false, Aside };
}
