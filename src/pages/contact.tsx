import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { CodePageSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { Section } from '../components/common/Section';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { FormWithAside } from '../components/forms/FormWithAside';
import { island, withStyleScope } from '../runtime';
import { PageHero } from '../components/common/sharedIslands';
import { generatedImage } from '../components/common/generatedImage';

const ContactForm = island(
  () => import(/* webpackChunkName: "form-contact" */ '../components/contact/ContactForm').then((m) => m.ContactForm),
  { hydrate: 'afterInteractive', placeholderHeight: 760 },
);
const OfficeTabs = island(() => import('../components/contact/OfficeTabs').then((m) => m.OfficeTabs), {
  hydrate: 'visible',
  placeholderHeight: 560,
});
const ContactAside = island(() => import('../components/contact/ContactAside').then((m) => m.ContactAside), 'never');
const ContactReachUs = island(
  () => import('../components/contact/ContactReachUs').then((m) => m.ContactReachUs),
  'never',
);

export const query = graphql`
  query ContactPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/contact" } }) {
      ...CodePageTexts
    }
    regionImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "meetjesland-region.png" }) {
      childImageSharp {
        gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

/** /contact: its words are in content/pages/contact.md; the form, its aside, the office tabs and the emergency line are code. */
function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.contact>>(data.texts, routes.contact);
  const { form, offices, reachUs } = texts.sections;
  const regionImage = generatedImage(data.regionImage, 'meetjesland-region.png', 'de kaart van het Meetjesland');
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />

      <Section id="contactformulier" title={form.title} intro={form.intro} interactive>
        <FormWithAside formShare={7} form={<ContactForm />} aside={<ContactAside />} />
      </Section>

      <Section id="kantoren" title={offices.title} tone="mist" intro={offices.intro} interactive>
        <OfficeTabs regionImage={regionImage} />
      </Section>

      <ContactReachUs texts={reachUs} />
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(ContactPage);

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.contact} />;
}
