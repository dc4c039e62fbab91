import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { relatedArticles } from '../../src/lib/content/articleSelection';
import { BLOG_CATEGORIES, blogCategoryPath } from '../../src/lib/content/blogCategories';
import { linkKeyRoutes, routes, thankYouRoutes } from '../../src/lib/routes';
import { isCodePageRoute } from '../../src/lib/content/codePages';

const template = (name: string) => path.resolve(__dirname, '../../src/templates', name);

interface ContentNode {
  id: string;
  fields: { kind: string; slug: string; path: string | null; sourceFile: string };
  frontmatter: {
    date: string | null;
    category: string | null;
    tags: string[] | null;
    blocks: Array<{ illustration: string | null }> | null;
  };
}

/** Two files that would claim one route, each named, or nothing. Pure, so it is tested on its own. */
export function findDuplicatePaths(nodes: readonly Pick<ContentNode, 'fields'>[]): string[] {
  const byPath = new Map<string, string[]>();
  for (const { fields } of nodes) {
    const key = fields.path ?? `${fields.kind}:${fields.slug}`;
    byPath.set(key, [...(byPath.get(key) ?? []), fields.sourceFile]);
  }
  return [...byPath.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) => `de slug van ${route} komt meer dan eens voor: ${files.join(', ')}`);
}

/**
 * Pages made from content/: each article, the blog overview and its category pages, each vacancy, each legal page,
 * each page composed in content/pages/ and the thank-you pages.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allMarkdownRemark: { nodes: ContentNode[] } }>(`
    query ContentPages {
      allMarkdownRemark(filter: { fields: { kind: { ne: null } } }) {
        nodes {
          id
          fields {
            kind
            slug
            path
            sourceFile
          }
          frontmatter {
            date
            category
            tags
            blocks {
              illustration
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('De inhoud kon niet gelezen worden', result.errors);
    return;
  }
  const nodes = result.data.allMarkdownRemark.nodes;
  const duplicates = findDuplicatePaths(nodes);
  if (duplicates.length) {
    reporter.panicOnBuild(`Fout in de inhoud:\n${duplicates.join('\n')}`);
    return;
  }

  const posts = nodes
    .filter((n) => n.fields.kind === 'blog')
    .map((n) => ({
      id: n.id,
      slug: n.fields.slug,
      date: n.frontmatter.date ?? '',
      category: n.frontmatter.category ?? '',
      tags: n.frontmatter.tags ?? [],
      path: n.fields.path as string,
    }));

  for (const post of posts) {
    actions.createPage({
      path: post.path,
      component: template('blog-post.tsx'),
      context: { id: post.id, relatedIds: relatedArticles(post, posts).map((r) => r.id) },
    });
  }

  actions.createPage({
    path: routes.blog,
    component: template('blog-list.tsx'),
    context: { categories: [...BLOG_CATEGORIES], category: null },
  });
  for (const category of BLOG_CATEGORIES) {
    if (!posts.some((p) => p.category === category)) continue;
    actions.createPage({
      path: blogCategoryPath(category),
      component: template('blog-list.tsx'),
      context: { categories: [category], category },
    });
  }

  // The end of each form: one template, the words in the route's file in content/pages/.
  for (const route of thankYouRoutes) {
    actions.createPage({ path: route, component: template('thank-you.tsx'), context: { route } });
  }
  // The pages a link with a key opens: one template, each with its own part (an island) and its words.
  for (const route of linkKeyRoutes) {
    actions.createPage({ path: route, component: template('link-key-page.tsx'), context: { route } });
  }

  for (const node of nodes) {
    if (node.fields.kind === 'vacature' && node.fields.path) {
      actions.createPage({ path: node.fields.path, component: template('vacancy.tsx'), context: { id: node.id } });
    }
    // A code page's texts are read by its own page in src/pages; only composed pages are made here.
    if (node.fields.kind === 'page' && node.fields.path && !isCodePageRoute(node.fields.path)) {
      // The page's drawings are queried by name from the rasterised illustrations (see src/templates/content-page.tsx).
      const illustrations = (node.frontmatter.blocks ?? []).flatMap((b) => (b.illustration ? [b.illustration] : []));
      actions.createPage({
        path: node.fields.path,
        component: template('content-page.tsx'),
        context: { id: node.id, illustrations },
      });
    }
    if (node.fields.kind === 'legal' && node.fields.path) {
      actions.createPage({ path: node.fields.path, component: template('legal-page.tsx'), context: { id: node.id } });
    }
  }
};
