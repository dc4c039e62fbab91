import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Nieuwbouw';
const SEO_TITLE = 'Syndicus voor nieuwbouwprojecten en projectontwikkelaars';
const DESCRIPTION =
  'Voor projectontwikkelaars: van basisakte en eerste algemene vergadering tot oplevering van de gemeenschappelijke delen, overdracht en de start van de VME.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const NieuwbouwContent = lazyStaticIsland(() =>
  import('../components/pageContent/NieuwbouwContent').then((m) => m.NieuwbouwContent),
);

export default function NieuwbouwPage() {
  return <NieuwbouwContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo title={SEO_TITLE} description={DESCRIPTION} path={routes.nieuwbouw} breadcrumb={{ name: TITLE }} />
);
