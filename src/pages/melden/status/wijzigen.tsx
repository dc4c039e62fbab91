import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../../lib/routes';
import type { CodePageSections } from '../../../lib/content/codePages';
import { codePageTexts } from '../../../components/content/codePageTexts';
import { Section } from '../../../components/common/Section';
import { PageHero } from '../../../components/common/sharedIslands';
import { Seo } from '../../../components/seo/Seo';
import { takeLinkKey } from '../../../components/report/repairLoop/linkKey';
import { island } from '../../../runtime';

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenStatusWijzigen);

export const query = graphql`
  query MeldenStatusWijzigenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/status/wijzigen" } }) {
      ...CodePageTexts
    }
  }
`;

const StatusChangeConfirmation = island(
  () =>
    import(/* webpackChunkName: "report-status-change" */ '../../../components/report/StatusChangeConfirmation').then(
      (m) => m.StatusChangeConfirmation,
    ),
  { hydrate: 'load', placeholderHeight: 420 },
);

/**
 * /melden/status/wijzigen: the staff confirm a status change from the button in their e-mail. Its words are in
 * content/pages/melden-status-wijzigen.md.
 */
export default function MeldenStatusWijzigenPage({ data }: PageProps<Queries.MeldenStatusWijzigenPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.meldenStatusWijzigen>>(
    data.texts,
    routes.meldenStatusWijzigen,
  );
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <Section id="status-wijzigen" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <StatusChangeConfirmation />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenStatusWijzigenPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenStatusWijzigen);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenStatusWijzigen} noindex />;
}
