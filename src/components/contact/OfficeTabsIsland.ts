import { deferredIsland } from '../layout/DeferredIsland';

/** The office tabs, server-rendered, with MUI's Tabs loaded after the page. */
export const OfficeTabsIsland = deferredIsland(() => import('./OfficeTabs').then((m) => m.OfficeTabs), 560);
