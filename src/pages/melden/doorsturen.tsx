import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import type { CodePageSections } from '../../lib/content/codePages';
import { codePageTexts } from '../../components/content/codePageTexts';
import { Section } from '../../components/common/Section';
import { PageHero } from '../../components/common/sharedIslands';
import { Seo } from '../../components/seo/Seo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenDoorsturenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/doorsturen" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenDoorsturen);

const SendOnForm = island(
  () =>
    import(/* webpackChunkName: "report-send-on" */ '../../components/report/repairLoop/SendOnForm').then(
      (m) => m.SendOnForm,
    ),
  { hydrate: 'load', placeholderHeight: 520 },
);

/**
 * /melden/doorsturen: the staff send a report on to a contractor, from the button in their e-mail. Its words are in
 * content/pages/melden-doorsturen.md.
 */
export default function MeldenDoorsturenPage({ data }: PageProps<Queries.MeldenDoorsturenPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.meldenDoorsturen>>(data.texts, routes.meldenDoorsturen);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <Section id="doorsturen" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <SendOnForm />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenDoorsturenPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenDoorsturen);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenDoorsturen} noindex />;
}
