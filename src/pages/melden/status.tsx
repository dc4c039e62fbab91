import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { reportPageLink, routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
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
  return (
    <FormPage texts={data.texts} route={routes.meldenStatus} sectionId="status-opzoeken" breadcrumbs={[reportPageLink]}>
      <ReportStatusLookup />
    </FormPage>
  );
}

// Indexed, unlike the other pages a signed link opens: residents also look a report up here by its reference.
export function Head({ data }: HeadProps<Queries.MeldenStatusPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenStatus} />;
}
