import { deferredIsland } from '../layout/DeferredIsland';

// Named chunk: Gatsby groups code that unnamed lazy chunks share by their names alone, so the forms' code (zod,
// react-hook-form) could land in one chunk with, say, the home page's carousel code and load there too.
/** The quote form, server-rendered, with its code loaded after the page. */
export const QuoteFormIsland = deferredIsland(
  () => import(/* webpackChunkName: "form-quote" */ './QuoteForm').then((m) => m.QuoteForm),
  1400,
);
