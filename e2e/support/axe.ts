import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules of WCAG 2.2 level AA (and the levels below it), as axe tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on the page (or within `include`), as 'rule: targets' lines, measured on a still
 * page: a button caught mid-transition after a click (a filter turning from outlined to filled) shows blended
 * colours that axe reports as low contrast. Endless animations (none today) are not waited for.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Bands off screen are not painted yet (content-visibility: auto), so axe could not see their colours: render them
  // all, as they are once the visitor scrolls there.
  await page.addStyleTag({ content: '#main-content section { content-visibility: visible !important; }' });
  // Legacy mode runs axe in the page itself. The default opens a second, blank page per scan to merge the results of
  // cross-origin frames, ~1–1.5 s each on this machine; the pages scanned have no such frame (the map only comes
  // after consent, from a host the tests cannot reach).
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
