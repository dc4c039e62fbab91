import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../../lib/routes';
import { FormPage } from '../../../components/common/FormPage';
import { CodePageSeo } from '../../../components/seo/CodePageSeo';
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
  return (
    <FormPage texts={data.texts} route={routes.meldenStatusWijzigen} sectionId="status-wijzigen">
      <StatusChangeConfirmation />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenStatusWijzigenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenStatusWijzigen} noindex />;
}
