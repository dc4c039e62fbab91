import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { firm } from '../../config/firm';
import { EMERGENCY_NUMBER, EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../../lib/constants';
import { telHref } from '../../lib/phone';
import { routes } from '../../lib/routes';
import { PageHero } from '../../components/common/PageHero';
import { Prose, Section } from '../../components/common/Section';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Bedankt voor uw bericht';
const DESCRIPTION = `Bedankt voor uw bericht aan ${firm.name}. Lees hier hoe wij uw vraag verder behandelen en hoe u ons bereikt als het dringend is.`;

export default function ContactBedanktPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        breadcrumbs={[{ label: 'Contact', to: routes.contact }]}
        lead="Wij hebben uw bericht goed ontvangen. Een medewerker van ons kantoor neemt het zo snel mogelijk in behandeling."
      />
      <Section title="Wat gebeurt er nu?">
        <Prose>
          <ol>
            <li>
              Wij lezen uw bericht tijdens de kantooruren en bezorgen het aan de collega die uw gebouw of uw vraag
              opvolgt.
            </li>
            <li>
              Die collega neemt contact met u op per e-mail of telefonisch, via de gegevens die u ons hebt bezorgd.
            </li>
            <li>
              Hebben wij bijkomende informatie of documenten nodig, dan laten wij u dat meteen weten, zodat uw vraag
              vlot kan worden afgehandeld.
            </li>
          </ol>
          <h3>Is het dringend?</h3>
          <p>
            Voor een dringend probleem in de gemeenschappelijke delen buiten de kantooruren, zoals een waterlek of een
            defecte lift, belt u best meteen het noodnummer{' '}
            <Link href={telHref(EMERGENCY_NUMBER)}>{EMERGENCY_NUMBER}</Link>. {EMERGENCY_WARNING}
          </p>
          <p>
            Wilt u tijdens de kantooruren iets aanvullen of rechtzetten? Bel dan naar{' '}
            <Link href={telHref(NON_URGENT_NUMBER)}>{NON_URGENT_NUMBER}</Link> of mail naar{' '}
            <Link href={`mailto:${firm.email}`}>{firm.email}</Link>.
          </p>
        </Prose>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button variant="contained" href={routes.home}>
            Terug naar de startpagina
          </Button>
          <Button variant="outlined" href={routes.blog}>
            Lees onze blog
          </Button>
        </Box>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.contactBedankt} noindex />;
