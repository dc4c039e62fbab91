import { deferredIsland } from '../layout/DeferredIsland';

/** The contact form, server-rendered, with its code (react-hook-form, zod, inputs) loaded after the page. */
export const ContactFormIsland = deferredIsland(() => import('./ContactForm').then((m) => m.ContactForm), 760);
