import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { island } from '../runtime';

const LegalDocument = island(() => import('../components/content/LegalDocument').then((m) => m.LegalDocument), 'never');

export const query = graphql`
  query LegalPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      bodyHtml
      fields {
        path
      }
      frontmatter {
        title
        lead
        description
        updated
      }
    }
  }
`;

/** Privacy policy, cookie policy and general terms, written in content/legal/. */
export default function LegalPageTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const fm = data.page?.frontmatter;
  if (!data.page || !fm) return null;
  return (
    <LegalDocument title={fm.title ?? ''} lead={fm.lead ?? null} updated={fm.updated ?? ''} html={data.page.bodyHtml} />
  );
}

export function Head({ data }: HeadProps<Queries.LegalPageQuery>) {
  const fm = data.page?.frontmatter;
  return (
    <Seo
      title={fm?.title ?? ''}
      description={fm?.description ?? ''}
      path={data.page?.fields?.path ?? '/'}
      breadcrumb={{ name: fm?.title ?? '' }}
    />
  );
}
