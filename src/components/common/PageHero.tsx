import { lazyStaticIsland } from '../layout/StaticIsland';
export type { Crumb } from '../../lib/breadcrumbs';

/** Static: adopted from the server HTML on a first visit, its code fetched only for a client-side render (see lazyStaticIsland). */
export const PageHero = lazyStaticIsland(() => import('./PageHeroContent').then((m) => m.PageHeroContent));
