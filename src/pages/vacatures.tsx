import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Vacatures';
const DESCRIPTION = `Werken bij ${firm.name}? Bekijk onze vacatures voor beheerder syndicus en assistent-beheerder syndicus in Sint-Niklaas, Aalst en het Meetjesland.`;

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const VacaturesContent = lazyStaticIsland(() =>
  import('../components/pageContent/VacaturesContent').then((m) => m.VacaturesContent),
);

export const query = graphql`
  query VacancyList {
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

export default function VacaturesPage({ data }: PageProps<Queries.VacancyListQuery>) {
  const vacancies = data.allMarkdownRemark.nodes.map((node) => ({
    to: node.fields?.path ?? routes.vacatures,
    title: node.frontmatter?.title ?? '',
    text: node.frontmatter?.excerpt ?? '',
    hours: node.frontmatter?.hours ?? '',
  }));
  return <VacaturesContent title={TITLE} vacancies={vacancies} />;
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={DESCRIPTION} path={routes.vacatures} breadcrumb={{ name: TITLE }} />
);
