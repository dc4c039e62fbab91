import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { ContactFormIsland } from '../components/contact/ContactFormIsland';
import { OfficeTabsIsland } from '../components/contact/OfficeTabsIsland';
import { Seo } from '../components/seo/Seo';
import { FormWithAside } from '../components/forms/FormWithAside';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

// Static parts: their code is fetched only for a client-side render (see lazyStaticIsland).
const ContactAside = lazyStaticIsland(() => import('../components/contact/ContactAside').then((m) => m.ContactAside));
const ContactReachUs = lazyStaticIsland(() =>
  import('../components/contact/ContactReachUs').then((m) => m.ContactReachUs),
);

const TITLE = 'Contact';
const DESCRIPTION = `Contacteer ${firm.name}: stuur ons een bericht of bekijk onze kantoren in Sint-Niklaas, Aalst en het Meetjesland, met openingsuren, telefoon en het noodnummer.`;

export default function ContactPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Hebt u een vraag over uw gebouw, over onze dienstverlening of over een lopend dossier? Stuur ons een bericht, bel ons of kom langs in een van onze drie kantoren."
      />

      <Section id="contactformulier" title="Stuur ons een bericht" interactive>
        <FormWithAside formShare={7} form={<ContactFormIsland />} aside={<ContactAside />} />
      </Section>

      <Section
        id="kantoren"
        title="Onze kantoren"
        tone="mist"
        intro="Kom langs tijdens de openingsuren of maak een afspraak. In de namiddag en in ons kantoor in het Meetjesland ontvangen wij u enkel op afspraak."
        interactive
      >
        <OfficeTabsIsland />
      </Section>

      <ContactReachUs />
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.contact} />;
