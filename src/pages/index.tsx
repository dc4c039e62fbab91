import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { BlogTeaserSection } from '../components/blog/BlogTeaserSection';
import { PortfolioSection } from '../components/portfolio/PortfolioSection';
import { TestimonialsSection } from '../components/home/TestimonialsSection';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

// Static sections: their code is fetched only for a client-side render (see lazyStaticIsland). The
// carousels are interactive and the blog teaser reads a static query, so those are imported as usual.
const HomeHero = lazyStaticIsland(() => import('../components/home/HomeHero').then((m) => m.HomeHero));
const ServicesSection = lazyStaticIsland(() =>
  import('../components/home/ServicesSection').then((m) => m.ServicesSection),
);
const StatsSection = lazyStaticIsland(() => import('../components/home/StatsSection').then((m) => m.StatsSection));
const CareersTeaser = lazyStaticIsland(() => import('../components/home/CareersTeaser').then((m) => m.CareersTeaser));
const CallToAction = lazyStaticIsland(() => import('../components/common/CallToAction').then((m) => m.CallToAction));
const ContactSection = lazyStaticIsland(() =>
  import('../components/home/ContactSection').then((m) => m.ContactSection),
);

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
