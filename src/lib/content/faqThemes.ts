import { compareDutch } from '../text/compareDutch';

/** FAQ themes in display order; a question's `theme` must be one of these exactly. */
export const FAQ_THEMES = [
  'De syndicus',
  'Algemene vergadering',
  'Kosten en financiën',
  'Onderhoud, schade en noodgevallen',
  'Samenwerken met ons kantoor',
] as const;

export type FaqTheme = (typeof FAQ_THEMES)[number];

export interface FaqEntry {
  id: string;
  question: string;
  theme: FaqTheme;
  order: number;
  answerHtml: string;
}

/** Questions grouped by theme in display order, each theme's questions by `order`; empty themes dropped. */
export function groupFaqByTheme(entries: readonly FaqEntry[]): Array<{ theme: FaqTheme; entries: FaqEntry[] }> {
  return FAQ_THEMES.map((theme) => ({
    theme,
    entries: entries
      .filter((e) => e.theme === theme)
      .sort((a, b) => a.order - b.order || compareDutch(a.question, b.question)),
  })).filter((group) => group.entries.length > 0);
}
