import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { navAncestors } from '../lib/breadcrumbs';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const ANCESTORS = navAncestors(routes.syndicusAppartementen);
const TITLE = 'Appartementsgebouwen';
const SEO_TITLE = 'Syndicus voor appartementsgebouwen';
const DESCRIPTION =
  'Syndicus voor uw appartementsgebouw: algemene vergadering, heldere afrekeningen, reservefonds, technische opvolging en een noodnummer voor dringende problemen.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const SyndicusAppartementenContent = lazyStaticIsland(() =>
  import('../components/pageContent/SyndicusAppartementenContent').then((m) => m.SyndicusAppartementenContent),
);

export default function SyndicusAppartementenPage() {
  return <SyndicusAppartementenContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={SEO_TITLE}
    description={DESCRIPTION}
    path={routes.syndicusAppartementen}
    breadcrumb={{ name: TITLE, ancestors: ANCESTORS }}
  />
);
