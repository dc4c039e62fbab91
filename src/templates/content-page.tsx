import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { navAncestors } from '../lib/breadcrumbs';
import type { PageBlock } from '../lib/content/pageBlocks';
import { Seo } from '../components/seo/Seo';
import { withoutNulls } from '../components/content/codePageTexts';
import { island } from '../runtime';

const ContentPage = island(() => import('../components/content/ContentPage').then((m) => m.ContentPage), 'never');

export const query = graphql`
  query ContentPage($id: String!, $illustrations: [String!]!) {
    page: markdownRemark(id: { eq: $id }) {
      bodyHtml
      fields {
        path
      }
      frontmatter {
        ...PageFrontmatterFields
      }
    }
    illustrations: allFile(filter: { sourceInstanceName: { eq: "images" }, name: { in: $illustrations } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 560, formats: [AVIF, WEBP], quality: 70)
        }
      }
    }
  }
`;

/** The service pages and Over ons, composed by writers in content/pages/ (see content/README.md). */
export default function ContentPageTemplate({ data }: PageProps<Queries.ContentPageQuery>) {
  const fm = data.page?.frontmatter;
  if (!data.page || !fm) return null;
  const illustrations = Object.fromEntries(
    data.illustrations.nodes.flatMap((node) =>
      node.childImageSharp?.gatsbyImageData
        ? [[node.name, node.childImageSharp.gatsbyImageData as IGatsbyImageData]]
        : [],
    ),
  );
  return (
    <ContentPage
      title={fm.title ?? ''}
      heading={fm.heading || undefined}
      ancestors={navAncestors(data.page.fields?.path ?? '/')}
      lead={fm.lead ?? ''}
      // The build validated every block against src/lib/content/pageBlocks.ts; GraphQL only widens the types.
      blocks={withoutNulls(fm.blocks ?? []) as PageBlock[]}
      html={data.page.bodyHtml}
      illustrations={illustrations}
    />
  );
}

export function Head({ data }: HeadProps<Queries.ContentPageQuery>) {
  const fm = data.page?.frontmatter;
  return (
    <Seo
      title={fm?.seoTitle ?? fm?.title ?? ''}
      description={fm?.description ?? ''}
      path={data.page?.fields?.path ?? '/'}
      breadcrumb={{ name: fm?.title ?? '', ancestors: navAncestors(data.page?.fields?.path ?? '/') }}
    />
  );
}
