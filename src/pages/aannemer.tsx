import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { CodePageSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { Section } from '../components/common/Section';
import { PageHero } from '../components/common/sharedIslands';
import { Seo } from '../components/seo/Seo';
import { takeLinkKey } from '../components/report/repairLoop/linkKey';
import { island } from '../runtime';

export const query = graphql`
  query AannemerPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/aannemer" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.aannemer);

const ContractorJob = island(
  () =>
    import(/* webpackChunkName: "contractor-job" */ '../components/report/repairLoop/ContractorJob').then(
      (m) => m.ContractorJob,
    ),
  { hydrate: 'load', placeholderHeight: 640 },
);

/**
 * /aannemer: a contractor's job, opened from the button in their e-mail, without an account. Its words are in
 * content/pages/aannemer.md.
 */
export default function AannemerPage({ data }: PageProps<Queries.AannemerPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.aannemer>>(data.texts, routes.aannemer);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <Section id="opdracht" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <ContractorJob />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.AannemerPageQuery>) {
  const texts = codePageTexts(data.texts, routes.aannemer);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.aannemer} noindex />;
}
