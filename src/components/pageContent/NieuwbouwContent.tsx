import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
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
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { TextCardGrid } from '../common/TextCardGrid';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';

const steps = [
  {
    title: 'Basisakte en reglement',
    text: 'Wij denken mee over de basisakte en het reglement van mede-eigendom: zijn de gemeenschappelijke delen duidelijk omschreven, zijn de verdeelsleutels werkbaar en past het reglement van interne orde bij het gebouw?',
  },
  {
    title: 'Oprichting en registratie',
    text: 'Wij zorgen ervoor dat de VME in de Kruispuntbank van Ondernemingen (KBO) geregistreerd is en laten ons als syndicus registreren onder het nummer van de VME, uiterlijk de werkdag vóór de start van ons mandaat.',
  },
  {
    title: 'Eerste algemene vergadering',
    text: 'Wij bereiden de eerste algemene vergadering voor. De mede-eigenaars beslissen daar onder meer over de syndicus, de eerste begroting en het werkkapitaal.',
  },
  {
    title: 'Voorlopige oplevering',
    text: 'Namens de VME zijn wij aanwezig bij de voorlopige oplevering van de gemeenschappelijke delen. Wij noteren opmerkingen en gebreken en volgen op dat ze worden weggewerkt.',
  },
  {
    title: 'Definitieve oplevering',
    text: 'Bij de definitieve oplevering controleren wij of alle opmerkingen van de voorlopige oplevering afgehandeld zijn, zodat de VME met kennis van zaken kan beslissen.',
  },
  {
    title: 'Overdracht en start van de VME',
    text: 'Wij nemen plannen, handleidingen, garanties en sleutels in ontvangst, openen de rekeningen op naam van de VME en zetten verzekeringen en onderhoudscontracten op.',
  },
];

const benefits = [
  {
    title: 'Eén aanspreekpunt',
    text: 'U hoeft niet zelf elke vraag van elke koper te beantwoorden. Wij zijn het aanspreekpunt voor alles wat de gemeenschappelijke delen betreft.',
  },
  {
    title: 'Kopers die weten waar ze aan toe zijn',
    text: 'Een duidelijke begroting, heldere afspraken en een professionele syndicus geven kopers vertrouwen in hun aankoop.',
  },
  {
    title: 'Een gestructureerde oplevering',
    text: 'Wij noteren opmerkingen systematisch, namens de VME, en volgen ze op. Dat voorkomt discussies achteraf en maakt de afronding van uw project overzichtelijk.',
  },
];

const reasons = [
  `Al ${YEARS_OF_EXPERIENCE_CLAIM} ervaring met het beheer van mede-eigendommen`,
  `${STATS.buildings} beheerde gebouwen, van appartementen tot KMO-parken`,
  'Ingeschreven bij het BIV en gebonden aan de deontologische code van het instituut',
  `${STATS.professionals} professionals in ${STATS.offices} kantoren in het Waasland, Aalst en het Meetjesland`,
];

export function NieuwbouwContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead="Voor projectontwikkelaars: wij begeleiden uw project van de basisakte en de eerste algemene vergadering tot de oplevering van de gemeenschappelijke delen en een vlotte start van de vereniging van mede-eigenaars."
      />

      <Section id="vanaf-de-tekentafel" title="Een syndicus vanaf de tekentafel">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/new-build-site.png"
              alt="Tekening van een appartementsgebouw in aanbouw: een afgewerkt deel, een betonskelet met stellingen, een torenkraan die stenen aanvoert en een werfafsluiting"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              Hoe vroeger de syndicus betrokken is, hoe vlotter de mede-eigendom later draait. Keuzes in de basisakte en
              het reglement van mede-eigendom bepalen jarenlang hoe de mede-eigenaars samenleven en hoe de kosten
              verdeeld worden. Wij bekijken die documenten vanuit de praktijk van het dagelijkse beheer, zodat u
              discussies na de verkoop vermijdt.
            </p>
            <p>
              De vereniging van mede-eigenaars (VME) krijgt rechtspersoonlijkheid zodra minstens één kavel is
              overgedragen en de basisakte en het reglement van mede-eigendom zijn overgeschreven op het kantoor
              Rechtszekerheid. Vanaf dan heeft het gebouw een syndicus nodig, die als wettelijke vertegenwoordiger van
              de VME de beslissingen van de algemene vergadering uitvoert.
            </p>
          </Prose>
        </ProseWithIllustration>
      </Section>

      <Section
        id="stappenplan"
        title="Van basisakte tot een werkende VME"
        tone="mist"
        intro="Zo begeleiden wij een nieuwbouwproject, stap voor stap."
      >
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  <Box component="span" sx={{ color: 'secondary.main', mr: 1 }}>
                    {index + 1}.
                  </Box>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="voordelen" title="Wat het u als ontwikkelaar oplevert" tone="sand">
        <TextCardGrid cards={benefits} size={{ xs: 12, md: 4 }} />
      </Section>

      <Section id="mandaat" title="Zo werkt het mandaat na de start">
        <Prose>
          <h3>Wij vertegenwoordigen de VME, ook bij de oplevering</h3>
          <p>
            Ook wanneer u ons als ontwikkelaar aanbrengt, blijft de syndicus het orgaan van de vereniging van
            mede-eigenaars: hij handelt in haar belang. Bij de voorlopige en de definitieve oplevering van de
            gemeenschappelijke delen staan wij dus aan de kant van de VME: wij noteren elk gebrek dat wij vaststellen en
            volgen het op tot het is weggewerkt, ook als dat voor u meer werk betekent. Die duidelijkheid is ook in uw
            belang: kopers vertrouwen een oplevering die onafhankelijk is nagekeken.
          </p>
          <h3>Mandaat en algemene vergadering</h3>
          <p>
            Ons mandaat ligt vast in een schriftelijk contract en duurt maximaal drie jaar. Verlengen kan enkel met een
            uitdrukkelijke beslissing van de algemene vergadering. Minstens één keer per jaar komen de mede-eigenaars
            samen; wij bereiden die vergadering voor en voeren de beslissingen uit.
          </p>
          <h3>Rekeningen, begroting en reservefonds</h3>
          <p>
            Wij stellen elk jaar een begroting op en beheren werkkapitaal en reservekapitaal op aparte rekeningen op
            naam van de VME. Het wettelijk verplichte reservefonds geldt zodra de voorlopige oplevering van de
            gemeenschappelijke delen minstens vijf jaar geleden is: de VME stort dan jaarlijks minstens 5% van de gewone
            gemeenschappelijke lasten van het voorbije jaar, tenzij de algemene vergadering met een meerderheid van vier
            vijfde anders beslist. Wij bespreken met de mede-eigenaars of het zinvol is om al eerder te sparen.
          </p>
          <h3>Technische opvolging en noodgevallen</h3>
          <p>
            In de eerste jaren volgen wij gebreken nauwgezet op bij de betrokken partijen. Daarnaast zorgen wij voor
            onderhoud en keuringen. Voor dringende problemen is ons noodnummer <EmergencyNumberLink /> dag en nacht
            bereikbaar. {EMERGENCY_WARNING}
          </p>
        </Prose>
      </Section>

      <WhyChooseUsSection reasons={reasons} tone="mist">
        Bouwt u appartementen, assistentiewoningen of KMO-units? Lees meer over ons beheer van{' '}
        <Link href={routes.residentieel} underline="always">
          residentiële gebouwen
        </Link>{' '}
        en{' '}
        <Link href={routes.kmoParken} underline="always">
          KMO-parken
        </Link>
        .
      </WhyChooseUsSection>

      <CallToAction />
    </>
  );
}
