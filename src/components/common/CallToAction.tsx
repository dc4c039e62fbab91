import { lazyStaticIsland } from '../layout/StaticIsland';

/** Static: adopted from the server HTML on a first visit, its code fetched only for a client-side render (see lazyStaticIsland). */
export const CallToAction = lazyStaticIsland(() => import('./CallToActionContent').then((m) => m.CallToActionContent));
