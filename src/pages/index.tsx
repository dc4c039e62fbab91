import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { HomeSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { BlogTeaserSection } from '../components/blog/BlogTeaserSection';
import { PortfolioSection } from '../components/portfolio/PortfolioSection';
import { TestimonialsSection } from '../components/home/TestimonialsSection';
import { Seo } from '../components/seo/Seo';
import { island, withStyleScope } from '../runtime';
import { CallToAction } from '../components/common/sharedIslands';
import { generatedImage } from '../components/common/generatedImage';
import type { ServiceImages } from '../components/home/ServicesSection';

// The carousels are interactive and the blog teaser reads a static query, so those are imported as usual.
const HomeHero = island(() => import('../components/home/HomeHero').then((m) => m.HomeHero), 'never');
const ServicesSection = island(
  () => import('../components/home/ServicesSection').then((m) => m.ServicesSection),
  'never',
);
const StatsSection = island(() => import('../components/home/StatsSection').then((m) => m.StatsSection), 'never');
const CareersTeaser = island(() => import('../components/home/CareersTeaser').then((m) => m.CareersTeaser), 'never');
const ContactSection = island(() => import('../components/home/ContactSection').then((m) => m.ContactSection), 'never');

export const query = graphql`
  query HomePage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/" } }) {
      ...CodePageTexts
    }
    apartments: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "apartment-building.png" }) {
      ...ServiceCardImage
    }
    businessParks: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "kmo-park.png" }) {
      ...ServiceCardImage
    }
    newBuilds: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "new-build-site.png" }) {
      ...ServiceCardImage
    }
  }
`;

const serviceImages = (data: Queries.HomePageQuery): ServiceImages => ({
  apartments: generatedImage(data.apartments, 'apartment-building.png', 'de dienstenkaart Residentieel'),
  businessParks: generatedImage(data.businessParks, 'kmo-park.png', 'de dienstenkaart KMO-parken'),
  newBuilds: generatedImage(data.newBuilds, 'new-build-site.png', 'de dienstenkaart Nieuwbouw'),
});

/** The home page: its words are in content/pages/startpagina.md, its sections and their order are code. */
function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { title, heading, lead, sections } = codePageTexts<HomeSections>(data.texts, routes.home);
  return (
    <>
      <HomeHero title={heading ?? title} lead={lead} />
      <ServicesSection texts={sections.services} images={serviceImages(data)} />
      <StatsSection texts={sections.stats} />
      <TestimonialsSection texts={sections.testimonials} />
      <PortfolioSection texts={sections.portfolio} />
      <CareersTeaser texts={sections.careers} />
      <BlogTeaserSection texts={sections.blog} />
      <CallToAction title={sections.closing.title} text={sections.closing.text} />
      <ContactSection texts={sections.contact} />
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(HomePage);

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const texts = codePageTexts(data.texts, routes.home);
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.home} organization />;
}
