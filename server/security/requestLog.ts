import type { FastifyRequest } from 'fastify';
import { UNSUBSCRIBE_QUERY_KEY } from '../../src/lib/reports/knownProblems';

/** Query parameters that carry a key (the one-click unsubscribe URL): never written to a log. */
const KEY_PARAMETERS = [UNSUBSCRIBE_QUERY_KEY];

/** The URL with every key parameter's value replaced. */
export function redactKeys(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let redacted = false;
  for (const name of KEY_PARAMETERS)
    if (query.has(name)) {
      query.set(name, '[verwijderd]');
      redacted = true;
    }
  return redacted ? `${url.slice(0, at)}?${query}` : url;
}

/** Fastify's request line in the log (method, URL, host, address), its keys left out. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactKeys(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
