import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EuroIcon from '@mui/icons-material/Euro';
import GavelIcon from '@mui/icons-material/Gavel';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { routes } from '../../lib/routes';
import { LinkBehavior } from '../../theme/LinkBehavior';
import { Section } from '../common/Section';

const services = [
  {
    to: routes.residentieel,
    title: 'Residentieel',
    text: 'Syndicus voor appartementsgebouwen en groepen van assistentiewoningen: van de algemene vergadering tot het dringende herstel.',
    Icon: ApartmentIcon,
  },
  {
    to: routes.kmoParken,
    title: 'KMO-parken',
    text: 'Beheer van KMO-units en bedrijvenparken in mede-eigendom: gemeenschappelijke wegen, groen, nutsvoorzieningen en afspraken.',
    Icon: FactoryOutlinedIcon,
  },
  {
    to: routes.nieuwbouw,
    title: 'Nieuwbouw',
    text: 'Voor projectontwikkelaars: een vlotte start van de vereniging van mede-eigenaars, van de eerste vergadering tot de oplevering.',
    Icon: ConstructionIcon,
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
        {services.map(({ to, title, text, Icon }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea component={LinkBehavior} href={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent sx={{ p: 3 }}>
                  <Icon aria-hidden sx={{ fontSize: 40, color: 'secondary.main', mb: 1 }} />
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                  <Typography component="span" sx={{ display: 'inline-block', mt: 2, fontWeight: 700, color: 'primary.main' }}>
                    Meer over {title.toLowerCase()} <span aria-hidden>→</span>
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
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
              <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: '#eef3f8', display: 'grid', placeItems: 'center' }}>
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
