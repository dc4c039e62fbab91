import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { CodePageSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { island } from '../runtime';
import { ContentBlocks, PageHero } from '../components/common/sharedIslands';

// Static HTML: the tables need no JavaScript, so the page loads none beyond the shell.
// A named chunk: Gatsby groups shared code by the names of the chunks using it, and unnamed ones all look alike.
const TariffTables = island(
  () =>
    import(/* webpackChunkName: "tariff-tables" */ '../components/tariffs/TariffTables').then((m) => m.TariffTables),
  'never',
);

export const query = graphql`
  query TarievenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/tarieven" } }) {
      ...CodePageTexts
    }
  }
`;

/** /tarieven: the amounts come from content/tarieven.json, the words from content/pages/tarieven.md. */
export default function TarievenPage({ data }: PageProps<Queries.TarievenPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.tarieven>>(data.texts, routes.tarieven);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      <TariffTables sections={texts.sections} />
      <ContentBlocks blocks={texts.blocks} html={texts.html} />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.TarievenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.tarieven} breadcrumb />;
}
