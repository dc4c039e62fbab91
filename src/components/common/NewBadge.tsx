import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';

/** The 'Nieuw!' mark next to a new office or project. */
export function NewBadge() {
  return <span className="new-badge">Nieuw!</span>;
}

export const newBadgeRules: ClassRules = {
  '.new-badge': {
    display: 'inline-block',
    bgcolor: 'secondary.main',
    color: '#fff',
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1,
    px: 1,
    py: 0.5,
    borderRadius: '990px',
    verticalAlign: 'middle',
  },
};
