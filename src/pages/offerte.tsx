import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { CodePageSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { Section } from '../components/common/Section';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { FormWithAside } from '../components/forms/FormWithAside';
import { island, withStyleScope } from '../runtime';
import { ContentBlocks, PageHero } from '../components/common/sharedIslands';

const QuoteForm = island(
  () => import(/* webpackChunkName: "form-quote" */ '../components/quote/QuoteForm').then((m) => m.QuoteForm),
  { hydrate: 'afterInteractive', placeholderHeight: 1400 },
);
// Above the form; hydrated once the page is idle, so its code (a chunk of its own) is not part of /offerte's first load.
// Until then it is plain HTML whose inputs already take typing.
const FeeIndication = island(
  () =>
    import(/* webpackChunkName: "fee-indication" */ '../components/quote/FeeIndication').then((m) => m.FeeIndication),
  { hydrate: 'afterInteractive', placeholderHeight: 900 },
);
const FeeIndicationNotes = island(
  () =>
    import(/* webpackChunkName: "fee-indication-notes" */ '../components/quote/FeeIndicationNotes').then(
      (m) => m.FeeIndicationNotes,
    ),
  'never',
);
const QuoteAside = island(() => import('../components/quote/QuoteAside').then((m) => m.QuoteAside), 'never');

export const query = graphql`
  query OffertePage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/offerte" } }) {
      ...CodePageTexts
    }
  }
`;

/** /offerte: its words are in content/pages/offerte.md; the form and the aside are code. */
function OffertePage({ data }: PageProps<Queries.OffertePageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.offerte>>(data.texts, routes.offerte);
  const { form, aside, indication } = texts.sections;
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />

      <Section id="kostprijs" title={indication.title} intro={indication.intro} tone="mist" interactive>
        <FeeIndication notes={<FeeIndicationNotes />} />
      </Section>

      <Section id="offerteformulier" title={form.title} intro={form.intro} interactive>
        <FormWithAside
          formShare={8}
          form={<QuoteForm />}
          aside={<QuoteAside title={aside.title} intro={aside.intro} />}
        />
      </Section>

      <ContentBlocks blocks={texts.blocks} html={texts.html} />
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(OffertePage);

export function Head({ data }: HeadProps<Queries.OffertePageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.offerte} />;
}
