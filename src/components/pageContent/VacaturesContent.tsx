import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BusinessIcon from '@mui/icons-material/Business';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import { firm } from '../../config/firm';
import { STATS } from '../../lib/constants';
import { offices } from '../../lib/offices';
import { PageHero } from '../common/PageHero';
import { Prose, Section } from '../common/Section';
import { VisuallyHidden } from '../common/VisuallyHidden';

const officeNames = offices.map((o) => o.name);
const officeList = `${officeNames.slice(0, -1).join(', ')} en ${officeNames[officeNames.length - 1]}`;

const reasons = [
  {
    icon: GroupsIcon,
    title: `Een team van ${STATS.professionals} professionals`,
    text: 'U werkt samen met ervaren collega’s die elkaar helpen. Elk gebouw heeft een vast aanspreekpunt, en achter elke beheerder staat een team dat meedenkt.',
  },
  {
    icon: BusinessIcon,
    title: `${STATS.offices} kantoren in de regio`,
    text: `Wij zijn actief vanuit onze kantoren: ${officeList}. Zo werkt u dicht bij de gebouwen die u opvolgt en bij de mensen die er wonen of ondernemen.`,
  },
  {
    icon: SchoolIcon,
    title: 'Opleiding en bijscholing',
    text: 'Als erkend syndicus volgen wij de deontologische code van het Beroepsinstituut van Vastgoedmakelaars (BIV), die jaarlijkse bijscholing oplegt. Wij voorzien die opleidingen en begeleiden nieuwe collega’s bij hun start.',
  },
];

export interface VacancySummary {
  to: string;
  title: string;
  text: string;
  hours: string;
}

/** /vacatures: why work here, the open vacancies (content/vacatures) and how to apply spontaneously. */
export function VacaturesContent({ title, vacancies }: { title: string; vacancies: readonly VacancySummary[] }) {
  return (
    <>
      <PageHero
        title={title}
        lead="Wilt u werken in een sector waar geen dag hetzelfde is? Wij zoeken collega’s die graag met mensen werken en mede-eigendommen vlot en correct willen beheren."
      />

      <Section title="Waarom bij ons werken?">
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reasons.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
                <Icon aria-hidden color="primary" sx={{ fontSize: 40, mb: 1.5 }} />
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography>{text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="openstaande-vacatures"
        title="Openstaande vacatures"
        tone="mist"
        intro="Herkent u zich in een van deze functies? Lees de volledige vacature en solliciteer rechtstreeks per e-mail."
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {vacancies.map((vacancy) => (
            <Grid key={vacancy.to} size={{ xs: 12, md: 6 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
                  <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                    {vacancy.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', mb: 1 }}>{vacancy.hours}</Typography>
                  <Typography>{vacancy.text}</Typography>
                </CardContent>
                <CardActions sx={{ px: { xs: 3, md: 4 }, pb: { xs: 3, md: 4 }, pt: 0 }}>
                  <Button variant="contained" href={vacancy.to} endIcon={<ArrowForwardIcon aria-hidden />}>
                    Bekijk de vacature
                    <VisuallyHidden>: {vacancy.title}</VisuallyHidden>
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section title="Spontaan solliciteren">
        <Prose>
          <p>
            Staat de functie die u zoekt er niet bij, maar wilt u graag bij ons aan de slag? Stuur dan uw cv en een
            korte motivatie naar <Link href={`mailto:${firm.jobsEmail}`}>{firm.jobsEmail}</Link>. Wij bekijken elke
            kandidatuur met aandacht en behandelen ze vertrouwelijk.
          </p>
        </Prose>
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            href={`mailto:${firm.jobsEmail}?subject=${encodeURIComponent('Spontane sollicitatie')}`}
          >
            Stuur uw kandidatuur
          </Button>
        </Box>
      </Section>
    </>
  );
}
