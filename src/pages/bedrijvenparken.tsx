import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Bedrijvenparken';
const SEO_TITLE = 'Beheer van bedrijvenparken';
const DESCRIPTION =
  'Beheer van bedrijvenparken: gemeenschappelijke wegen, groenzones, bufferstroken, waterbeheer en het parkreglement, in overleg met bedrijven en parkmanager.';

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const BedrijvenparkenContent = lazyStaticIsland(() =>
  import('../components/pageContent/BedrijvenparkenContent').then((m) => m.BedrijvenparkenContent),
);

export default function BedrijvenparkenPage() {
  return <BedrijvenparkenContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo title={SEO_TITLE} description={DESCRIPTION} path={routes.bedrijvenparken} breadcrumb={{ name: TITLE }} />
);
