import * as React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { YEARS_OF_EXPERIENCE_CLAIM } from '../lib/constants';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { Seo } from '../components/seo/Seo';
import { deferredIsland } from '../components/layout/DeferredIsland';
import { lazyStaticIsland } from '../components/layout/StaticIsland';
import { toPortfolioCard } from '../components/portfolio/portfolioCard';

const TITLE = 'Portfolio';
const SEO_TITLE = 'Portfolio: gebouwen in ons beheer';
const DESCRIPTION =
  'Welke gebouwen wij beheren: appartementen, assistentiewoningen, KMO-parken, bedrijvenparken en nieuwbouw in het Waasland, Aalst en het Meetjesland.';

// The filterable grid loads after the page (its server HTML shows every item meanwhile); the sections
// below it are static, their code fetched only for a client-side render.
const PortfolioGrid = deferredIsland(
  () => import('../components/portfolio/PortfolioGrid').then((m) => m.PortfolioGrid),
  1200,
);
const PortfolioPageSections = lazyStaticIsland(() =>
  import('../components/portfolio/PortfolioPageSections').then((m) => m.PortfolioPageSections),
);

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const items = React.useMemo(() => data.allPortfolioItem.nodes.map(toPortfolioCard), [data]);
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Een beeld van de gebouwen die wij beheren: appartementsgebouwen, groepen van assistentiewoningen, KMO-parken, bedrijvenparken en nieuwbouwprojecten, in het Waasland, de regio Aalst en het Meetjesland."
      />

      <Section
        id="projecten"
        title="Gebouwen in ons beheer"
        intro={`Al ${YEARS_OF_EXPERIENCE_CLAIM} beheren wij gebouwen in mede-eigendom. Hieronder vindt u een selectie, met hun ligging en wat wij er als syndicus doen. Kies een soort gebouw of een gemeente om het overzicht te verfijnen.`}
        interactive
      >
        <PortfolioGrid items={items} />
      </Section>

      <PortfolioPageSections />

      <CallToAction />
    </>
  );
}

export const query = graphql`
  query PortfolioPage {
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

export const Head: HeadFC = () => <Seo title={SEO_TITLE} description={DESCRIPTION} path={routes.portfolio} />;
