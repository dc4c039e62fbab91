import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { apiErrorMessages } from '../../../src/lib/uiText/dutchMessages';
import { firstIssuePerField } from '../../../src/lib/forms/messageKinds';

/** The `error` codes of the messages API's JSON answers; each goes with a Dutch `message`. */
export type ApiError =
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'bad_request'
  | 'validation'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'rejected'
  | 'recaptcha_missing'
  | 'recaptcha_failed'
  | 'recaptcha_unavailable'
  | 'storage_failed'
  | 'server_error'
  | 'too_many_photos'
  | 'photo_too_large'
  | 'photo_rejected'
  | 'upload_incomplete'
  | 'unknown_building'
  | 'server_busy'
  | 'not_found'
  | 'link_invalid'
  | 'link_expired'
  | 'report_closed'
  | 'step_back';

/** Every refusal of the messages API: a status, a code, a Dutch message, and per field what is wrong. */
export function sendError(
  reply: FastifyReply,
  status: number,
  error: ApiError,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(fields ? { error, message, fields } : { error, message });
}

/** A body that does not pass its schema: 400 with the first problem per field (none for a body that is no object). */
export function replyValidationError(
  reply: FastifyReply,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  return sendError(reply, 400, 'validation', apiErrorMessages.validation, firstIssuePerField(issues));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MEDIA_TYPES = {
  json: { type: 'application/json', refusal: apiErrorMessages.unsupportedMediaType },
  multipart: { type: 'multipart/form-data', refusal: apiErrorMessages.multipartExpected },
} as const;

/** An onRequest hook: a body of another type is refused 415 before it is read. */
export function requireMediaType(expected: keyof typeof MEDIA_TYPES) {
  const { type, refusal } = MEDIA_TYPES[expected];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['content-type'];
    const mediaType = typeof header === 'string' ? header.split(';')[0].trim().toLowerCase() : null;
    if (mediaType !== type) return sendError(reply, 415, 'unsupported_media_type', refusal);
  };
}

const OTHER_METHODS = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * A POST-only URL answers every other method 405 with an Allow header, outside the rate limit. `except`: a method
 * the URL answers itself.
 */
export function refuseOtherMethods(app: FastifyInstance, url: string, except?: (typeof OTHER_METHODS)[number]): void {
  app.route({
    method: OTHER_METHODS.filter((method) => method !== except),
    url,
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      reply.header('allow', except ? `POST, ${except}` : 'POST');
      return sendError(reply, 405, 'method_not_allowed', apiErrorMessages.methodNotAllowed);
    },
  });
}

/**
 * A JSON route: POST only (a key travels in the body, never in a URL), no answer kept by a cache, a body of another
 * type refused 415 and one that is no object or fails `schema` 400, and `handle` given the parsed body. `options`: the
 * body limit and a rate budget of the route's own, if any.
 */
export function jsonPostRoute<S extends z.ZodMiniType>(
  app: FastifyInstance,
  url: string,
  schema: S,
  options: { bodyLimit: number; config?: { rateLimit: { max: number; timeWindow: string } } },
  handle: (body: z.output<S>, request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.post(url, { ...options, onRequest: requireMediaType('json') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isPlainObject(request.body)) return replyValidationError(reply, []);
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
    return handle(parsed.data, request, reply);
  });
  refuseOtherMethods(app, url);
}

/** The messages API's answer to whatever a route did not answer itself: Dutch, and never a stack trace. */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, 429, 'rate_limited', apiErrorMessages.rateLimited);
  if (status === 413) return sendError(reply, 413, 'payload_too_large', apiErrorMessages.payloadTooLarge);
  if (status === 415) return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.unsupportedMediaType);
  if (status >= 400 && status < 500) return sendError(reply, 400, 'bad_request', apiErrorMessages.badRequest);
  request.log.error({ err: error }, 'message route failed');
  return sendError(reply, 500, 'server_error', apiErrorMessages.storageFailed);
}
