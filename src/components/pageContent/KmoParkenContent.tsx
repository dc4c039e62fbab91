import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING, STATS, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { PageHero } from '../common/PageHero';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { TextCardGrid } from '../common/TextCardGrid';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';

const tasks = [
  {
    title: 'Wegen en parking',
    text: 'Wij laten de toegangswegen, de parking, de verlichting en de signalisatie onderhouden en herstellen, zodat klanten en leveranciers uw bedrijf vlot bereiken.',
  },
  {
    title: 'Groen en omgeving',
    text: 'Het groenonderhoud besteden wij uit via een duidelijk contract. Wij controleren de uitvoering en sturen bij waar nodig.',
  },
  {
    title: 'Poorten en installaties',
    text: 'Toegangspoorten, verlichting en andere gemeenschappelijke installaties: wij beheren de onderhoudscontracten, plannen keuringen en volgen herstellingen op.',
  },
  {
    title: 'Kosten en verdeelsleutels',
    text: 'Wij verdelen de kosten volgens de verdeelsleutels uit de statuten. Een wijziging van die verdeelsleutels vraagt een meerderheid van vier vijfde in de algemene vergadering.',
  },
  {
    title: 'Verzekeringen',
    text: 'Wij beheren de verzekeringen van de gemeenschappelijke delen en begeleiden schadedossiers, van de aangifte tot de herstelling.',
  },
  {
    title: 'Afspraken op het terrein',
    text: 'Laden en lossen, parkeren, afval: wij zien toe op de afspraken uit het reglement van interne orde en spreken gebruikers aan wanneer dat nodig is.',
  },
];

const reasons = [
  `Al ${YEARS_OF_EXPERIENCE_CLAIM} ervaring met gebouwen in mede-eigendom`,
  'Korte lijnen en een zakelijke, oplossingsgerichte aanpak',
  'Gelden van de VME op rekeningen op naam van de VME, volgens de deontologische code van het BIV',
  `${STATS.professionals} professionals en ${STATS.offices} kantoren in het Waasland, Aalst en het Meetjesland`,
  `${STATS.recommendRate} van onze klanten beveelt ons aan`,
];

export function KmoParkenContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead="Bent u eigenaar van een KMO-unit in mede-eigendom? Wij beheren de gemeenschappelijke delen van uw KMO-park, zodat u zich kunt concentreren op uw onderneming."
      />

      <Section id="kmo-units" title="KMO-units in mede-eigendom">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/kmo-park.png"
              alt="Tekening van een rij van vier KMO-units, elk met een kantoorgedeelte en een sectionale poort, met een parking, een bestelwagen en twee auto’s vooraan"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              Een KMO-unit bestaat uit een privatief deel, uw eigen bedrijfsruimte, en een aandeel in de
              gemeenschappelijke delen, zoals de toegangswegen, de parking en het groen. Voor zo&apos;n KMO-park gelden
              dezelfde regels van mede-eigendom als voor een appartementsgebouw: er is een vereniging van mede-eigenaars
              (VME), een algemene vergadering en een syndicus.
            </p>
            <p>
              Ondernemers verwachten wel iets anders dan bewoners: een terrein dat altijd vlot bereikbaar is, korte
              lijnen en kosten die helder verdeeld worden. Daar stemmen wij ons beheer op af. Als syndicus zijn wij de
              wettelijke vertegenwoordiger van de VME en voeren wij de beslissingen van de algemene vergadering uit.
            </p>
          </Prose>
        </ProseWithIllustration>
        <Paper variant="outlined" sx={{ p: 3, mt: 2, maxWidth: '72ch' }}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            Een groter bedrijventerrein?
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Beheert u een bedrijvenpark met gemeenschappelijke wegen, groenzones, bufferstroken en waterbeheer, al dan
            niet in samenwerking met een parkmanager? Dan vraagt dat een eigen aanpak.
          </Typography>
          <Button variant="outlined" href={routes.bedrijvenparken}>
            Lees meer over bedrijvenparken
          </Button>
        </Paper>
      </Section>

      <Section id="wat-wij-doen" title="Wat wij voor uw KMO-park doen" tone="mist">
        <TextCardGrid cards={tasks} size={{ xs: 12, sm: 6, md: 4 }} />
      </Section>

      <Section id="mandaat" title="Zo werkt het mandaat" tone="sand">
        <Prose>
          <h3>Start van het mandaat</h3>
          <p>
            De algemene vergadering stelt ons aan en wij leggen de opdracht vast in een schriftelijk contract. Een
            mandaat duurt maximaal drie jaar; verlengen kan enkel met een uitdrukkelijke beslissing van de algemene
            vergadering. Vóór de start registreren wij ons in de KBO onder het nummer van de VME en nemen wij het
            dossier over van de vorige syndicus.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            Minstens één keer per jaar komen de mede-eigenaars samen. Wij plannen de vergadering op een moment dat voor
            ondernemers haalbaar is, bereiden de agenda zakelijk voor en voeren de genomen beslissingen daarna uit.
          </p>
          <h3>Rekeningen, begroting en reservefonds</h3>
          <p>
            Wij stellen elk jaar een begroting op met de gewone en de verwachte buitengewone uitgaven, en maken heldere
            afrekeningen. Werkkapitaal en reservekapitaal staan op aparte rekeningen op naam van de VME. Met een goed
            opgebouwd reservefonds betaalt de VME bijvoorbeeld de heraanleg van een weg of parking zonder plotse, hoge
            bijdragen. Zodra de voorlopige oplevering van de gemeenschappelijke delen minstens vijf jaar geleden is, is
            zo&apos;n reservefonds in de regel wettelijk verplicht.
          </p>
          <h3>Technische opvolging en noodgevallen</h3>
          <p>
            Wij volgen onderhoud, keuringen en herstellingen op en houden nieuwe verplichtingen in het oog, bijvoorbeeld
            rond laadpunten bij parkings. Bij een dringend probleem, zoals een overstroming of een toegangspoort die
            niet meer opengaat, is ons noodnummer <EmergencyNumberLink /> dag en nacht bereikbaar. {EMERGENCY_WARNING}
          </p>
        </Prose>
      </Section>

      <WhyChooseUsSection reasons={reasons}>
        Plant u een nieuw KMO-project? Ook dan helpen wij u graag, van de basisakte tot de eerste algemene vergadering.
        Lees meer over onze begeleiding bij{' '}
        <Link href={routes.nieuwbouw} underline="always">
          nieuwbouw
        </Link>
        .
      </WhyChooseUsSection>

      <CallToAction />
    </>
  );
}
