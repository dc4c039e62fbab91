import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { StaticImage } from 'gatsby-plugin-image';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EuroIcon from '@mui/icons-material/Euro';
import GavelIcon from '@mui/icons-material/Gavel';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { routes } from '../../lib/routes';
import { Section } from '../common/Section';

const services = [
  {
    to: routes.residentieel,
    title: 'Residentieel',
    linkLabel: 'Meer over residentieel beheer',
    text: 'Syndicus voor appartementsgebouwen en groepen van assistentiewoningen: van de algemene vergadering tot het dringende herstel.',
    image: (
      <StaticImage
        src="../../images/generated/apartment-building.png"
        alt="Tekening van een appartementsgebouw met balkons en een bakstenen traphal"
        layout="constrained"
        width={400}
        aspectRatio={16 / 9}
        formats={['avif', 'webp']}
        quality={70}
      />
    ),
  },
  {
    to: routes.kmoParken,
    title: 'KMO-parken',
    linkLabel: 'Meer over KMO-parken',
    text: 'Beheer van KMO-units en bedrijvenparken in mede-eigendom: gemeenschappelijke wegen, groen, nutsvoorzieningen en afspraken.',
    image: (
      <StaticImage
        src="../../images/generated/kmo-park.png"
        alt="Tekening van een rij KMO-units met sectionale poorten en een parking"
        layout="constrained"
        width={400}
        aspectRatio={16 / 9}
        formats={['avif', 'webp']}
        quality={70}
      />
    ),
  },
  {
    to: routes.nieuwbouw,
    title: 'Nieuwbouw',
    linkLabel: 'Meer over nieuwbouw',
    text: 'Voor projectontwikkelaars: een vlotte start van de vereniging van mede-eigenaars, van de eerste vergadering tot de oplevering.',
    image: (
      <StaticImage
        src="../../images/generated/new-build-site.png"
        alt="Tekening van een appartementsgebouw in aanbouw met een torenkraan"
        layout="constrained"
        width={400}
        aspectRatio={16 / 9}
        formats={['avif', 'webp']}
        quality={70}
      />
    ),
  },
] as const;

const pillars = [
  {
    title: 'Administratief beheer',
    text: 'We roepen de algemene vergadering samen, notuleren de beslissingen en voeren ze uit, en houden het dossier van uw gebouw bij.',
    Icon: DescriptionOutlinedIcon,
  },
  {
    title: 'Financieel beheer',
    text: 'Een jaarlijkse begroting, heldere afrekeningen, opvolging van werk- en reservekapitaal op rekeningen op naam van de VME.',
    Icon: EuroIcon,
  },
  {
    title: 'Juridisch beheer',
    text: 'Wij vertegenwoordigen de VME als wettelijke vertegenwoordiger, volgen de regelgeving op en beheren de verzekeringen.',
    Icon: GavelIcon,
  },
  {
    title: 'Technisch beheer',
    text: 'Onderhoud, keuringen en herstellingen plannen en opvolgen, met offertes van vakmensen en een noodnummer voor dringende zaken.',
    Icon: BuildOutlinedIcon,
  },
] as const;

export function ServicesSection() {
  return (
    <Section
      id="services"
      title="Onze diensten"
      intro="Elk type gebouw vraagt een eigen aanpak. Wij bieden volledig syndicusbeheer, afgestemd op uw mede-eigendom."
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map(({ to, title, text, image, linkLabel }) => (
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
              <Box sx={{ lineHeight: 0, borderBottom: '1px solid #dfe6ee' }}>{image}</Box>
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
        Vier pijlers van ons beheer
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
