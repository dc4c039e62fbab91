import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Residentieel';
const SEO_TITLE = 'Residentieel: syndicus voor appartementen en assistentiewoningen';
const DESCRIPTION =
  'Professionele syndicus voor appartementsgebouwen en groepen van assistentiewoningen: administratief, financieel, juridisch en technisch beheer van uw VME.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const ResidentieelContent = lazyStaticIsland(() =>
  import('../components/pageContent/ResidentieelContent').then((m) => m.ResidentieelContent),
);

export default function ResidentieelPage() {
  return <ResidentieelContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo title={SEO_TITLE} description={DESCRIPTION} path={routes.residentieel} breadcrumb={{ name: TITLE }} />
);
