import { lazyStaticIsland } from '../layout/StaticIsland';

/**
 * The blocks of a code page's file in content/pages/, after the page's own part. Static: its code is fetched only
 * for a client-side render (see lazyStaticIsland).
 */
export const CodePageBlocks = lazyStaticIsland(() => import('./ContentPage').then((m) => m.ContentBlocks));
