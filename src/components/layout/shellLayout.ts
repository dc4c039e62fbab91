import type { ClassRules } from '../../theme/classRules';
import { TOOLBAR_HEIGHT_PX, TOP_BAR_HEIGHT_PX } from './headerMetrics';

/** The shell's layout classes: MUI's Container with maxWidth="lg", a flexible gap, and the page below the fixed header. */
export const shellLayoutRules: ClassRules = {
  '.shell-container': {
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box',
    px: { xs: 2, sm: 3 },
    maxWidth: { lg: 1200 },
  },
  '.shell-spacer': { flex: 1 },
  '.page-main': {
    outline: 'none',
    pt: { xs: `${TOOLBAR_HEIGHT_PX}px`, lg: `${TOOLBAR_HEIGHT_PX + TOP_BAR_HEIGHT_PX}px` },
    minHeight: '60vh',
  },
};
