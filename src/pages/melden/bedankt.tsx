import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import { codePageTexts } from '../../components/content/codePageTexts';
import { Seo } from '../../components/seo/Seo';
import { ThankYou } from '../../components/common/sharedIslands';
import { ReferenceNotice } from '../../components/common/referenceIsland';

export const query = graphql`
  query MeldenBedanktPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/bedankt" } }) {
      ...CodePageTexts
    }
  }
`;

/** After the defect report: its words are in content/pages/melden-bedankt.md. */
export default function MeldenBedanktPage({ data }: PageProps<Queries.MeldenBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenBedankt);
  return (
    <>
      <ReferenceNotice />
      <ThankYou
        title={texts.title}
        heading={texts.heading}
        parent={{ label: 'Een defect melden', to: routes.melden }}
        lead={texts.lead}
        blocks={texts.blocks}
        html={texts.html}
        furtherLink={{ label: 'Volg uw melding', to: routes.meldenStatus }}
      />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.meldenBedankt);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenBedankt} noindex />;
}
