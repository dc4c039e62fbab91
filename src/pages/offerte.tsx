import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { QuoteFormIsland } from '../components/quote/QuoteFormIsland';
import { Seo } from '../components/seo/Seo';
import { FormWithAside } from '../components/forms/FormWithAside';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

// Static parts: their code is fetched only for a client-side render (see lazyStaticIsland).
const QuoteAside = lazyStaticIsland(() => import('../components/quote/QuoteAside').then((m) => m.QuoteAside));
const QuoteProcessSections = lazyStaticIsland(() =>
  import('../components/quote/QuoteProcessSections').then((m) => m.QuoteProcessSections),
);

const TITLE = 'Vrijblijvende offerte';
const DESCRIPTION = `Vraag een vrijblijvende offerte aan bij ${firm.name}: welke gegevens wij nodig hebben, wat onze offerte bevat en hoe de aanstelling verloopt.`;

export default function OffertePage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Zoekt uw vereniging van mede-eigenaars een nieuwe syndicus, of hebt u een nieuwbouwproject dat een beheerder nodig heeft? Wij maken graag een voorstel op maat van uw gebouw."
      />

      <Section
        id="offerteformulier"
        title="Vraag uw offerte aan"
        intro="Vertel ons iets over uw gebouw. Met deze gegevens maken wij een eerste inschatting en nemen wij contact met u op voor een kennismaking."
        interactive
      >
        <FormWithAside formShare={8} form={<QuoteFormIsland />} aside={<QuoteAside />} />
      </Section>

      <QuoteProcessSections />
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.offerte} />;
