import { graphql } from 'gatsby';
import type { PageBlock } from '../../lib/content/pageBlocks';

/**
 * The words of a page whose structure is code (see src/lib/content/codePages.ts), from its file in content/pages/.
 * Each such page queries `texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "<route>" } })`.
 */
export const query = graphql`
  # Every field of a block, for composed pages and code pages alike.
  fragment PageBlockFields on PageBlock {
    type
    section
    id
    tone
    illustration
    illustrationAlt
    title
    text
    intro
    nonUrgentText
    closingText
    withGuide
    link {
      label
      to
    }
    columns
    numbered
    cards {
      title
      text
      icon
    }
    items
    figures {
      value
      label
    }
  }

  # The frontmatter every file in content/pages/ has (pageFrontmatterSchema), composed page or code page.
  fragment PageFrontmatterFields on MarkdownRemarkFrontmatter {
    title
    heading
    lead
    seoTitle
    description
    blocks {
      ...PageBlockFields
    }
  }

  fragment CodePageTexts on MarkdownRemark {
    bodyHtml
    fields {
      sourceFile
    }
    frontmatter {
      ...PageFrontmatterFields
      sections
    }
  }
`;

export interface CodePageTexts<Sections = undefined> {
  title: string;
  /** The <h1> when it differs from the title (soft hyphens). */
  heading?: string;
  lead: string;
  seoTitle: string;
  description: string;
  /** Shown after the page's own part, in order. */
  blocks: PageBlock[];
  /** The Markdown body as HTML: the sections the prose blocks show. */
  html: string;
  sections: Sections;
}

/**
 * GraphQL answers null for a field a block does not use, and a field a writer emptied in the CMS is ''; the blocks'
 * types say both are absent (the build validated them that way, see withoutEmptyFields).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== '')
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

/**
 * The texts as the page's components use them. The build validated the file against the page's schema
 * (codePages.ts, pageBlocks.ts), so the casts only narrow what GraphQL widened; a missing file stops the build.
 */
export function codePageTexts<Sections = undefined>(
  node: Queries.CodePageTextsFragment | null | undefined,
  route: string,
): CodePageTexts<Sections> {
  const fm = node?.frontmatter;
  if (!node || !fm)
    throw new Error(`De tekst van ${route} ontbreekt: voeg een bestand met 'route: "${route}"' toe in content/pages/.`);
  return {
    title: fm.title ?? '',
    heading: fm.heading || undefined,
    lead: fm.lead ?? '',
    seoTitle: fm.seoTitle || fm.title || '',
    description: fm.description ?? '',
    blocks: withoutNulls(fm.blocks ?? []) as PageBlock[],
    html: node.bodyHtml,
    sections: withoutNulls(fm.sections) as Sections,
  };
}
