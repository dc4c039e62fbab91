import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { firm } from '../config/firm';
import { YEARS_OF_EXPERIENCE_CLAIM } from '../lib/constants';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { lazyStaticIsland } from '../components/layout/StaticIsland';

const TITLE = 'Over ons';
const DESCRIPTION = `Maak kennis met ${firm.name}: al ${YEARS_OF_EXPERIENCE_CLAIM} syndicus voor mede-eigendommen, met kantoren in Sint-Niklaas, Aalst en het Meetjesland.`;

// The page is static: its code is fetched only for a client-side render (see lazyStaticIsland).
const OverOnsContent = lazyStaticIsland(() =>
  import('../components/pageContent/OverOnsContent').then((m) => m.OverOnsContent),
);

export default function OverOnsPage() {
  return <OverOnsContent title={TITLE} />;
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={DESCRIPTION} path={routes.overOns} breadcrumb={{ name: TITLE }} />
);
