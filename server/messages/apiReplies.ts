import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorMessages } from '../../src/lib/messages/dutchMessages';

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
  | 'report_closed';

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

function mediaType(request: FastifyRequest): string | null {
  const type = request.headers['content-type'];
  return typeof type === 'string' ? type.split(';')[0].trim().toLowerCase() : null;
}

export const isJson = (request: FastifyRequest) => mediaType(request) === 'application/json';
export const isMultipart = (request: FastifyRequest) => mediaType(request) === 'multipart/form-data';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OTHER_METHODS = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A POST-only URL answers every other method 405 with an Allow header, outside the rate limit. */
export function refuseOtherMethods(app: FastifyInstance, url: string): void {
  app.route({
    method: [...OTHER_METHODS],
    url,
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      reply.header('allow', 'POST');
      return sendError(reply, 405, 'method_not_allowed', apiErrorMessages.methodNotAllowed);
    },
  });
}
