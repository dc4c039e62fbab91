import * as React from 'react';
import { slugify } from '../../../lib/content/blogCategories';
import { Section } from '../../common/Section';

/** The band of a block with a title: its anchor is the writer's id, or else made from the title. */
export function BlockSection({
  block,
  children,
}: {
  block: { id?: string; title: string; intro?: string; tone?: 'plain' | 'mist' | 'sand' };
  children: React.ReactNode;
}) {
  return (
    <Section id={block.id ?? slugify(block.title)} title={block.title} intro={block.intro} tone={block.tone}>
      {children}
    </Section>
  );
}
