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
  const texts = codePageTexts<CodePageSections<typeof routes.meldenAfmelden>>(data.texts, routes.meldenAfmelden);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} breadcrumbs={[reportPageLink]} />
      <Section id="afmelden" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <Unsubscribe />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenAfmeldenPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenAfmelden);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenAfmelden} noindex />;
}
