import { deferredIsland, preloadedLazy } from '../forms/deferredIsland';

/** The office tabs, server-rendered, with MUI's Tabs loaded after the page. */
export const OfficeTabsIsland = deferredIsland(
  // Written out here, not imported: webpack can drop the other branch only for a literal condition.
  process.env.BUILD_STAGE === 'build-html'
    ? (require('./OfficeTabs') as typeof import('./OfficeTabs')).OfficeTabs
    : preloadedLazy(() => import('./OfficeTabs'), 'OfficeTabs'),
  560,
);
