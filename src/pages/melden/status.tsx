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

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenStatus);

export const query = graphql`
  query MeldenStatusPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/status" } }) {
      ...CodePageTexts
    }
  }
`;

const ReportStatusLookup = island(
  () =>
    import(/* webpackChunkName: "report-status" */ '../../components/report/ReportStatusLookup').then(
      (m) => m.ReportStatusLookup,
    ),
  { hydrate: 'load', placeholderHeight: 420 },
);

/**
 * /melden/status: a resident follows a report with its reference and address, or the private link from the e-mails.
 * Its words are in content/pages/melden-status.md.
 */
export default function MeldenStatusPage({ data }: PageProps<Queries.MeldenStatusPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.meldenStatus>>(data.texts, routes.meldenStatus);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} breadcrumbs={[reportPageLink]} />
      <Section id="status-opzoeken" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <ReportStatusLookup />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenStatusPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenStatus);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenStatus} />;
}
