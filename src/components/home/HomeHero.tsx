import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { StaticImage } from 'gatsby-plugin-image';
import { routes } from '../../lib/routes';

/** Home section 1; the home page composes it as a 'never' island. */
export function HomeHero({ title, lead }: { title: string; lead: string }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        display: 'grid',
        bgcolor: 'primary.main',
        overflow: 'hidden',
        '& img.hero-image': { opacity: '1 !important', transition: 'none !important' },
      }}
    >
      <StaticImage
        src="../../images/generated/hero-buildings.png"
        alt=""
        layout="fullWidth"
        loading="eager"
        fetchPriority="high"
        placeholder="none"
        formats={['avif', 'webp']}
        quality={60}
        breakpoints={[480, 768, 1080, 1440, 1920]}
        style={{ gridArea: '1 / 1', maxHeight: 640 }}
        // The LCP image: shown as soon as the browser has it, not after hydration (gatsby-plugin-image fades in from opacity 0).
        imgClassName="hero-image"
        imgStyle={{ objectPosition: '70% 50%' }}
      />
      <Box
        sx={{
          gridArea: '1 / 1',
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          background:
            'linear-gradient(90deg, rgba(11,36,64,0.94) 0%, rgba(11,36,64,0.82) 45%, rgba(11,36,64,0.25) 100%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 12 } }}>
          <Typography variant="h1" sx={{ color: '#fff', maxWidth: '16ch' }}>
            {title}
          </Typography>
          <Typography
            component="p"
            sx={{ color: '#eef3f8', mt: 2.5, mb: 4, maxWidth: '52ch', fontSize: { xs: '1.1rem', md: '1.25rem' } }}
          >
            {lead}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" color="secondary" size="large" href={routes.offerte}>
              Vrijblijvende offerte
            </Button>
            <Button
              variant="outlined"
              size="large"
              href="#services"
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.8)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Ontdek onze diensten
            </Button>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
