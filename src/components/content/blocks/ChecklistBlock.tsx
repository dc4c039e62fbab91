import * as React from 'react';
import { CheckList } from '../../common/CheckList';
import { titledBlockView } from './bands';

export const checklistBlock = titledBlockView<'checklist'>(({ block }) => <CheckList items={block.items} />);
