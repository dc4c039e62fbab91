import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { firm } from '../../config/firm';
import type { Crumb } from '../../lib/breadcrumbs';
import { absoluteUrl } from '../../lib/siteUrl';
import { breadcrumbListJsonLd, firmJsonLd } from '../../lib/structuredData';

interface SeoProps {
  /** The page's own title; the firm name is appended. */
  title: string;
  description: string;
  /** The route, e.g. '/contact'; used for the canonical URL. */
  path: string;
  /** Keep a page out of search results (thank-you pages). */
  noindex?: boolean;
  /** Open Graph type: articles say 'article'. */
  type?: 'website' | 'article';
  /** Path of a page-specific sharing image; the site's default otherwise. */
  image?: string;
  /** Structured data objects rendered as JSON-LD. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /**
   * Adds a BreadcrumbList from Home through `ancestors` to this page, named `name` (the visible page title,
   * as in the breadcrumbs of PageHero). Give it on every page below Home.
   */
  breadcrumb?: { name: string; ancestors?: readonly Crumb[] };
  /** Adds the firm with its three offices (RealEstateAgent) as JSON-LD: for the home page. */
  organization?: boolean;
  children?: React.ReactNode;
}

/** The tags every page's `Head` renders: title, description, canonical URL and Open Graph. */
export function Seo({
  title,
  description,
  path,
  noindex = false,
  type = 'website',
  image: imagePath = '/og-image.png',
  jsonLd = [],
  breadcrumb,
  organization = false,
  children,
}: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const origin = site?.siteMetadata?.siteUrl ?? '';
  const fullTitle = path === '/' ? `${firm.name} | ${title}` : `${title} | ${firm.name}`;
  const canonical = absoluteUrl(origin, encodeURI(path));
  const image = absoluteUrl(origin, imagePath);
  const structuredData = [
    ...(organization ? [firmJsonLd(origin)] : []),
    ...(breadcrumb
      ? [breadcrumbListJsonLd(origin, [...(breadcrumb.ancestors ?? []), { label: breadcrumb.name, to: path }])]
      : []),
    ...jsonLd,
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="nl_BE" />
      <meta property="og:site_name" content={firm.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
      {children}
    </>
  );
}
