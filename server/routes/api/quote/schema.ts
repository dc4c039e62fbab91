import { quoteRequestSchema } from '../../../../src/lib/forms/quoteRequestSchema';

/** POST /api/quote: the quote form's fields, as the site's form checks them (at most MESSAGE_BODY_LIMIT_BYTES). */
export const quoteBody = quoteRequestSchema;
