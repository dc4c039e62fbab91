import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { YEARS_OF_EXPERIENCE_CLAIM } from '../lib/constants';
import { routes } from '../lib/routes';
import { statFigures } from '../lib/stats';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { StatFigures } from '../components/common/StatFigures';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Over ons';
const DESCRIPTION = `Maak kennis met ${firm.name}: al ${YEARS_OF_EXPERIENCE_CLAIM} syndicus voor mede-eigendommen, met kantoren in Sint-Niklaas, Aalst en het Meetjesland.`;

const figures = [statFigures.buildings, statFigures.residents, statFigures.offices, statFigures.professionals];

export default function OverOnsPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead={`Al ${YEARS_OF_EXPERIENCE_CLAIM} zorgen wij ervoor dat mede-eigendommen vlot, correct en transparant beheerd worden.`}
      />
      <Section title="Wie wij zijn">
        <Prose>
          <p>
            {firm.name} is een syndicuskantoor met een duidelijke focus: het beheer van gebouwen in mede-eigendom. Wij
            vertegenwoordigen verenigingen van mede-eigenaars (VME's) van appartementsgebouwen, groepen van
            assistentiewoningen, KMO-parken en nieuwbouwprojecten.
          </p>
          <p>
            Als professionele syndicus zijn wij ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV) en
            volgen wij de deontologische code van dat instituut. Dat betekent onder meer dat de gelden van elke VME op
            rekeningen op naam van die VME staan en dat onze medewerkers zich jaarlijks bijscholen.
          </p>
        </Prose>
      </Section>
      <Section title="In cijfers" tone="mist">
        <StatFigures figures={figures} />
      </Section>
      <CallToAction />
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.overOns} breadcrumb={{ name: TITLE }} />;
