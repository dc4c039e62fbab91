import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import { FormPage } from '../components/common/FormPage';
import { CodePageSeo } from '../components/seo/CodePageSeo';
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
  return (
    <FormPage texts={data.texts} route={routes.aannemer} sectionId="opdracht">
      <ContractorJob />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.AannemerPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.aannemer} noindex />;
}
