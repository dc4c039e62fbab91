import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING, STATS, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { navAncestors } from '../../lib/breadcrumbs';
import { routes } from '../../lib/routes';
import { PageHero } from '../common/PageHero';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { CompactCheckList } from '../common/CheckList';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';

const ANCESTORS = navAncestors(routes.syndicusAssistentiewoningen);

const roles = [
  {
    title: 'De syndicus',
    items: [
      'beheert de gemeenschappelijke delen van het gebouw',
      'organiseert de algemene vergadering en voert de beslissingen uit',
      'voert de boekhouding van de VME, op rekeningen op naam van de VME',
      'zorgt voor onderhoud, herstellingen en verzekeringen van het gebouw',
    ],
  },
  {
    title: 'De beheersinstantie of uitbater',
    items: [
      'sluit de verblijfsovereenkomst met de bewoners',
      'staat in voor de dienstverlening aan de bewoners, zoals de woonassistent',
      'is het eerste aanspreekpunt voor vragen over zorg en dienstverlening',
    ],
  },
];

const reasons = [
  `Al ${YEARS_OF_EXPERIENCE_CLAIM} ervaring met het beheer van mede-eigendommen`,
  `${STATS.buildings} beheerde gebouwen en ${STATS.residents} tevreden bewoners`,
  'Vlot en constructief overleg met beheersinstanties en uitbaters',
  'Gelden van de VME op rekeningen op naam van de VME, volgens de deontologische code van het BIV',
  `${STATS.professionals} professionals in ${STATS.offices} kantoren, dicht bij uw gebouw`,
];

export function SyndicusAssistentiewoningenContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        heading={'Assistentie\u00ADwoningen'}
        breadcrumbs={ANCESTORS}
        lead="Een groep van assistentiewoningen is een mede-eigendom met een bijzondere bestemming. Wij beheren het gebouw en werken nauw samen met de beheersinstantie of uitbater, zodat de bewoners rustig en veilig kunnen wonen."
      />

      <Section id="groepen-van-assistentiewoningen" title="Wat is een groep van assistentiewoningen?">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/care-residence.png"
              alt="Tekening van een groep assistentiewoningen: twee vleugels met franse balkons rond een glazen inkomhal, en een tuin met banken, een bloemenbak en een wandelpad"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              Sinds 1 januari 2013 spreken we in Vlaanderen niet langer van serviceflats, maar van groepen van
              assistentiewoningen. Vanaf 1 januari 2020 gelden bovendien nieuwe erkenningsregels, op basis van het
              Woonzorgdecreet van 15 februari 2019. Een erkende groep biedt onder meer een woonassistent, een
              alarmsysteem dat dag en nacht werkt, crisis- en overbruggingszorg en een gemeenschappelijke ruimte.
            </p>
            <p>
              Wanneer de woningen aan verschillende eigenaars toebehoren, brengen die eigenaars hun woning onder bij een
              beheersinstantie of uitbater, die de verblijfsovereenkomst met de bewoner sluit. Het gebouw zelf is dan
              een mede-eigendom, met een vereniging van mede-eigenaars (VME) en een syndicus. Daar komen wij in beeld:
              als wettelijke vertegenwoordiger van de VME voeren wij de beslissingen van de algemene vergadering uit en
              zorgen wij voor het gebouw.
            </p>
          </Prose>
        </ProseWithIllustration>
      </Section>

      <Section
        id="rolverdeling"
        title="Een duidelijke rolverdeling"
        tone="mist"
        intro="In de praktijk ziet de taakverdeling er meestal zo uit. De precieze afspraken verschillen van gebouw tot gebouw."
      >
        <Grid container spacing={3} sx={{ mb: 4 }}>
          {roles.map((role) => (
            <Grid key={role.title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {role.title}
                </Typography>
                <CompactCheckList items={role.items} />
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Prose>
          <p>
            Wij houden rekening met de documenten die in de groep van assistentiewoningen gelden, zoals de
            verblijfsovereenkomst en de interne afsprakennota. Met de beheersinstantie overleggen wij op geregelde
            tijdstippen. Werken in de gemeenschappelijke delen stemmen wij vooraf af, zodat de bewoners er zo weinig
            mogelijk hinder van ondervinden, en meldingen komen snel bij de juiste partij terecht.
          </p>
        </Prose>
      </Section>

      <Section id="mandaat" title="Zo werkt het mandaat" tone="sand">
        <Prose>
          <h3>Start van het mandaat</h3>
          <p>
            De algemene vergadering van de mede-eigenaars stelt ons aan met een schriftelijk contract, voor maximaal
            drie jaar. Verlengen kan alleen met een uitdrukkelijke beslissing van de algemene vergadering. Bij de start
            registreren wij ons in de KBO onder het nummer van de VME, nemen wij het dossier over en maken wij kennis
            met de beheersinstantie.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            Minstens één keer per jaar komen de mede-eigenaars samen. Niet elke eigenaar woont zelf in het gebouw;
            daarom zorgen wij voor een duidelijke uitnodiging en een heldere toelichting bij elk agendapunt, zodat
            iedereen met kennis van zaken kan beslissen.
          </p>
          <h3>Rekeningen, begroting en reservefonds</h3>
          <p>
            Wij stellen een jaarlijkse begroting op, maken transparante afrekeningen en houden werkkapitaal en
            reservekapitaal gescheiden. Zodra de voorlopige oplevering van de gemeenschappelijke delen minstens vijf
            jaar geleden is, is een reservefonds in de regel wettelijk verplicht. Zo kan de VME grotere werken,
            bijvoorbeeld aan de lift, rustig plannen.
          </p>
          <h3>Technische opvolging</h3>
          <p>
            Liften, toegangsdeuren, verlichting en brandveiligheid van de gemeenschappelijke delen verdienen in een
            gebouw waar ouderen wonen extra aandacht. Wij volgen onderhoud, keuringen en herstellingen nauwgezet op.
          </p>
          <h3>Noodgevallen</h3>
          <p>
            Voor dringende technische problemen in de gemeenschappelijke delen, zoals een waterlek of een defecte
            toegangsdeur, is ons noodnummer <EmergencyNumberLink /> dag en nacht bereikbaar. {EMERGENCY_WARNING} Voor
            zorgvragen gebruiken bewoners het alarmsysteem van de groep van assistentiewoningen.
          </p>
        </Prose>
      </Section>

      <WhyChooseUsSection reasons={reasons}>
        Beheert u een klassiek appartementsgebouw? Lees dan meer over ons beheer van{' '}
        <Link href={routes.syndicusAppartementen} underline="always">
          appartementsgebouwen
        </Link>
        .
      </WhyChooseUsSection>

      <CallToAction />
    </>
  );
}
