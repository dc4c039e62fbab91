import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import { codePageTexts } from '../../components/content/codePageTexts';
import { Seo } from '../../components/seo/Seo';
import { ThankYou } from '../../components/common/sharedIslands';
import { ReferenceNotice } from '../../components/common/referenceIsland';

export const query = graphql`
  query ContactBedanktPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/contact/bedankt" } }) {
      ...CodePageTexts
    }
  }
`;

/** After the contact form: its words are in content/pages/contact-bedankt.md. */
export default function ContactBedanktPage({ data }: PageProps<Queries.ContactBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.contactBedankt);
  return (
    <>
      <ReferenceNotice />
      <ThankYou
        title={texts.title}
        heading={texts.heading}
        parent={{ label: 'Contact', to: routes.contact }}
        lead={texts.lead}
        blocks={texts.blocks}
        html={texts.html}
        furtherLink={{ label: 'Lees onze blog', to: routes.blog }}
      />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.ContactBedanktPageQuery>) {
  const texts = codePageTexts(data.texts, routes.contactBedankt);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.contactBedankt} noindex />;
}
