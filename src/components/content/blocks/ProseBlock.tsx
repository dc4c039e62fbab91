import * as React from 'react';
import { slugify } from '../../../lib/content/blogCategories';
import { ProseWithIllustration } from '../../common/ProseWithIllustration';
import { ResponsiveImage } from '../../common/ResponsiveImage';
import { Section } from '../../common/Section';
import { MarkdownBody } from '../MarkdownBody';
import type { BlockProps, BlockView } from './blockView';

/** A `##` section of the page's Markdown body under its heading, with a drawing beside it if the writer chose one. */
function ProseBlock({ block, asides, sources }: BlockProps<'prose'>) {
  const body = <MarkdownBody html={sources.sections.get(block.section) ?? ''} />;
  const image = block.illustration ? sources.illustrations[block.illustration] : undefined;
  return (
    <Section id={block.id ?? slugify(block.section)} title={block.section} tone={block.tone}>
      {image ? (
        <ProseWithIllustration illustration={<ResponsiveImage image={image} alt={block.illustrationAlt ?? ''} />}>
          {body}
        </ProseWithIllustration>
      ) : (
        body
      )}
      {asides}
    </Section>
  );
}

export const proseBlock: BlockView<'prose'> = { Band: ProseBlock, holdsAsides: true };
