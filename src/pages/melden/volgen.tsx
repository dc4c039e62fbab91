import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { reportPageLink, routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenVolgenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/volgen" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenVolgen);

const FollowConfirmation = island(
  () =>
    import(
      /* webpackChunkName: "known-problems-follower" */ '../../components/report/knownProblems/FollowerLinks'
    ).then((m) => m.FollowConfirmation),
  { hydrate: 'load', placeholderHeight: 200 },
);

/**
 * /melden/volgen: a resident who asked to follow a known problem confirms the address, from the link in the
 * confirmation mail. Its words are in content/pages/melden-volgen.md.
 */
export default function MeldenVolgenPage({ data }: PageProps<Queries.MeldenVolgenPageQuery>) {
  return (
    <FormPage texts={data.texts} route={routes.meldenVolgen} sectionId="volgen" breadcrumbs={[reportPageLink]}>
      <FollowConfirmation />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenVolgenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenVolgen} noindex />;
}
