import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Link from '@mui/material/Link';
import { firm } from '../../config/firm';
import { EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../../lib/constants';
import { telHref } from '../../lib/phone';
import { routes } from '../../lib/routes';
import { EmergencyNumberLink } from '../../components/common/EmergencyNumberLink';
import { ThankYou } from '../../components/common/ThankYou';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Bedankt voor uw bericht';
const DESCRIPTION = `Bedankt voor uw bericht aan ${firm.name}. Lees hier hoe wij uw vraag verder behandelen en hoe u ons bereikt als het dringend is.`;

export default function ContactBedanktPage() {
  return (
    <ThankYou
      title={TITLE}
      parent={{ label: 'Contact', to: routes.contact }}
      lead="Wij hebben uw bericht goed ontvangen. Een medewerker van ons kantoor neemt het zo snel mogelijk in behandeling."
      nextStepsTitle="Wat gebeurt er nu?"
      furtherLink={{ label: 'Lees onze blog', to: routes.blog }}
    >
      <ol>
        <li>
          Wij lezen uw bericht tijdens de kantooruren en bezorgen het aan de collega die uw gebouw of uw vraag opvolgt.
        </li>
        <li>Die collega neemt contact met u op per e-mail of telefonisch, via de gegevens die u ons hebt bezorgd.</li>
        <li>
          Hebben wij bijkomende informatie of documenten nodig, dan laten wij u dat meteen weten, zodat uw vraag vlot
          kan worden afgehandeld.
        </li>
      </ol>
      <h3>Is het dringend?</h3>
      <p>
        Voor een dringend probleem in de gemeenschappelijke delen buiten de kantooruren, zoals een waterlek of een
        defecte lift, belt u best meteen het noodnummer <EmergencyNumberLink />. {EMERGENCY_WARNING}
      </p>
      <p>
        Wilt u tijdens de kantooruren iets aanvullen of rechtzetten? Bel dan naar{' '}
        <Link href={telHref(NON_URGENT_NUMBER)}>{NON_URGENT_NUMBER}</Link> of mail naar{' '}
        <Link href={`mailto:${firm.email}`}>{firm.email}</Link>.
      </p>
    </ThankYou>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.contactBedankt} noindex />;
