import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Typography from '@mui/material/Typography';
import { formatDutchDate } from '../lib/content/dutchDate';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { MarkdownBody } from '../components/content/MarkdownBody';
import { Seo } from '../components/seo/Seo';

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
    <>
      <PageHero title={fm.title ?? ''} lead={fm.lead ?? undefined} />
      <Section>
        <Typography id="legal-updated" sx={{ color: 'text.secondary', mb: 3 }}>
          Laatst bijgewerkt op <time dateTime={fm.updated ?? ''}>{formatDutchDate(fm.updated ?? '')}</time>
        </Typography>
        <MarkdownBody html={data.page.bodyHtml} />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.LegalPageQuery>) {
  const fm = data.page?.frontmatter;
  return <Seo title={fm?.title ?? ''} description={fm?.description ?? ''} path={data.page?.fields?.path ?? '/'} breadcrumb={{ name: fm?.title ?? '' }} />;
}
