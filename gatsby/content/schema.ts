import type { GatsbyNode } from 'gatsby';
import { replaceTokensDeep, replaceTokensInHtml } from '../../src/lib/content/firmTokens';
import { wrapTablesInScrollRegions } from './scrollableTables';

/**
 * Frontmatter declared up front, so queries keep working when a field or a whole collection is empty, and so
 * writers' `{{firm.…}}` tokens are filled in wherever text is read (the `@firmTokens` extension and `bodyHtml`).
 */
export function createContentSchema({
  actions,
}: Parameters<NonNullable<GatsbyNode['createSchemaCustomization']>>[0]): void {
  actions.createFieldExtension({
    name: 'firmTokens',
    extend: () => ({
      resolve(source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) {
        return replaceTokensDeep(source[info.fieldName]);
      },
    }),
  });
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter
      fields: MarkdownRemarkFields
    }
    type MarkdownRemarkFields {
      kind: String!
      slug: String!
      path: String
      sourceFile: String!
    }
    type MarkdownRemarkFrontmatter {
      title: String @firmTokens
      date: Date @dateformat
      excerpt: String @firmTokens
      image: File @fileByRelativePath
      imageAlt: String @firmTokens
      category: String
      tags: [String!]
      author: String @firmTokens
      slug: String
      lead: String @firmTokens
      datePosted: Date @dateformat
      validThrough: Date @dateformat
      employmentType: String
      office: String
      hours: String @firmTokens
      question: String @firmTokens
      theme: String
      order: Int
      description: String @firmTokens
      updated: Date @dateformat
      route: String
      heading: String @firmTokens
      seoTitle: String @firmTokens
      blocks: [PageBlock!]
      sections: JSON @firmTokens
    }
    type PageBlock {
      type: String!
      section: String
      id: String
      tone: String
      illustration: String
      illustrationAlt: String @firmTokens
      title: String @firmTokens
      text: String @firmTokens
      intro: String @firmTokens
      nonUrgentText: String @firmTokens
      closingText: String @firmTokens
      withGuide: Boolean
      link: PageLink
      cards: [PageCard!]
      columns: Int
      numbered: Boolean
      items: [String!] @firmTokens
      figures: [PageFigure!]
    }
    type PageLink {
      label: String! @firmTokens
      to: String!
    }
    type PageCard {
      title: String! @firmTokens
      text: String! @firmTokens
      icon: String
    }
    type PageFigure {
      value: String! @firmTokens
      label: String! @firmTokens
    }
  `);
}

interface ResolveInfo {
  schema: { getType(name: string): { getFields(): Record<string, { resolve?: (...args: unknown[]) => unknown }> } };
}

/** The article body as HTML with the firm's facts filled in, and its tables scrollable on a phone. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    MarkdownRemark: {
      bodyHtml: {
        type: 'String!',
        async resolve(source: unknown, args: unknown, context: unknown, info: ResolveInfo) {
          const htmlField = info.schema.getType('MarkdownRemark').getFields().html;
          const html = (await htmlField.resolve?.(source, args, context, info)) as string | undefined;
          return wrapTablesInScrollRegions(replaceTokensInHtml(html ?? ''));
        },
      },
    },
  });
};
