import { lazyStaticIsland } from '../layout/StaticIsland';

/** Static: adopted from the server HTML on a first visit, its code fetched only for a client-side render (see lazyStaticIsland). */
export const ThankYou = lazyStaticIsland(() => import('./ThankYouContent').then((m) => m.ThankYouContent));
