import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { navAncestors } from '../lib/breadcrumbs';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const ANCESTORS = navAncestors(routes.syndicusAssistentiewoningen);
const TITLE = 'Assistentiewoningen';
const SEO_TITLE = 'Syndicus voor groepen van assistentiewoningen';
const DESCRIPTION =
  'Syndicus voor groepen van assistentiewoningen: beheer van de mede-eigendom in nauw overleg met de beheersinstantie of uitbater, met aandacht voor de bewoners.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const SyndicusAssistentiewoningenContent = lazyStaticIsland(() =>
  import('../components/pageContent/SyndicusAssistentiewoningenContent').then(
    (m) => m.SyndicusAssistentiewoningenContent,
  ),
);

export default function SyndicusAssistentiewoningenPage() {
  return <SyndicusAssistentiewoningenContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={SEO_TITLE}
    description={DESCRIPTION}
    path={routes.syndicusAssistentiewoningen}
    breadcrumb={{ name: TITLE, ancestors: ANCESTORS }}
  />
);
