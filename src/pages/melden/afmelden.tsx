import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { reportPageLink, routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenAfmeldenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/afmelden" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenAfmelden);

const Unsubscribe = island(
  () =>
    import(
      /* webpackChunkName: "known-problems-follower" */ '../../components/report/knownProblems/FollowerLinks'
    ).then((m) => m.Unsubscribe),
  { hydrate: 'load', placeholderHeight: 200 },
);

/**
 * /melden/afmelden: a follower stops the mails about a known problem, from the link at the foot of each of them.
 * Its words are in content/pages/melden-afmelden.md.
 */
export default function MeldenAfmeldenPage({ data }: PageProps<Queries.MeldenAfmeldenPageQuery>) {
  return (
    <FormPage texts={data.texts} route={routes.meldenAfmelden} sectionId="afmelden" breadcrumbs={[reportPageLink]}>
      <Unsubscribe />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenAfmeldenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenAfmelden} noindex />;
}
