import * as React from 'react';
import { VacancyList } from '../VacancyList';
import { BlockSection } from './BlockSection';
import type { BlockProps, BlockView } from './blockView';

function VacanciesBlock({ block, asides, sources }: BlockProps<'vacancies'>) {
  return (
    <BlockSection block={block}>
      <VacancyList vacancies={sources.vacancies} />
      {asides}
    </BlockSection>
  );
}

export const vacanciesBlock: BlockView<'vacancies'> = { Band: VacanciesBlock, holdsAsides: true };
