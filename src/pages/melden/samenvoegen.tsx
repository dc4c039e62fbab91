import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenSamenvoegenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/samenvoegen" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenSamenvoegen);

const MergeConfirmation = island(
  () =>
    import(/* webpackChunkName: "report-merge" */ '../../components/report/knownProblems/MergeConfirmation').then(
      (m) => m.MergeConfirmation,
    ),
  { hydrate: 'load', placeholderHeight: 520 },
);

/**
 * /melden/samenvoegen: the staff merge a new report into the open one it repeats, from the button 'Dubbel van
 * M-…' in their e-mail. Its words are in content/pages/melden-samenvoegen.md.
 */
export default function MeldenSamenvoegenPage({ data }: PageProps<Queries.MeldenSamenvoegenPageQuery>) {
  return (
    <FormPage texts={data.texts} route={routes.meldenSamenvoegen} sectionId="samenvoegen">
      <MergeConfirmation />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenSamenvoegenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenSamenvoegen} noindex />;
}
