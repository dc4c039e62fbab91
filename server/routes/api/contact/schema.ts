import { contactMessageSchema } from '../../../../src/lib/forms/contactMessageSchema';

/** POST /api/contact: the contact form's fields, as the site's form checks them (at most MESSAGE_BODY_LIMIT_BYTES). */
export const contactBody = contactMessageSchema;
