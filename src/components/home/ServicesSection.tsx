import * as React from 'react';
import type { HomeSections } from '../../lib/content/codePages';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EuroIcon from '@mui/icons-material/Euro';
import GavelIcon from '@mui/icons-material/Gavel';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { routes } from '../../lib/routes';
import { ResponsiveImage } from '../common/ResponsiveImage';
import { Section } from '../common/Section';

/** The processed drawings of the three service cards, queried by the home page (ServiceCardImage). */
export type ServiceImages = Record<'apartments' | 'businessParks' | 'newBuilds', IGatsbyImageData>;

/** Each card's drawing at 400 px wide, 16:9: a fragment, so the home page's query asks for all three alike. */
export const serviceCardImage = graphql`
  fragment ServiceCardImage on File {
    childImageSharp {
      gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.7777777778, formats: [AVIF, WEBP], quality: 70)
    }
  }
`;

/**
 * The pictures and links of the three service cards; their words are in content/pages/startpagina.md. The drawings are
 * plain <picture>s that load lazily by themselves: GatsbyImage left their address to an inline script, so without
 * scripts (or before them) they never loaded.
 */
const services = [
  {
    to: routes.residentieel,
    image: 'apartments',
    alt: 'Tekening van een appartementsgebouw met balkons en een bakstenen traphal',
  },
  {
    to: routes.kmoParken,
    image: 'businessParks',
    alt: 'Tekening van een rij KMO-units met sectionale poorten en een parking',
  },
  {
    to: routes.nieuwbouw,
    image: 'newBuilds',
    alt: 'Tekening van een appartementsgebouw in aanbouw met een torenkraan',
  },
] as const;

/** The icons of the four pillars, in order; their words are in content/pages/startpagina.md. */
const pillarIcons = [DescriptionOutlinedIcon, EuroIcon, GavelIcon, BuildOutlinedIcon] as const;

export function ServicesSection({ texts, images }: { texts: HomeSections['services']; images: ServiceImages }) {
  const cards = services.map((service, index) => ({ ...service, ...texts.cards[index] }));
  const pillars = pillarIcons.map((Icon, index) => ({ Icon, ...texts.pillars[index] }));
  return (
    <Section id="services" title={texts.title} intro={texts.intro}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map(({ to, title, text, image, alt, linkLabel }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }} component="li">
            {/* The whole card is clickable through the link's ::after; the link's name stays short. */}
            <Box
              sx={{
                position: 'relative',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                border: '1px solid #dfe6ee',
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: '#ffffff',
                transition: 'box-shadow 150ms',
                '&:hover': { boxShadow: '0 6px 24px rgba(18,53,91,0.12)' },
                '&:focus-within': { outline: '3px solid #a8401d', outlineOffset: 2 },
              }}
            >
              <Box sx={{ lineHeight: 0, borderBottom: '1px solid #dfe6ee' }}>
                <ResponsiveImage image={images[image]} alt={alt} />
              </Box>
              <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {text}
                </Typography>
                <Link
                  href={to}
                  underline="always"
                  sx={{
                    mt: 2,
                    fontWeight: 700,
                    color: 'primary.main',
                    alignSelf: 'flex-start',
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&:focus-visible': { outline: 'none' },
                  }}
                >
                  {linkLabel} <span aria-hidden>→</span>
                </Link>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h3" component="h3" sx={{ mt: 7, mb: 3 }}>
        {texts.pillarsTitle}
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pillars.map(({ title, text, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  bgcolor: '#eef3f8',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Icon aria-hidden sx={{ color: 'primary.main' }} />
              </Box>
              <Typography variant="h4" component="h4">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
