import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import { firm } from '../../config/firm';
import { STATS } from '../../lib/constants';
import { offices, officeAddressLine } from '../../lib/offices';
import { telHref } from '../../lib/phone';
import { routes } from '../../lib/routes';
import { PageHero } from '../../components/common/PageHero';
import { Prose, Section } from '../../components/common/Section';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Beheerder syndicus (m/v/x)';
const DESCRIPTION = `Vacature bij ${firm.name}: als beheerder syndicus beheert u zelfstandig een portefeuille van gebouwen in mede-eigendom. Solliciteer per e-mail.`;

const applyOffice = offices.find((o) => o.id === 'sint-niklaas') ?? offices[0];
const officeNames = offices.map((o) => o.name);
const officeList = `${officeNames.slice(0, -1).join(', ')} of ${officeNames[officeNames.length - 1]}`;
const mailSubject = encodeURIComponent(`Sollicitatie ${TITLE}`);

export default function VacatureBeheerderPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        breadcrumbs={[{ label: 'Vacatures', to: routes.vacatures }]}
        lead="Wij zoeken een beheerder syndicus die zelfstandig een portefeuille van gebouwen in mede-eigendom beheert en voor de mede-eigenaars het vaste aanspreekpunt is."
      >
        <Box
          component="dl"
          sx={{ mt: 3, mb: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, color: '#eef3f8', '& dt': { fontWeight: 700, color: '#ffffff' }, '& dd': { m: 0 } }}
        >
          <dt>Standplaats</dt>
          <dd>Een van onze kantoren: {officeList}</dd>
          <dt>Solliciteren</dt>
          <dd>Per e-mail naar {firm.jobsEmail}</dd>
        </Box>
      </PageHero>

      <Section title="De functie">
        <Prose>
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
        </Prose>
      </Section>

      <Section title="Uw taken" tone="mist">
        <Prose>
          <ul>
            <li>
              U bereidt de algemene vergaderingen voor, roept ze bijeen en woont ze bij. U stelt de notulen op en bezorgt
              ze tijdig aan alle mede-eigenaars.
            </li>
            <li>
              U voert de beslissingen van de algemene vergadering uit en houdt de mede-eigenaars en de raad van
              mede-eigendom op de hoogte van de voortgang.
            </li>
            <li>
              U volgt het technische beheer op: onderhoud, herstellingen en grotere werken. U vraagt offertes op,
              vergelijkt ze en begeleidt de aannemers op de werf.
            </li>
            <li>U neemt bij dringende problemen de nodige bewarende maatregelen om verdere schade te voorkomen.</li>
            <li>U behandelt schadedossiers in overleg met de verzekeraars.</li>
            <li>
              U stelt de jaarlijkse begroting mee op en bewaakt het werkkapitaal en het reservekapitaal van uw gebouwen.
            </li>
            <li>U bezorgt notarissen de nodige informatie bij de verkoop van een appartement of kavel.</li>
            <li>U begeleidt de overdracht van het dossier wanneer een nieuw gebouw aan uw portefeuille wordt toegevoegd.</li>
          </ul>
        </Prose>
      </Section>

      <Section title="Uw profiel">
        <Prose>
          <ul>
            <li>U hebt een bachelordiploma, bij voorkeur in vastgoed, of een gelijkwaardig niveau door ervaring.</li>
            <li>
              Ervaring als syndicus of in vastgoedbeheer is een stevige troef, net als een inschrijving bij het
              Beroepsinstituut van Vastgoedmakelaars (BIV).
            </li>
            <li>U kent de basisprincipes van het appartementsrecht of bent bereid die grondig onder de knie te krijgen.</li>
            <li>
              U communiceert helder en klantgericht, blijft rustig en diplomatisch wanneer de meningen verdeeld zijn en
              leidt een vergadering met overtuiging.
            </li>
            <li>U werkt zelfstandig en georganiseerd, en u houdt het overzicht over verschillende dossiers tegelijk.</li>
            <li>U hebt een uitstekende kennis van het Nederlands, mondeling en schriftelijk.</li>
            <li>U werkt vlot met e-mail, een rekenblad en beheersoftware.</li>
            <li>
              U hebt een rijbewijs B voor uw plaatsbezoeken en u bent bereid om af en toe ’s avonds een algemene
              vergadering bij te wonen.
            </li>
          </ul>
        </Prose>
      </Section>

      <Section title="Ons aanbod" tone="mist">
        <Prose>
          <ul>
            <li>Een boeiende en afwisselende functie met veel verantwoordelijkheid en contact met mensen.</li>
            <li>Een vast contract met een verloning die past bij uw ervaring en verantwoordelijkheden.</li>
            <li>Een grondige inwerkperiode en jaarlijkse bijscholing, zodat uw kennis altijd actueel blijft.</li>
            <li>Een team van {STATS.professionals} professionals dat kennis deelt en elkaar helpt.</li>
            <li>Een werkplek in een van onze kantoren, dicht bij de gebouwen die u beheert.</li>
          </ul>
        </Prose>
      </Section>

      <Section id="solliciteren" title="Solliciteren" tone="sand">
        <Prose>
          <p>
            Stuur uw cv en een korte motivatiebrief naar <Link href={`mailto:${firm.jobsEmail}`}>{firm.jobsEmail}</Link>,
            met als onderwerp ‘{TITLE}’. Wij bevestigen de ontvangst van uw kandidatuur en nemen contact met u op voor
            een eerste gesprek als uw profiel aansluit bij de functie.
          </p>
          <p>
            Solliciteert u liever per post? Stuur uw kandidatuur dan naar {firm.legalName}, kantoor {applyOffice.name},{' '}
            {officeAddressLine(applyOffice)}.
          </p>
          <p>
            Hebt u eerst nog een vraag over de functie? Bel ons tijdens de kantooruren op{' '}
            <Link href={telHref(applyOffice.phone)}>{applyOffice.phone}</Link>.
          </p>
        </Prose>
        <Box sx={{ mt: 1, mb: 3 }}>
          <Button variant="contained" href={`mailto:${firm.jobsEmail}?subject=${mailSubject}`} startIcon={<EmailIcon aria-hidden />}>
            Solliciteer per e-mail
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '72ch' }}>
          Wij behandelen uw kandidatuur vertrouwelijk en gebruiken uw gegevens uitsluitend voor deze selectieprocedure.
        </Typography>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.vacatureBeheerder} />;
