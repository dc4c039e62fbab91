import * as React from 'react';
import { CheckList } from '../../common/CheckList';
import { BlockSection } from './BlockSection';
import type { BlockProps, BlockView } from './blockView';

function ChecklistBlock({ block, asides }: BlockProps<'checklist'>) {
  return (
    <BlockSection block={block}>
      <CheckList items={block.items} />
      {asides}
    </BlockSection>
  );
}

export const checklistBlock: BlockView<'checklist'> = { Band: ChecklistBlock, holdsAsides: true };
