import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { BlogTeaserSection } from '../components/blog/BlogTeaserSection';
import { CallToAction } from '../components/common/CallToAction';
import { CareersTeaser } from '../components/home/CareersTeaser';
import { ContactSection } from '../components/home/ContactSection';
import { HomeHero } from '../components/home/HomeHero';
import { PortfolioSection } from '../components/portfolio/PortfolioSection';
import { ServicesSection } from '../components/home/ServicesSection';
import { StatsSection } from '../components/home/StatsSection';
import { TestimonialsSection } from '../components/home/TestimonialsSection';
import { Seo } from '../components/seo/Seo';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <StatsSection />
      <TestimonialsSection />
      <PortfolioSection />
      <CareersTeaser />
      <BlogTeaserSection />
      <CallToAction title="Op zoek naar een nieuwe syndicus?" />
      <ContactSection />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Uw betrouwbare partner in vastgoedbeheer"
    description={`${firm.name} is syndicus voor appartementsgebouwen, assistentiewoningen, KMO-parken en nieuwbouw in Sint-Niklaas, Aalst en het Meetjesland.`}
    path={routes.home}
    organization
  />
);
