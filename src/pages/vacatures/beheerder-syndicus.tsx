import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../../config/firm';
import { STATS } from '../../lib/constants';
import { routes } from '../../lib/routes';
import { VacancyPage } from '../../components/jobs/VacancyPage';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Beheerder syndicus (m/v/x)';
const DESCRIPTION = `Vacature bij ${firm.name}: als beheerder syndicus beheert u zelfstandig een portefeuille van gebouwen in mede-eigendom. Solliciteer per e-mail.`;

const tasks = [
  'U bereidt de algemene vergaderingen voor, roept ze bijeen en woont ze bij. U stelt de notulen op en bezorgt ze tijdig aan alle mede-eigenaars.',
  'U voert de beslissingen van de algemene vergadering uit en houdt de mede-eigenaars en de raad van mede-eigendom op de hoogte van de voortgang.',
  'U volgt het technische beheer op: onderhoud, herstellingen en grotere werken. U vraagt offertes op, vergelijkt ze en begeleidt de aannemers op de werf.',
  'U neemt bij dringende problemen de nodige bewarende maatregelen om verdere schade te voorkomen.',
  'U behandelt schadedossiers in overleg met de verzekeraars.',
  'U stelt de jaarlijkse begroting mee op en bewaakt het werkkapitaal en het reservekapitaal van uw gebouwen.',
  'U bezorgt notarissen de nodige informatie bij de verkoop van een appartement of kavel.',
  'U begeleidt de overdracht van het dossier wanneer een nieuw gebouw aan uw portefeuille wordt toegevoegd.',
];

const profile = [
  'U hebt een bachelordiploma, bij voorkeur in vastgoed, of een gelijkwaardig niveau door ervaring.',
  'Ervaring als syndicus of in vastgoedbeheer is een stevige troef, net als een inschrijving bij het Beroepsinstituut van Vastgoedmakelaars (BIV).',
  'U kent de basisprincipes van het appartementsrecht of bent bereid die grondig onder de knie te krijgen.',
  'U communiceert helder en klantgericht, blijft rustig en diplomatisch wanneer de meningen verdeeld zijn en leidt een vergadering met overtuiging.',
  'U werkt zelfstandig en georganiseerd, en u houdt het overzicht over verschillende dossiers tegelijk.',
  'U hebt een uitstekende kennis van het Nederlands, mondeling en schriftelijk.',
  'U werkt vlot met e-mail, een rekenblad en beheersoftware.',
  'U hebt een rijbewijs B voor uw plaatsbezoeken en u bent bereid om af en toe ’s avonds een algemene vergadering bij te wonen.',
];

const offer = [
  'Een boeiende en afwisselende functie met veel verantwoordelijkheid en contact met mensen.',
  'Een vast contract met een verloning die past bij uw ervaring en verantwoordelijkheden.',
  'Een grondige inwerkperiode en jaarlijkse bijscholing, zodat uw kennis altijd actueel blijft.',
  `Een team van ${STATS.professionals} professionals dat kennis deelt en elkaar helpt.`,
  'Een werkplek in een van onze kantoren, dicht bij de gebouwen die u beheert.',
];

export default function VacatureBeheerderPage() {
  return (
    <VacancyPage
      title={TITLE}
      lead="Wij zoeken een beheerder syndicus die zelfstandig een portefeuille van gebouwen in mede-eigendom beheert en voor de mede-eigenaars het vaste aanspreekpunt is."
      tasks={tasks}
      profile={profile}
      offer={offer}
    >
      <p>
        Als beheerder syndicus vertegenwoordigt u ons kantoor bij de verenigingen van mede-eigenaars in uw
        portefeuille: appartementsgebouwen, groepen van assistentiewoningen, KMO-parken en nieuwbouwprojecten. U zorgt
        ervoor dat de gebouwen goed onderhouden worden, dat de beslissingen van de algemene vergadering correct worden
        uitgevoerd en dat de mede-eigenaars altijd weten waar ze aan toe zijn.
      </p>
      <p>
        U werkt zelfstandig, maar nooit alleen: een assistent-beheerder ondersteunt u bij het dagelijkse werk, en u
        kunt rekenen op de ervaring van uw collega’s in al onze kantoren.
      </p>
    </VacancyPage>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.vacatureBeheerder} />;
