import * as React from 'react';
import { StatFigures } from '../../common/StatFigures';
import { BlockSection } from './BlockSection';
import type { BlockProps, BlockView } from './blockView';

function StatsBlock({ block, asides }: BlockProps<'stats'>) {
  return (
    <BlockSection block={block}>
      <StatFigures figures={block.figures} />
      {asides}
    </BlockSection>
  );
}

export const statsBlock: BlockView<'stats'> = { Band: StatsBlock, holdsAsides: true };
