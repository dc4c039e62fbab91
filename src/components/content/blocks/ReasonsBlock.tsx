import * as React from 'react';
import { WhyChooseUsSection } from '../../common/WhyChooseUsSection';
import { SentenceWithLink } from './SentenceWithLink';
import type { BlockProps, BlockView } from './blockView';

function ReasonsBlock({ block }: BlockProps<'reasons'>) {
  return (
    <WhyChooseUsSection reasons={block.items} tone={block.tone}>
      {(block.intro || block.link) && <SentenceWithLink text={block.intro} link={block.link} />}
    </WhyChooseUsSection>
  );
}

export const reasonsBlock: BlockView<'reasons'> = { Band: ReasonsBlock, holdsAsides: false };
