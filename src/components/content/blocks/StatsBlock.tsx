import * as React from 'react';
import { StatFigures } from '../../common/StatFigures';
import { titledBlockView } from './bands';

export const statsBlock = titledBlockView<'stats'>(({ block }) => <StatFigures figures={block.figures} />);
