import { deferredIsland } from '../layout/DeferredIsland';

// Named chunk: Gatsby groups code that unnamed lazy chunks share by their names alone, so the forms' code (zod,
// react-hook-form) could land in one chunk with, say, the home page's carousel code and load there too.
/** The contact form, server-rendered, with its code (react-hook-form, zod, inputs) loaded after the page. */
export const ContactFormIsland = deferredIsland(
  () => import(/* webpackChunkName: "form-contact" */ './ContactForm').then((m) => m.ContactForm),
  760,
);
