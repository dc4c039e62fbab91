import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { firm } from '../../config/firm';
import { STATS } from '../../lib/constants';
import { offices, officeAddressHref, officeAddressLine, type OfficeId } from '../../lib/offices';
import { telHref } from '../../lib/phone';
import { routes } from '../../lib/routes';
import { statFigures } from '../../lib/stats';
import { CompactCheckList } from '../common/CheckList';
import { Section } from '../common/Section';
import { StatFigures } from '../common/StatFigures';

const buildingKinds = [
  {
    title: 'Appartementsgebouwen',
    text: 'Residenties van verschillende grootte, van een handvol appartementen tot grotere gebouwen met een raad van mede-eigendom. Hier draait alles om een vlotte samenwerking tussen de mede-eigenaars en een gezonde financiële planning.',
    tasks: [
      'algemene vergaderingen en verslagen',
      'begroting, afrekeningen en reservefonds',
      'onderhoud, herstellingen en schadedossiers',
    ],
    to: routes.syndicusAppartementen,
    linkLabel: 'Meer over appartementsgebouwen',
  },
  {
    title: 'Groepen van assistentiewoningen',
    text: 'Gebouwen waar ouderen zelfstandig wonen, met ondersteuning wanneer dat nodig is. Wij beheren de mede-eigendom in overleg met de beheersinstantie of uitbater, met respect voor de rust van de bewoners.',
    tasks: [
      'afstemming met de beheersinstantie',
      'extra aandacht voor liften en toegankelijkheid',
      'werken met zo weinig mogelijk hinder',
    ],
    to: routes.syndicusAssistentiewoningen,
    linkLabel: 'Meer over assistentiewoningen',
  },
  {
    title: 'KMO-parken en bedrijvenparken',
    text: 'KMO-units in mede-eigendom en bedrijvenparken met gemeenschappelijke wegen, groenzones, buffers en waterbeheer. Ondernemers rekenen op een terrein dat altijd bereikbaar en goed onderhouden is.',
    tasks: [
      'onderhoud van wegen, parking en groen',
      'heldere kostenverdeling tussen bedrijven',
      'samenwerking met de parkmanager',
    ],
    to: routes.kmoParken,
    linkLabel: 'Meer over KMO-parken',
  },
  {
    title: 'Nieuwbouwprojecten',
    text: 'Projecten die wij samen met de ontwikkelaar opstarten, van de basisakte tot de eerste jaren van de nieuwe VME. Een goede start legt de basis voor een mede-eigendom die jarenlang vlot draait.',
    tasks: ['eerste algemene vergadering', 'voorlopige en definitieve oplevering', 'overdracht en start van de VME'],
    to: routes.nieuwbouw,
    linkLabel: 'Meer over nieuwbouw',
  },
];

const regionText: Record<OfficeId, { title: string; text: string }> = {
  'sint-niklaas': {
    title: 'Sint-Niklaas en het Waasland',
    text: 'Vanuit ons kantoor in Sint-Niklaas beheren wij gebouwen in het Waasland.',
  },
  aalst: {
    title: 'Aalst en omgeving',
    text: 'Ons kantoor in Aalst is het aanspreekpunt voor gebouwen in Aalst en de ruime omgeving.',
  },
  meetjesland: {
    title: 'Meetjesland',
    text: 'Ons nieuwste kantoor bedient het Meetjesland. U bent er welkom op afspraak.',
  },
};

const figures = [statFigures.buildings, statFigures.residents, statFigures.offices, statFigures.professionals];

/** /portfolio below the filterable grid: the kinds of building, the regions and the firm in figures. */
export function PortfolioPageSections() {
  return (
    <>
      <Section
        id="soorten-gebouwen"
        title="Soorten gebouwen in ons beheer"
        tone="mist"
        intro="In elk gebouw zijn wij de wettelijke vertegenwoordiger van de vereniging van mede-eigenaars en voeren wij de beslissingen van de algemene vergadering uit. Wat dat in de praktijk betekent, verschilt per type gebouw."
      >
        <Grid container spacing={3}>
          {buildingKinds.map((kind) => (
            <Grid key={kind.title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {kind.title}
                </Typography>
                <Typography sx={{ mb: 1 }}>{kind.text}</Typography>
                <Typography component="p" variant="h4" sx={{ mt: 1 }}>
                  Wat wij er doen
                </Typography>
                <CompactCheckList items={kind.tasks} sx={{ flexGrow: 1 }} />
                <Button variant="outlined" href={kind.to} sx={{ alignSelf: 'flex-start', mt: 1 }}>
                  {kind.linkLabel}
                </Button>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="regio"
        title="Waar wij actief zijn"
        tone="sand"
        intro="Wij werken vanuit drie kantoren. Zo blijven wij dicht bij de gebouwen die wij beheren en zijn wij snel ter plaatse."
      >
        <Grid container spacing={3}>
          {offices.map((office) => {
            const region = regionText[office.id];
            return (
              <Grid key={office.id} size={{ xs: 12, md: 4 }}>
                <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {region.title}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>{region.text}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Kantoor {office.name}:{' '}
                    <Link href={officeAddressHref(office)} underline="always">
                      {officeAddressLine(office)}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Telefoon:{' '}
                    <Link href={telHref(office.phone)} underline="always">
                      {office.phone}
                    </Link>
                  </Typography>
                </Paper>
              </Grid>
            );
          })}
        </Grid>
      </Section>

      <Section id="in-cijfers" title={`${firm.name} in cijfers`}>
        <StatFigures figures={figures} sx={{ mb: 3 }} />
        <Typography sx={{ maxWidth: '72ch' }}>
          {STATS.recommendRate} van onze klanten beveelt ons aan. Benieuwd of uw gebouw ook bij ons past? Lees meer{' '}
          <Link href={routes.overOns} underline="always">
            over ons kantoor
          </Link>{' '}
          of bekijk onze{' '}
          <Link href={routes.residentieel} underline="always">
            residentiële diensten
          </Link>
          .
        </Typography>
      </Section>
    </>
  );
}
