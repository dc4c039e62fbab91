import { deferredIsland, preloadedLazy } from '../forms/deferredIsland';

/** The contact form, server-rendered, with its code (react-hook-form, zod, inputs) loaded after the page. */
export const ContactFormIsland = deferredIsland(
  // Written out here, not imported: webpack can drop the other branch only for a literal condition.
  process.env.BUILD_STAGE === 'build-html'
    ? (require('./ContactForm') as typeof import('./ContactForm')).ContactForm
    : preloadedLazy(() => import('./ContactForm'), 'ContactForm'),
  760,
);
