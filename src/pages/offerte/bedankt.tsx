import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import { codePageTexts } from '../../components/content/codePageTexts';
import { Seo } from '../../components/seo/Seo';
import { ThankYou } from '../../components/common/sharedIslands';
import { ReferenceNotice } from '../../components/common/referenceIsland';

export const query = graphql`
  query OfferteBedanktPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/offerte/bedankt" } }) {
      ...CodePageTexts
    }
  }
`;

/** After the quote form: its words are in content/pages/offerte-bedankt.md. */
export default function OfferteBedanktPage({ data }: PageProps<Queries.OfferteBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.offerteBedankt);
  return (
    <>
      <ReferenceNotice />
      <ThankYou
        title={texts.title}
        heading={texts.heading}
        parent={{ label: 'Vrijblijvende offerte', to: routes.offerte }}
        lead={texts.lead}
        blocks={texts.blocks}
        html={texts.html}
        furtherLink={{ label: 'Bekijk de veelgestelde vragen', to: routes.faq }}
      />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.OfferteBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.offerteBedankt);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.offerteBedankt} noindex />;
}
