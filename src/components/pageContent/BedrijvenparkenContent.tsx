import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING, STATS, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { PageHero } from '../common/PageHero';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { CompactCheckList } from '../common/CheckList';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { TextCardGrid } from '../common/TextCardGrid';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';

const areas = [
  {
    title: 'Gemeenschappelijke wegen',
    text: 'Wij laten de interne wegen, de verlichting en de signalisatie onderhouden en herstellen, zodat het park voor werknemers, klanten en vrachtverkeer vlot bereikbaar blijft.',
  },
  {
    title: 'Groenzones',
    text: 'Maaien, snoeien en heraanplanten gebeurt volgens een vast onderhoudsplan en de afspraken van het park. Wij controleren de uitvoering door de aannemer.',
  },
  {
    title: 'Bufferstroken',
    text: 'De buffers tussen het park en de omgeving houden wij in goede staat, zodat ze hun functie blijven vervullen voor buren en natuur.',
  },
  {
    title: 'Waterbeheer',
    text: 'Grachten, wadi’s en bufferbekkens moeten werken wanneer het hard regent. Wij plannen inspecties en ruimingen en grijpen in bij problemen.',
  },
  {
    title: 'Parkreglement',
    text: 'Wij zien toe op de naleving van het parkreglement, spreken gebruikers aan waar nodig en leggen voorstellen tot aanpassing voor aan de bedrijven.',
  },
  {
    title: 'Financiën en verzekeringen',
    text: 'Begroting, bijdragen volgens de afgesproken verdeling, heldere afrekeningen en de verzekeringen van de gemeenschappelijke infrastructuur.',
  },
];

const cooperation = [
  'duidelijke afspraken over wie wat doet',
  'een gezamenlijke planning van grotere werken',
  'één lijn in de communicatie naar de bedrijven',
  'meldingen die snel bij de juiste persoon terechtkomen',
];

const reasons = [
  `Al ${YEARS_OF_EXPERIENCE_CLAIM} ervaring met het beheer van gemeenschappelijke eigendom`,
  'Een zakelijke aanpak met oog voor de noden van ondernemers',
  'Gelden op rekeningen op naam van de vereniging, volgens de deontologische code van het BIV',
  `${STATS.professionals} professionals en ${STATS.offices} kantoren in het Waasland, Aalst en het Meetjesland`,
];

export function BedrijvenparkenContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead="Een bedrijvenpark werkt pas goed als de gemeenschappelijke infrastructuur in orde is. Wij beheren de wegen, groenzones, buffers en het waterbeheer van uw park, in overleg met de bedrijven en de parkmanager."
      />

      <Section id="bedrijvenpark" title="Van KMO-unit tot bedrijvenpark">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/business-park.png"
              alt="Tekening van een bedrijvenpark: een loods, een KMO-gebouw en een kantoorgebouw aan een interne weg met een vrachtwagen, een bomenrij als buffer en een wadi met riet"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              Op een bedrijvenpark heeft elk bedrijf zijn eigen perceel, maar delen de bedrijven de infrastructuur die
              het park bereikbaar en leefbaar maakt: de interne wegen, de groenzones, de bufferstroken naar de omgeving
              en de voorzieningen voor waterbeheer. Het beheer daarvan vraagt continuïteit, een eerlijke kostenverdeling
              en iemand die het geheel bewaakt.
            </p>
            <p>
              Niet elk park is op dezelfde manier georganiseerd. In sommige parken zijn de gemeenschappelijke percelen
              ondergebracht in een vereniging van mede-eigenaars, elders is voor een andere structuur gekozen. Daarom
              brengen wij bij de start eerst de juridische vorm en de bestaande afspraken van uw park in kaart. Pas
              daarna stellen wij een aanpak voor.
            </p>
            <p>
              Gaat het om bedrijfsruimtes die samen één gebouw of site in mede-eigendom vormen? Lees dan onze pagina
              over{' '}
              <Link href={routes.kmoParken} underline="always">
                KMO-parken
              </Link>
              .
            </p>
          </Prose>
        </ProseWithIllustration>
      </Section>

      <Section id="wat-wij-beheren" title="Wat wij beheren" tone="mist">
        <TextCardGrid cards={areas} size={{ xs: 12, sm: 6, md: 4 }} />
      </Section>

      <Section id="parkmanager" title="Samenwerken met de parkmanager" tone="sand">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Prose>
              <p>
                Heeft uw park een parkmanager? Dan werken wij graag met hem of haar samen. De parkmanager kent de
                bedrijven en hun noden, brengt ondernemers samen en trekt gezamenlijke projecten. Wij nemen het beheer
                van de gemeenschappelijke infrastructuur en de financiën voor onze rekening.
              </p>
              <p>Zo vullen beide rollen elkaar aan en weet elk bedrijf bij wie het terechtkan.</p>
            </Prose>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                Wat u van ons mag verwachten
              </Typography>
              <CompactCheckList items={cooperation} />
            </Paper>
          </Grid>
        </Grid>
      </Section>

      <Section id="mandaat" title="Zo werkt het mandaat">
        <Prose>
          <h3>Start van het mandaat</h3>
          <p>
            Wij starten met een grondige analyse van de akten, de statuten en het parkreglement. Is het park
            georganiseerd als vereniging van mede-eigenaars, dan stelt de algemene vergadering ons aan met een
            schriftelijk contract, voor maximaal drie jaar. Verlengen kan dan enkel met een uitdrukkelijke beslissing
            van de algemene vergadering, en wij registreren ons vóór de start in de KBO onder het nummer van de
            vereniging.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            In een vereniging van mede-eigenaars komen de eigenaars minstens één keer per jaar samen in de algemene
            vergadering. Wij bereiden de agenda voor, lichten de voorstellen toe en voeren de beslissingen daarna uit.
            De parkmanager betrekken wij waar dat zinvol is.
          </p>
          <h3>Rekeningen, begroting en reserves</h3>
          <p>
            Elk jaar stellen wij een begroting op en maken wij heldere afrekeningen. Wij raden aan om een reserve op te
            bouwen voor grote werken, zoals de heraanleg van een weg of het ruimen van een bufferbekken. Voor een
            vereniging van mede-eigenaars is een reservefonds in de regel wettelijk verplicht zodra de voorlopige
            oplevering van de gemeenschappelijke delen minstens vijf jaar geleden is.
          </p>
          <h3>Technische opvolging en noodgevallen</h3>
          <p>
            Wij volgen onderhoud, inspecties en herstellingen op. Bij een dringend probleem, zoals wateroverlast of een
            weg die plots onberijdbaar is, is ons noodnummer <EmergencyNumberLink /> dag en nacht bereikbaar.{' '}
            {EMERGENCY_WARNING}
          </p>
        </Prose>
      </Section>

      <WhyChooseUsSection reasons={reasons} tone="mist" />

      <CallToAction />
    </>
  );
}
