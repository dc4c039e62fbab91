import type { PageBlockType } from '../../../lib/content/pageBlocks';
import { calloutBlock } from './CalloutBlock';
import { cardsBlock } from './CardsBlock';
import { checklistBlock } from './ChecklistBlock';
import { ctaBlock } from './CtaBlock';
import { emergencyBlock } from './EmergencyBlock';
import { officesBlock } from './OfficesBlock';
import { proseBlock } from './ProseBlock';
import { reasonsBlock } from './ReasonsBlock';
import { statsBlock } from './StatsBlock';
import type { BlockView } from './blockView';
import { vacanciesBlock } from './VacanciesBlock';

export type { BlockSources } from './blockView';

/** Every block a writer may put on a page (PAGE_BLOCK_TYPES), and how it shows: a new block is a file and a line here. */
export const BLOCK_VIEWS: { readonly [T in PageBlockType]: BlockView<T> } = {
  prose: proseBlock,
  callout: calloutBlock,
  cards: cardsBlock,
  checklist: checklistBlock,
  stats: statsBlock,
  emergency: emergencyBlock,
  reasons: reasonsBlock,
  offices: officesBlock,
  vacancies: vacanciesBlock,
  cta: ctaBlock,
};
