import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { thankYouPages, type ThankYouRoute } from '../lib/routes';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { ThankYou } from '../components/common/sharedIslands';
import { ReferenceNotice } from '../components/common/referenceIsland';

/** Made for each route of `thankYouPages` by gatsby/content/createContentPages.ts. */
interface ThankYouContext {
  route: ThankYouRoute;
}

export const query = graphql`
  query ThankYouPage($route: String!) {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: $route } }) {
      ...CodePageTexts
    }
  }
`;

/** The page after a form was sent: its words in content/pages/<form>-bedankt.md, its links in src/lib/routes.ts. */
export default function ThankYouPage({ data, pageContext }: PageProps<Queries.ThankYouPageQuery, ThankYouContext>) {
  const texts = codePageTexts(data.texts, pageContext.route);
  const { parent, furtherLink } = thankYouPages[pageContext.route];
  return (
    <>
      <ReferenceNotice />
      <ThankYou
        title={texts.title}
        heading={texts.heading}
        parent={parent}
        lead={texts.lead}
        blocks={texts.blocks}
        html={texts.html}
        furtherLink={furtherLink}
      />
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ThankYouPageQuery, ThankYouContext>) {
  return <CodePageSeo texts={data.texts} route={pageContext.route} noindex />;
}
