import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Link from '@mui/material/Link';
import { firm } from '../../config/firm';
import { NON_URGENT_NUMBER } from '../../lib/constants';
import { telHref } from '../../lib/phone';
import { routes } from '../../lib/routes';
import { ThankYou } from '../../components/common/ThankYou';
import { Seo } from '../../components/seo/Seo';

const TITLE = 'Bedankt voor uw aanvraag';
const DESCRIPTION = `Bedankt voor uw offerteaanvraag bij ${firm.name}. Lees hier hoe het verder gaat: kennismaking, plaatsbezoek, voorstel en de algemene vergadering.`;

export default function OfferteBedanktPage() {
  return (
    <ThankYou
      title={TITLE}
      parent={{ label: 'Vrijblijvende offerte', to: routes.offerte }}
      lead="Wij hebben uw aanvraag voor een vrijblijvende offerte goed ontvangen. Dank u voor uw vertrouwen."
      nextStepsTitle="Hoe gaat het nu verder?"
      furtherLink={{ label: 'Bekijk de veelgestelde vragen', to: routes.faq }}
    >
      <ol>
        <li>
          <strong>Kennismaking.</strong> Wij bekijken uw gegevens en nemen contact met u op om uw gebouw en uw
          verwachtingen te bespreken.
        </li>
        <li>
          <strong>Plaatsbezoek.</strong> Wij maken een afspraak om het gebouw te bezoeken en de gemeenschappelijke delen
          en installaties te bekijken.
        </li>
        <li>
          <strong>Voorstel.</strong> U ontvangt onze schriftelijke offerte en het ontwerp van syndicusovereenkomst, die
          u met de andere mede-eigenaars kunt delen.
        </li>
        <li>
          <strong>Beslissing op de algemene vergadering.</strong> De algemene vergadering stelt de syndicus aan bij
          absolute meerderheid van stemmen. Pas daarna start de samenwerking.
        </li>
      </ol>
      <p>
        Uw aanvraag is vrijblijvend: u gaat geen enkele verbintenis aan. Wilt u nog iets toevoegen, zoals de datum van
        de volgende algemene vergadering of documenten over het gebouw? Mail dan naar{' '}
        <Link href={`mailto:${firm.email}`}>{firm.email}</Link> of bel tijdens de kantooruren naar{' '}
        <Link href={telHref(NON_URGENT_NUMBER)}>{NON_URGENT_NUMBER}</Link>.
      </p>
    </ThankYou>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.offerteBedankt} noindex />;
