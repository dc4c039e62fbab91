import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { reportPageLink, routes } from '../../lib/routes';
import type { CodePageSections } from '../../lib/content/codePages';
import { codePageTexts } from '../../components/content/codePageTexts';
import { Section } from '../../components/common/Section';
import { PageHero } from '../../components/common/sharedIslands';
import { Seo } from '../../components/seo/Seo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenOpgelostPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/opgelost" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenOpgelost);

const RepairConfirmation = island(
  () =>
    import(/* webpackChunkName: "report-confirmation" */ '../../components/report/repairLoop/RepairConfirmation').then(
      (m) => m.RepairConfirmation,
    ),
  { hydrate: 'load', placeholderHeight: 480 },
);

/**
 * /melden/opgelost: the resident says whether the repair worked, from the buttons in the e-mail about the work done.
 * Its words are in content/pages/melden-opgelost.md.
 */
export default function MeldenOpgelostPage({ data }: PageProps<Queries.MeldenOpgelostPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.meldenOpgelost>>(data.texts, routes.meldenOpgelost);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} breadcrumbs={[reportPageLink]} />
      <Section id="opgelost" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <RepairConfirmation />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenOpgelostPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenOpgelost);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenOpgelost} noindex />;
}
