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

const TITLE = 'Assistent-beheerder syndicus (m/v/x)';
const DESCRIPTION = `Vacature bij ${firm.name}: als assistent-beheerder syndicus ondersteunt u onze beheerders bij het dagelijkse beheer van mede-eigendommen.`;

const applyOffice = offices.find((o) => o.id === 'sint-niklaas') ?? offices[0];
const officeNames = offices.map((o) => o.name);
const officeList = `${officeNames.slice(0, -1).join(', ')} of ${officeNames[officeNames.length - 1]}`;
const mailSubject = encodeURIComponent(`Sollicitatie ${TITLE}`);

export default function VacatureAssistentPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        breadcrumbs={[{ label: 'Vacatures', to: routes.vacatures }]}
        lead="Wij zoeken een assistent-beheerder syndicus die onze beheerders ondersteunt en mee zorgt voor een vlotte, correcte opvolging van de gebouwen in mede-eigendom."
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
            Als assistent-beheerder syndicus bent u de rechterhand van een of meer beheerders. U neemt een groot deel van
            de dagelijkse opvolging voor uw rekening, zodat de mede-eigenaars snel een antwoord krijgen en dossiers niet
            blijven liggen.
          </p>
          <p>
            U bent vaak het eerste aanspreekpunt voor mede-eigenaars, bewoners en aannemers. Zo leert u het vak van
            syndicus van binnenuit kennen, met de steun van ervaren collega’s.
          </p>
        </Prose>
      </Section>

      <Section title="Uw taken" tone="mist">
        <Prose>
          <ul>
            <li>U beantwoordt vragen van mede-eigenaars en bewoners, telefonisch en per e-mail.</li>
            <li>
              U registreert meldingen van defecten en herstellingen, schakelt de juiste aannemer in en volgt de uitvoering
              op tot het probleem opgelost is.
            </li>
            <li>U vraagt offertes op bij aannemers en leveranciers en zet ze overzichtelijk naast elkaar.</li>
            <li>U opent en volgt schadedossiers op bij de verzekeraars.</li>
            <li>
              U helpt bij de voorbereiding van de algemene vergaderingen: de agenda, de oproepingen en de documenten voor
              de mede-eigenaars.
            </li>
            <li>U verwerkt de notulen en zorgt dat de genomen beslissingen in de dossiers worden opgevolgd.</li>
            <li>U houdt de dossiers van de gebouwen volledig en actueel, zodat elke collega ze kan raadplegen.</li>
          </ul>
        </Prose>
      </Section>

      <Section title="Uw profiel">
        <Prose>
          <ul>
            <li>
              U hebt een bachelordiploma, bij voorkeur in vastgoed of een administratieve richting, of een gelijkwaardig
              niveau door ervaring.
            </li>
            <li>Ervaring in vastgoed of een administratieve functie is een troef, maar geen vereiste.</li>
            <li>U bent klantvriendelijk, behulpzaam en blijft rustig wanneer een bewoner met een dringend probleem belt.</li>
            <li>U werkt nauwkeurig en georganiseerd en u kunt prioriteiten stellen.</li>
            <li>U hebt een uitstekende kennis van het Nederlands, mondeling en schriftelijk.</li>
            <li>U werkt vlot met e-mail, een tekstverwerker en een rekenblad.</li>
            <li>U wilt groeien in het vak en staat open voor opleiding.</li>
          </ul>
        </Prose>
      </Section>

      <Section title="Ons aanbod" tone="mist">
        <Prose>
          <ul>
            <li>Een afwisselende functie waarin u veel contact hebt met mensen.</li>
            <li>Een vast contract met een verloning die past bij uw ervaring en verantwoordelijkheden.</li>
            <li>
              Een grondige inwerkperiode en opleiding, met de mogelijkheid om door te groeien naar de functie van
              beheerder syndicus.
            </li>
            <li>Een team van {STATS.professionals} professionals dat kennis deelt en elkaar helpt.</li>
            <li>Een werkplek in een van onze kantoren in de regio.</li>
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

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.vacatureAssistent} />;
