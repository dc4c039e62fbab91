import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { reportPageLink, routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
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
  return (
    <FormPage texts={data.texts} route={routes.meldenOpgelost} sectionId="opgelost" breadcrumbs={[reportPageLink]}>
      <RepairConfirmation />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenOpgelostPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenOpgelost} noindex />;
}
