import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import { codePageTexts } from '../components/content/codePageTexts';
import type { VacancySummary } from '../components/content/VacancyList';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { ContentBlocks, PageHero } from '../components/common/sharedIslands';

export const query = graphql`
  query VacancyList {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/vacatures" } }) {
      ...CodePageTexts
    }
    allMarkdownRemark(filter: { fields: { kind: { eq: "vacature" } } }, sort: { frontmatter: { title: ASC } }) {
      nodes {
        fields {
          path
        }
        frontmatter {
          title
          excerpt
          hours
        }
      }
    }
  }
`;

/** /vacatures: its words are in content/pages/vacatures.md, the open vacancies in content/vacatures/. */
export default function VacaturesPage({ data }: PageProps<Queries.VacancyListQuery>) {
  const texts = codePageTexts(data.texts, routes.vacatures);
  const vacancies: VacancySummary[] = data.allMarkdownRemark.nodes.map((node) => ({
    to: node.fields?.path ?? routes.vacatures,
    title: node.frontmatter?.title ?? '',
    text: node.frontmatter?.excerpt ?? '',
    hours: node.frontmatter?.hours ?? '',
  }));
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <ContentBlocks blocks={texts.blocks} html={texts.html} vacancies={vacancies} />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.VacancyListQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.vacatures} breadcrumb />;
}
