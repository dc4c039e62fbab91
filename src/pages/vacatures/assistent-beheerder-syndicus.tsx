import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../../config/firm';
import { STATS } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { VacancyPage } from '../../components/jobs/VacancyPage';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Assistent-beheerder syndicus (m/v/x)';
const DESCRIPTION = `Vacature bij ${firm.name}: als assistent-beheerder syndicus ondersteunt u onze beheerders bij het dagelijkse beheer van mede-eigendommen.`;

const tasks = [
  'U beantwoordt vragen van mede-eigenaars en bewoners, telefonisch en per e-mail.',
  'U registreert meldingen van defecten en herstellingen, schakelt de juiste aannemer in en volgt de uitvoering op tot het probleem opgelost is.',
  'U vraagt offertes op bij aannemers en leveranciers en zet ze overzichtelijk naast elkaar.',
  'U opent en volgt schadedossiers op bij de verzekeraars.',
  'U helpt bij de voorbereiding van de algemene vergaderingen: de agenda, de oproepingen en de documenten voor de mede-eigenaars.',
  'U verwerkt de notulen en zorgt dat de genomen beslissingen in de dossiers worden opgevolgd.',
  'U houdt de dossiers van de gebouwen volledig en actueel, zodat elke collega ze kan raadplegen.',
];

const profile = [
  'U hebt een bachelordiploma, bij voorkeur in vastgoed of een administratieve richting, of een gelijkwaardig niveau door ervaring.',
  'Ervaring in vastgoed of een administratieve functie is een troef, maar geen vereiste.',
  'U bent klantvriendelijk, behulpzaam en blijft rustig wanneer een bewoner met een dringend probleem belt.',
  'U werkt nauwkeurig en georganiseerd en u kunt prioriteiten stellen.',
  'U hebt een uitstekende kennis van het Nederlands, mondeling en schriftelijk.',
  'U werkt vlot met e-mail, een tekstverwerker en een rekenblad.',
  'U wilt groeien in het vak en staat open voor opleiding.',
];

const offer = [
  'Een afwisselende functie waarin u veel contact hebt met mensen.',
  'Een vast contract met een verloning die past bij uw ervaring en verantwoordelijkheden.',
  'Een grondige inwerkperiode en opleiding, met de mogelijkheid om door te groeien naar de functie van beheerder syndicus.',
  `Een team van ${STATS.professionals} professionals dat kennis deelt en elkaar helpt.`,
  'Een werkplek in een van onze kantoren in de regio.',
];

export default function VacatureAssistentPage() {
  return (
    <VacancyPage
      title={TITLE}
      lead="Wij zoeken een assistent-beheerder syndicus die onze beheerders ondersteunt en mee zorgt voor een vlotte, correcte opvolging van de gebouwen in mede-eigendom."
      tasks={tasks}
      profile={profile}
      offer={offer}
    >
      <p>
        Als assistent-beheerder syndicus bent u de rechterhand van een of meer beheerders. U neemt een groot deel van
        de dagelijkse opvolging voor uw rekening, zodat de mede-eigenaars snel een antwoord krijgen en dossiers niet
        blijven liggen.
      </p>
      <p>
        U bent vaak het eerste aanspreekpunt voor mede-eigenaars, bewoners en aannemers. Zo leert u het vak van
        syndicus van binnenuit kennen, met de steun van ervaren collega’s.
      </p>
    </VacancyPage>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.vacatureAssistent} />;
