import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { firm } from '../../config/firm';
import { EMERGENCY_WARNING, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { RECOMMEND_RATE_SOURCE, statFigures } from '../../lib/stats';
import { PageHero } from '../common/PageHero';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { StatFigures } from '../common/StatFigures';
import { TextCardGrid } from '../common/TextCardGrid';
import { OfficeCards } from '../offices/OfficeCards';

const figures = [statFigures.buildings, statFigures.residents, statFigures.offices, statFigures.professionals];

const values = [
  {
    title: 'Bereikbaar',
    text: 'Tijdens de kantooruren staan wij u te woord via telefoon en e-mail. Voor dringende problemen is ons noodnummer dag en nacht bereikbaar.',
  },
  {
    title: 'Transparant',
    text: 'Begrotingen, afrekeningen en verslagen zijn helder opgesteld. Als mede-eigenaar vindt u ze terug in het eigenaarsportaal Opensyndic.',
  },
  {
    title: 'Correct',
    text: 'Wij volgen de wet en de deontologische code van het BIV. De gelden van elke VME staan op rekeningen op naam van die VME.',
  },
  {
    title: 'Dichtbij',
    text: 'Met kantoren in Sint-Niklaas en Aalst, en op afspraak in het Meetjesland, zijn wij nooit ver van de gebouwen die wij beheren.',
  },
];

export function OverOnsContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead={`Al ${YEARS_OF_EXPERIENCE_CLAIM} zorgen wij ervoor dat mede-eigendommen vlot, correct en transparant beheerd worden.`}
      />

      <Section id="wie-wij-zijn" title="Wie wij zijn">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/team-office.png"
              alt="Tekening van vier medewerkers aan een vergadertafel in een kantoor met een rek vol ordners en een groot raam met zicht op de stad"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              {firm.name} is een syndicuskantoor met een duidelijke focus: het beheer van gebouwen in mede-eigendom. Wij
              vertegenwoordigen verenigingen van mede-eigenaars (VME&apos;s) van appartementsgebouwen, groepen van
              assistentiewoningen, KMO-parken en nieuwbouwprojecten in het Waasland, de regio Aalst en het Meetjesland.
            </p>
            <p>
              Als professionele syndicus zijn wij ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV) en
              volgen wij de deontologische code van dat instituut. Dat betekent onder meer dat de gelden van elke VME op
              rekeningen op naam van die VME staan en dat onze medewerkers zich jaarlijks bijscholen.
            </p>
            <p>
              Ons team telt {statFigures.professionals.value} professionals. Elk gebouw heeft bij ons een vast
              aanspreekpunt, zodat u altijd weet bij wie u terechtkunt.
            </p>
          </Prose>
        </ProseWithIllustration>
      </Section>

      <Section id="in-cijfers" title="In cijfers" tone="mist">
        <StatFigures figures={figures} />
        <Typography sx={{ mt: 3 }}>
          <strong>
            {statFigures.recommendRate.value} {statFigures.recommendRate.label}
          </strong>{' '}
          ({RECOMMEND_RATE_SOURCE.toLowerCase()}).
        </Typography>
      </Section>

      <Section id="waar-wij-voor-staan" title="Waar wij voor staan">
        <TextCardGrid cards={values} size={{ xs: 12, sm: 6, md: 3 }} />
      </Section>

      <Section id="zo-werken-wij" title="Zo werken wij" tone="sand">
        <Prose>
          <h3>Start van het mandaat</h3>
          <p>
            De algemene vergadering van de mede-eigenaars stelt ons aan met een absolute meerderheid. Onze opdracht ligt
            vast in een schriftelijk contract van maximaal drie jaar, dat enkel met een uitdrukkelijke beslissing van de
            algemene vergadering wordt verlengd. Vóór de start laten wij ons in de KBO registreren onder het nummer van
            de VME, en komt u van een andere syndicus, dan nemen wij de overdracht van het dossier in handen.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            Minstens één keer per jaar komen de mede-eigenaars samen. Wij nodigen iedereen tijdig uit, lichten de
            agendapunten toe, notuleren de beslissingen en bezorgen het verslag binnen dertig dagen. Daarna voeren wij
            de beslissingen uit.
          </p>
          <h3>Rekeningen en reservefonds</h3>
          <p>
            Wij stellen een jaarlijkse begroting op en maken heldere afrekeningen, die de commissaris van de rekeningen
            kan nazien. Werkkapitaal en reservekapitaal staan op aparte rekeningen op naam van de VME. Zodra de
            voorlopige oplevering van de gemeenschappelijke delen minstens vijf jaar geleden is, is een reservefonds in
            de regel wettelijk verplicht; wij helpen u het af te stemmen op de werken die eraan komen.
          </p>
          <h3>Technische opvolging, dag en nacht</h3>
          <p>
            Wij beheren onderhoudscontracten, plannen keuringen en volgen herstellingen op tot ze afgerond zijn. Voor
            dringende problemen in de gemeenschappelijke delen is ons noodnummer <EmergencyNumberLink /> dag en nacht
            bereikbaar. {EMERGENCY_WARNING}
          </p>
        </Prose>
      </Section>

      <Section
        id="kantoren"
        title="Onze kantoren"
        intro="In Sint-Niklaas en Aalst bent u op weekdagen in de voormiddag welkom; in de namiddag en in het Meetjesland ontvangen we u op afspraak."
      >
        <OfficeCards />
        <Typography sx={{ mt: 4 }}>
          Wilt u ons team versterken? Bekijk onze{' '}
          <Link href={routes.vacatures} underline="always">
            openstaande vacatures
          </Link>
          .
        </Typography>
      </Section>

      <CallToAction />
    </>
  );
}
