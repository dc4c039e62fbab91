/**
 * A short text from frontmatter that links the Markdown way, `[over ons kantoor](/over-ons)`: for the few sentences
 * of a code page that carry a link but are no `##` section of a Markdown body. Pure, shared by the schema that
 * checks the targets (codePages.ts) and the component that shows the links.
 */
const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart = string | { label: string; to: string };

/** The text cut into plain pieces and links, in order. */
export function splitInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let from = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const at = match.index ?? 0;
    if (at > from) parts.push(text.slice(from, at));
    parts.push({ label: match[1], to: match[2] });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Where the text's links point, in order. */
export function inlineLinkTargets(text: string): string[] {
  return [...text.matchAll(INLINE_LINK)].map((match) => match[2]);
}
