/**
 * A composed page's Markdown body, rendered to HTML, cut at its `##` headings so each prose block can show its own
 * section under the block's heading. Pure, shared by the page component and its tests.
 */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Text of a rendered heading: tags dropped, named and numeric entities decoded (remark writes e.g. &#x26;). */
const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    const value = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(value) ? String.fromCodePoint(value) : entity;
  });

/** Heading text → the HTML that follows it up to the next `##` heading. */
export function splitSections(html: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = html.split(/<h2[^>]*>/).slice(1);
  for (const part of parts) {
    const end = part.indexOf('</h2>');
    if (end < 0) continue;
    sections.set(decode(part.slice(0, end)).trim(), part.slice(end + '</h2>'.length).trim());
  }
  return sections;
}
