import { deferredIsland, preloadedLazy } from '../forms/deferredIsland';

/** The quote form, server-rendered, with its code loaded after the page. */
export const QuoteFormIsland = deferredIsland(
  // Written out here, not imported: webpack can drop the other branch only for a literal condition.
  process.env.BUILD_STAGE === 'build-html'
    ? (require('./QuoteForm') as typeof import('./QuoteForm')).QuoteForm
    : preloadedLazy(() => import('./QuoteForm'), 'QuoteForm'),
  1400,
);
