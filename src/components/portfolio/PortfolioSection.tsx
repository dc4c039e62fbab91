import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import Box from '@mui/material/Box';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import type { ButtonProps } from '@mui/material/Button';
import { toPortfolioCard } from './portfolioCard';
import { PortfolioSampleNote } from './PortfolioDetails';
import type { HomeSections } from '../../lib/content/codePages';
import { island } from '../../runtime';

// The carousel's code loads when it comes near the viewport; until then the server HTML shows its first slide.
const PortfolioCarousel = island(() => import('./PortfolioCarousel').then((m) => m.PortfolioCarousel), {
  hydrate: 'visible',
  placeholderHeight: 560,
});
// A link that looks like MUI's Button, in a section that is otherwise interactive: Button's code loads only for a
// client-side render.
const ButtonLink = island(
  () => import('@mui/material/Button').then((m) => m.default as React.ComponentType<ButtonProps & { href: string }>),
  'never',
);

/** Home section 5: the new projects (isNieuw) in a carousel, sourced at build time. */
export function PortfolioSection({ texts }: { texts: HomeSections['portfolio'] }) {
  const data = useStaticQuery<Queries.PortfolioCarouselQuery>(graphql`
    query PortfolioCarousel {
      allPortfolioItem(filter: { isNieuw: { eq: true } }, sort: { order: ASC }) {
        nodes {
          ...PortfolioCardFields
          imageFile {
            childImageSharp {
              gatsbyImageData(
                width: 720
                aspectRatio: 1.5
                outputPixelDensities: [0.25, 0.5, 1, 1.5]
                placeholder: DOMINANT_COLOR
                formats: [AUTO, AVIF, WEBP]
                quality: 60
              )
            }
          }
        }
      }
    }
  `);
  const items = React.useMemo(() => data.allPortfolioItem.nodes.map(toPortfolioCard), [data]);

  return (
    <Section id="portfolio" title={texts.title} intro={texts.intro} interactive>
      <PortfolioCarousel items={items} label="Nieuwe projecten" />
      <PortfolioSampleNote items={items} />
      <Box sx={{ mt: 4 }}>
        <ButtonLink variant="outlined" href={routes.portfolio} size="large">
          Bekijk het volledige portfolio
        </ButtonLink>
      </Box>
    </Section>
  );
}
