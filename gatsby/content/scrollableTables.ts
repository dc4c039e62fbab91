/** What a screen reader announces for the region around a writer's table. */
export const TABLE_REGION_LABEL = 'Tabel; op een smal scherm schuift u ze opzij';

/**
 * Puts each table of a writer's HTML in a region that scrolls sideways when the table is wider than a phone, instead
 * of the whole page. The region can take focus, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function wrapTablesInScrollRegions(html: string): string {
  return html
    .replace(
      /<table\b/g,
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${TABLE_REGION_LABEL}"><table`,
    )
    .replace(/<\/table>/g, '</table></div>');
}
