import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PortfolioSections } from '../lib/content/codePages';
import { routes } from '../lib/routes';
import { Section } from '../components/common/Section';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { toPortfolioCard } from '../components/portfolio/portfolioCard';
import { island, withStyleScope } from '../runtime';
import { ContentBlocks, PageHero } from '../components/common/sharedIslands';

// The filterable grid loads after the page (its server HTML shows every item meanwhile); the sections
// below it are static, their code fetched only for a client-side render.
const PortfolioGrid = island(() => import('../components/portfolio/PortfolioGrid').then((m) => m.PortfolioGrid), {
  hydrate: 'load',
  placeholderHeight: 1200,
});
const PortfolioPageSections = island(
  () => import('../components/portfolio/PortfolioPageSections').then((m) => m.PortfolioPageSections),
  'never',
);

/** /portfolio: its words are in content/pages/portfolio.md; the grid, the offices and the figures are code. */
function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const items = React.useMemo(() => data.allPortfolioItem.nodes.map(toPortfolioCard), [data]);
  const texts = codePageTexts<PortfolioSections>(data.texts, routes.portfolio);
  const { grid } = texts.sections;
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />

      <Section id="projecten" title={grid.title} intro={grid.intro} interactive>
        <PortfolioGrid items={items} />
      </Section>

      <PortfolioPageSections texts={texts.sections} />

      <ContentBlocks blocks={texts.blocks} html={texts.html} />
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(PortfolioPage);

export const query = graphql`
  query PortfolioPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/portfolio" } }) {
      ...CodePageTexts
    }
    allPortfolioItem(sort: { order: ASC }) {
      nodes {
        ...PortfolioCardFields
        imageFile {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1.5
              outputPixelDensities: [0.5, 1, 2]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, AVIF, WEBP]
              quality: 60
            )
          }
        }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.PortfolioPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.portfolio} />;
}
