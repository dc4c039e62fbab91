import * as React from 'react';
import { TextCardGrid } from '../../common/TextCardGrid';
import { CARD_ICON_COMPONENTS } from '../cardIcons';
import { BlockSection } from './BlockSection';
import type { BlockProps, BlockView } from './blockView';

function CardsBlock({ block, asides }: BlockProps<'cards'>) {
  return (
    <BlockSection block={block}>
      <TextCardGrid
        cards={block.cards.map((card) => ({ ...card, Icon: card.icon && CARD_ICON_COMPONENTS[card.icon] }))}
        size={{ xs: 12, sm: 6, md: 12 / (block.columns ?? 3) }}
        numbered={block.numbered}
      />
      {asides}
    </BlockSection>
  );
}

export const cardsBlock: BlockView<'cards'> = { Band: CardsBlock, holdsAsides: true };
