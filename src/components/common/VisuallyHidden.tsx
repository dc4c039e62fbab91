import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';

/** Text for screen readers only, e.g. '(opent in nieuw tabblad)'. */
export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

export const NEW_TAB_HINT = ' (opent in nieuw tabblad)';

/** Out of sight, still read (MUI's visuallyHidden). */
export const visuallyHiddenRules: ClassRules = {
  '.visually-hidden': {
    border: 0,
    clipPath: 'inset(50%)',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    padding: 0,
    position: 'absolute',
    whiteSpace: 'nowrap',
    width: '1px',
  },
};
