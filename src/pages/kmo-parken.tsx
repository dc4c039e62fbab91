import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'KMO-parken';
const SEO_TITLE = 'Syndicus voor KMO-parken en KMO-units';
const DESCRIPTION =
  'Syndicus voor KMO-units in mede-eigendom: beheer van wegen, parking en groen, heldere kostenverdeling, algemene vergadering en technische opvolging.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const KmoParkenContent = lazyStaticIsland(() =>
  import('../components/pageContent/KmoParkenContent').then((m) => m.KmoParkenContent),
);

export default function KmoParkenPage() {
  return <KmoParkenContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo title={SEO_TITLE} description={DESCRIPTION} path={routes.kmoParken} breadcrumb={{ name: TITLE }} />
);
