import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { firm } from '../config/firm';
import { blogCategoryPath, isBlogCategory, type BlogCategory } from '../lib/content/blogCategories';
import { routes } from '../lib/routes';
import { toBlogCard } from '../components/blog/blogCardFragment';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { Seo } from '../components/seo/Seo';
import { island } from '../runtime';

const BlogListing = island(() => import('../components/blog/BlogListing').then((m) => m.BlogListing), 'never');

interface BlogListContext {
  categories: string[];
  category: string | null;
}

export const query = graphql`
  query BlogList($categories: [String!]!) {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/blog" } }) {
      ...CodePageTexts
    }
    posts: allMarkdownRemark(
      filter: { fields: { kind: { eq: "blog" } }, frontmatter: { category: { in: $categories } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...BlogCard
      }
    }
    all: allMarkdownRemark(filter: { fields: { kind: { eq: "blog" } } }) {
      group(field: { frontmatter: { category: SELECT } }) {
        fieldValue
        totalCount
      }
      totalCount
    }
  }
`;

function activeCategory(context: BlogListContext): BlogCategory | null {
  return context.category && isBlogCategory(context.category) ? context.category : null;
}

/**
 * The blog overview and the category pages; static, so its code is fetched only for a client-side render. The
 * overview's words are in content/pages/blog.md; a category page has a title of its own and the same lead.
 */
export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const counts = Object.fromEntries(data.all.group.map((g) => [g.fieldValue, g.totalCount]));
  const texts = codePageTexts(data.texts, routes.blog);
  const active = activeCategory(pageContext);
  return (
    <BlogListing
      title={active ? `Blog: ${active}` : texts.title}
      heading={active ? undefined : texts.heading}
      lead={texts.lead}
      active={active}
      articles={data.posts.nodes.map(toBlogCard)}
      counts={counts}
      total={data.all.totalCount}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogListQuery, BlogListContext>) {
  const active = activeCategory(pageContext);
  return active ? (
    <Seo
      title={`Blog: ${active}`}
      description={`Artikels van ${firm.name} over ${active.toLowerCase()} in mede-eigendom.`}
      path={blogCategoryPath(active)}
      breadcrumb={{ name: `Blog: ${active}`, ancestors: [{ label: 'Blog', to: routes.blog }] }}
    />
  ) : (
    <CodePageSeo texts={data.texts} route={routes.blog} breadcrumb />
  );
}
