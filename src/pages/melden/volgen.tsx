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
  const texts = codePageTexts<CodePageSections<typeof routes.meldenVolgen>>(data.texts, routes.meldenVolgen);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} breadcrumbs={[reportPageLink]} />
      <Section id="volgen" title={texts.sections.form.title} intro={texts.sections.form.intro} interactive>
        <FollowConfirmation />
      </Section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenVolgenPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenVolgen);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenVolgen} noindex />;
}
