import * as React from 'react';
import { codePageTexts } from '../content/codePageTexts';
import { Seo } from './Seo';

interface CodePageSeoProps {
  /** The page query's `texts`, read with the CodePageTexts fragment. */
  texts: Queries.CodePageTextsFragment | null | undefined;
  route: string;
  /** Keep the page out of search results (thank-you pages, the pages a signed link opens). */
  noindex?: boolean;
  /** Add a BreadcrumbList from Home to this page, named by its title (pages below Home that show breadcrumbs). */
  breadcrumb?: boolean;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/** The `Head` of a page whose words are in content/pages/: its SEO title, description and canonical URL. */
export function CodePageSeo({ texts, route, breadcrumb = false, ...seo }: CodePageSeoProps) {
  const { title, seoTitle, description } = codePageTexts(texts, route);
  return (
    <Seo
      title={seoTitle}
      description={description}
      path={route}
      breadcrumb={breadcrumb ? { name: title } : undefined}
      {...seo}
    />
  );
}
