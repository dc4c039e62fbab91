import { island } from '../../runtime';

/**
 * The reference on the three thank-you pages, declared once so the pages share one chunk. A visitor normally comes
 * from the form by a client-side navigation, where it renders at once; on a direct visit (a reload) it comes after
 * the page is interactive, so the thank-you pages keep the plain pages' first-load budget.
 */
export const ReferenceNotice = island(() => import('./ReferenceNotice').then((m) => m.ReferenceNotice), {
  hydrate: 'afterInteractive',
  placeholderHeight: 0,
});
