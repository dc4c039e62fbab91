import * as React from 'react';
import { TextCardGrid } from '../../common/TextCardGrid';
import { CARD_ICON_COMPONENTS } from '../cardIcons';
import { titledBlockView } from './bands';

export const cardsBlock = titledBlockView<'cards'>(({ block }) => (
  <TextCardGrid
    cards={block.cards.map((card) => ({ ...card, Icon: card.icon && CARD_ICON_COMPONENTS[card.icon] }))}
    size={{ xs: 12, sm: 6, md: 12 / (block.columns ?? 3) }}
    numbered={block.numbered}
  />
));
