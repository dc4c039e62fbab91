import * as React from 'react';
import type { BlogCategory } from '../../lib/content/blogCategories';
import { routes } from '../../lib/routes';
import { CallToAction, PageHero } from '../common/sharedIslands';
import { Section } from '../common/Section';
import { BlogCardGrid, type BlogCardData } from './BlogCard';
import { BlogCategoryNav } from './BlogCategoryNav';

interface BlogListingProps {
  /** The <h1>: the overview's title (content/pages/blog.md), or 'Blog: <categorie>' on a category page. */
  title: string;
  /** The <h1> as shown, when it differs from the title (soft hyphens). */
  heading?: string;
  /** From content/pages/blog.md, on the overview and on every category page. */
  lead: string;
  /** The category page shown, or null for /blog. */
  active: BlogCategory | null;
  articles: readonly BlogCardData[];
  /** Number of articles per category, and in all. */
  counts: Record<string, number>;
  total: number;
}

/** The blog overview, newest first; category pages show the same with one category. */
export function BlogListing({ title, heading, lead, active, articles, counts, total }: BlogListingProps) {
  return (
    <>
      <PageHero
        title={title}
        heading={heading}
        lead={lead}
        breadcrumbs={active ? [{ label: 'Blog', to: routes.blog }] : []}
      />
      <Section
        id="artikels"
        title={active ? `Artikels over ${active.toLowerCase()}` : 'Alle artikels'}
        intro={`${articles.length} ${articles.length === 1 ? 'artikel' : 'artikels'}, het nieuwste eerst.`}
      >
        <BlogCategoryNav active={active} counts={counts} total={total} />
        <BlogCardGrid articles={articles} headingLevel="h3" />
      </Section>
      <CallToAction />
    </>
  );
}
