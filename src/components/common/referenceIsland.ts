import { island } from '../../runtime';

/** The reference on the three thank-you pages, declared once so the pages share one chunk. */
export const ReferenceNotice = island(() => import('./ReferenceNotice').then((m) => m.ReferenceNotice), {
  hydrate: 'load',
  placeholderHeight: 0,
});
