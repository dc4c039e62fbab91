import type { FastifyInstance } from 'fastify';
import { LINK_FRAGMENT_KEY } from '../../../../../src/lib/reports/contractorJobs';
import {
  followTokenSchema,
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEM_PAGE_PATHS,
  UNSUBSCRIBE_QUERY_KEY,
} from '../../../../../src/lib/reports/knownProblems';
import { PROBLEM_BODY_LIMIT_BYTES, replyProblem } from '../../knownProblemRoute';
import { isPlainObject, refuseOtherMethods, replyValidationError, sendError } from '../../replies';
import { apiErrorMessages } from '../../../../../src/lib/uiText/dutchMessages';

const FORM = 'application/x-www-form-urlencoded';
/** RFC 8058: what a mail client POSTs to the List-Unsubscribe URL. */
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

const mediaType = (header: unknown) => (typeof header === 'string' ? header.split(';')[0].trim().toLowerCase() : '');
const keyInQuery = (query: unknown) => {
  const value = (query as Record<string, unknown> | undefined)?.[UNSUBSCRIBE_QUERY_KEY];
  return typeof value === 'string' ? value : null;
};

/**
 * POST /api/known-problems/unsubscribe: the follower leaves. From the page, { token } as JSON; from a mail client,
 * RFC 8058's one-click POST (form-encoded `List-Unsubscribe=One-Click`) with the key in the `sleutel` query parameter,
 * as the List-Unsubscribe header carries it (the logger leaves that parameter out). A GET of that URL (a client that
 * opens it in a browser) changes nothing: it is sent on to the page with the key in the fragment.
 */
export default async function unsubscribeRoute(app: FastifyInstance): Promise<void> {
  // Only here: the one-click body. Read as text and compared, never parsed into anything else.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.post(
    KNOWN_PROBLEM_API.unsubscribe,
    { ...app.lookupRoute, bodyLimit: PROBLEM_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const type = mediaType(request.headers['content-type']);
      let token: string;
      if (type === FORM) {
        const key = keyInQuery(request.query);
        if (!key || String(request.body).trim() !== ONE_CLICK_BODY)
          return replyValidationError(reply, [{ path: [UNSUBSCRIBE_QUERY_KEY], message: apiErrorMessages.validation }]);
        token = key;
      } else if (type === 'application/json') {
        if (!isPlainObject(request.body)) return replyValidationError(reply, []);
        const parsed = followTokenSchema.safeParse(request.body);
        if (!parsed.success) return replyValidationError(reply, parsed.error.issues);
        token = parsed.data.token;
      } else return sendError(reply, 415, 'unsupported_media_type', apiErrorMessages.unsupportedMediaType);
      const result = app.knownProblems.unsubscribe(token, app.clock());
      if (result.ok && result.value.status === 'removed') request.log.info('follower left');
      return replyProblem(reply, result);
    },
  );

  app.get(KNOWN_PROBLEM_API.unsubscribe, app.lookupRoute, async (request, reply) => {
    const key = keyInQuery(request.query) ?? '';
    const page = `${KNOWN_PROBLEM_PAGE_PATHS.unsubscribe}#${new URLSearchParams({ [LINK_FRAGMENT_KEY]: key })}`;
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(page, 303);
  });
  refuseOtherMethods(app, KNOWN_PROBLEM_API.unsubscribe, 'GET');
}
