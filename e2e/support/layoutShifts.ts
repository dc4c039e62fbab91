import type { Page } from '@playwright/test';

interface ShiftRecord {
  value: number;
  /** The elements that moved, each as its tag path and its rectangle before → after. */
  moved: string[];
}

/**
 * Records every layout shift from the start of the page's load (CLS as the browser reports it, without those right
 * after an input), with what moved, so that a failure names the element. Call before `goto`.
 */
export async function recordShifts(page: Page): Promise<{ all: () => Promise<ShiftRecord[]> }> {
  await page.addInitScript(() => {
    const records: ShiftRecord[] = [];
    (window as unknown as { layoutShifts: ShiftRecord[] }).layoutShifts = records;
    const path = (node: Node | null): string => {
      const parts: string[] = [];
      for (let el = node as Element | null; el && el.tagName && parts.length < 4; el = el.parentElement)
        parts.unshift(el.tagName.toLowerCase() + (el.id ? `#${el.id}` : ''));
      return parts.join('>');
    };
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          records.push({
            value: entry.value,
            moved: entry.sources.map((s) => `${path(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { all: () => page.evaluate(() => (window as unknown as { layoutShifts: ShiftRecord[] }).layoutShifts) };
}
