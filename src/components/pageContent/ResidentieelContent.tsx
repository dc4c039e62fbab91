import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING, STATS, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { PageHero } from '../common/PageHero';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { TextCardGrid } from '../common/TextCardGrid';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';

const buildingTypes = [
  {
    title: 'Appartementsgebouwen',
    image: (
      <StaticImage
        src="../../images/generated/apartment-building.png"
        alt="Tekening van een appartementsgebouw met vijf bouwlagen, balkons en een bakstenen traphal, met bomen voor de deur"
        layout="constrained"
        width={600}
        aspectRatio={16 / 9}
        transformOptions={{ cropFocus: 'center' }}
        formats={['avif', 'webp']}
        quality={70}
      />
    ),
    text: 'Van een kleine residentie met enkele appartementen tot een groot gebouw met tientallen kavels: wij beheren de gemeenschappelijke delen, organiseren de algemene vergadering en houden de rekeningen van de VME helder en op orde.',
    to: routes.syndicusAppartementen,
    linkLabel: 'Meer over appartementsgebouwen',
  },
  {
    title: 'Assistentiewoningen',
    image: (
      <StaticImage
        src="../../images/generated/care-residence.png"
        alt="Tekening van een groep assistentiewoningen met een glazen inkomhal en een tuin met banken en bloemen"
        layout="constrained"
        width={600}
        aspectRatio={16 / 9}
        transformOptions={{ cropFocus: 'center' }}
        formats={['avif', 'webp']}
        quality={70}
      />
    ),
    text: 'Een groep van assistentiewoningen vraagt om extra zorg en overleg. Wij beheren de mede-eigendom en werken nauw samen met de beheersinstantie of uitbater, zodat bewoners rustig kunnen wonen.',
    to: routes.syndicusAssistentiewoningen,
    linkLabel: 'Meer over assistentiewoningen',
  },
];

const pillars = [
  {
    title: 'Administratief beheer',
    text: 'Wij roepen de algemene vergadering samen, notuleren de beslissingen en bezorgen het verslag. Uw vragen krijgen een duidelijk antwoord.',
  },
  {
    title: 'Financieel beheer',
    text: 'Begroting, afrekeningen, werkkapitaal en reservekapitaal: alles op rekeningen op naam van uw VME, gescheiden van onze eigen middelen.',
  },
  {
    title: 'Juridisch beheer',
    text: 'Als wettelijke vertegenwoordiger van de VME volgen wij de regels van de mede-eigendom op en treden wij op in en buiten rechte.',
  },
  {
    title: 'Technisch beheer',
    text: 'Wij plannen onderhoud, vragen offertes op, volgen herstellingen op en grijpen in wanneer er iets dringends gebeurt.',
  },
];

const reasons = [
  `Al ${YEARS_OF_EXPERIENCE_CLAIM} ervaring in het beheer van mede-eigendommen`,
  `${STATS.buildings} beheerde gebouwen en ${STATS.residents} tevreden bewoners`,
  `${STATS.recommendRate} van onze klanten beveelt ons aan`,
  `${STATS.professionals} professionals, verspreid over ${STATS.offices} kantoren in het Waasland, Aalst en het Meetjesland`,
  'Ingeschreven bij het BIV en gebonden aan de deontologische code van het instituut',
];

export function ResidentieelContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead="Uw syndicus voor appartementsgebouwen en groepen van assistentiewoningen. Wij zorgen ervoor dat uw mede-eigendom in goede handen is, zodat u er zorgeloos kunt wonen."
      />

      <Section id="residentieel-beheer" title="Residentieel beheer met oog voor de bewoners">
        <Prose>
          <p>
            Een gebouw in mede-eigendom is meer dan stenen, leidingen en een lift. Het is de thuis van mensen die samen
            beslissingen moeten nemen over onderhoud, kosten en investeringen. Zodra minstens twee appartementen in een
            gebouw verschillende eigenaars hebben, is een syndicus verplicht. Die rol nemen wij graag op ons.
          </p>
          <p>
            Als syndicus zijn wij de wettelijke vertegenwoordiger van de vereniging van mede-eigenaars (VME). Wij voeren
            de beslissingen van de algemene vergadering uit, beheren de gemeenschappelijke delen en zorgen voor een
            correcte boekhouding. De mede-eigenaars beslissen, wij zetten die beslissingen om in daden en houden u op de
            hoogte van elke stap.
          </p>
        </Prose>
      </Section>

      <Section
        id="soorten-gebouwen"
        title="Twee soorten residentiële gebouwen"
        tone="mist"
        intro="Elk type gebouw heeft zijn eigen aandachtspunten. Lees meer over onze aanpak voor uw gebouw."
      >
        <Grid container spacing={3}>
          {buildingTypes.map(({ title, image, text, to, linkLabel }) => (
            <Grid key={title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Box
                  sx={{
                    mx: -3,
                    mt: -3,
                    mb: 3,
                    lineHeight: 0,
                    borderBottom: '1px solid #dfe6ee',
                    overflow: 'hidden',
                    borderRadius: '10px 10px 0 0',
                  }}
                >
                  {image}
                </Box>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography sx={{ mb: 2, flexGrow: 1 }}>{text}</Typography>
                <Button variant="contained" href={to} sx={{ alignSelf: 'flex-start' }}>
                  {linkLabel}
                </Button>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="vier-pijlers" title="Vier pijlers van ons beheer" tone="sand">
        <TextCardGrid cards={pillars} size={{ xs: 12, sm: 6, md: 3 }} />
      </Section>

      <Section id="mandaat" title="Zo verloopt ons mandaat">
        <Prose>
          <h3>Start van het mandaat</h3>
          <p>
            De algemene vergadering stelt ons aan en legt de opdracht vast in een schriftelijk contract. Een mandaat
            duurt maximaal drie jaar en kan enkel door een uitdrukkelijke beslissing van de algemene vergadering worden
            verlengd. Stapt u over van een andere syndicus, dan zorgen wij voor een vlotte overdracht van het dossier.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            Minstens één keer per jaar komen de mede-eigenaars samen. Wij bereiden de agenda voor, lichten de punten
            toe, notuleren de beslissingen en voeren ze daarna uit.
          </p>
          <h3>Rekeningen, begroting en reservefonds</h3>
          <p>
            Wij stellen een jaarlijkse begroting op en maken heldere afrekeningen. Het werkkapitaal dient voor de
            periodieke kosten, het reservekapitaal voor grotere, niet-periodieke uitgaven zoals een dakrenovatie. In de
            regel is een reservefonds wettelijk verplicht zodra de voorlopige oplevering van de gemeenschappelijke delen
            minstens vijf jaar geleden is. Wij adviseren u over een haalbare opbouw.
          </p>
          <h3>Technische opvolging en noodgevallen</h3>
          <p>
            Wij volgen onderhoudscontracten, keuringen en herstellingen op. Voor dringende problemen, zoals een waterlek
            of stormschade, is ons noodnummer <EmergencyNumberLink /> dag en nacht bereikbaar. {EMERGENCY_WARNING}
          </p>
        </Prose>
      </Section>

      <WhyChooseUsSection reasons={reasons} tone="mist">
        Beheert u ook bedrijfsgebouwen of ontwikkelt u een nieuw project? Bekijk dan ook onze aanpak voor{' '}
        <Link href={routes.kmoParken} underline="always">
          KMO-parken
        </Link>{' '}
        en{' '}
        <Link href={routes.nieuwbouw} underline="always">
          nieuwbouw
        </Link>
        .
      </WhyChooseUsSection>

      <CallToAction />
    </>
  );
}
