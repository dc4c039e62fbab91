import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { firm } from '../config/firm';
import { blogCategoryPath, isBlogCategory, type BlogCategory } from '../lib/content/blogCategories';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { BlogCardGrid } from '../components/blog/BlogCard';
import { BlogCategoryNav } from '../components/blog/BlogCategoryNav';
import { toBlogCard } from '../components/blog/blogCardFragment';
import { Seo } from '../components/seo/Seo';

interface BlogListContext {
  categories: string[];
  category: string | null;
}

export const query = graphql`
  query BlogList($categories: [String!]!) {
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

const LEAD =
  'Praktische kennis over wonen en ondernemen in mede-eigendom, helder uitgelegd voor mede-eigenaars, raden van mede-eigendom en projectontwikkelaars.';

function activeCategory(context: BlogListContext): BlogCategory | null {
  return context.category && isBlogCategory(context.category) ? context.category : null;
}

/** The blog overview, newest first; category pages use the same template with one category. */
export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const active = activeCategory(pageContext);
  const counts = Object.fromEntries(data.all.group.map((g) => [g.fieldValue, g.totalCount]));
  const articles = data.posts.nodes.map(toBlogCard);
  return (
    <>
      <PageHero
        title={active ? `Blog: ${active}` : 'Blog'}
        lead={LEAD}
        breadcrumbs={active ? [{ label: 'Blog', to: routes.blog }] : []}
      />
      <Section id="artikels" title={active ? `Artikels over ${active.toLowerCase()}` : 'Alle artikels'} intro={`${articles.length} ${articles.length === 1 ? 'artikel' : 'artikels'}, het nieuwste eerst.`}>
        <BlogCategoryNav active={active} counts={counts} total={data.all.totalCount} />
        <BlogCardGrid articles={articles} headingLevel="h3" />
      </Section>
      <CallToAction />
    </>
  );
}

export function Head({ pageContext }: HeadProps<Queries.BlogListQuery, BlogListContext>) {
  const active = activeCategory(pageContext);
  return active ? (
    <Seo
      title={`Blog: ${active}`}
      description={`Artikels van ${firm.name} over ${active.toLowerCase()} in mede-eigendom.`}
      path={blogCategoryPath(active)}
      breadcrumb={{ name: `Blog: ${active}`, ancestors: [{ label: 'Blog', to: routes.blog }] }}
    />
  ) : (
    <Seo
      title="Blog"
      description={`Artikels van ${firm.name} over mede-eigendom: de syndicus, de algemene vergadering, het reservefonds, verzekeringen, renovatie en laadpalen.`}
      path={routes.blog}
      breadcrumb={{ name: 'Blog' }}
    />
  );
}
