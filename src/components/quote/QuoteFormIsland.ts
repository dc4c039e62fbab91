import { deferredIsland } from '../layout/DeferredIsland';

/** The quote form, server-rendered, with its code loaded after the page. */
export const QuoteFormIsland = deferredIsland(() => import('./QuoteForm').then((m) => m.QuoteForm), 1400);
