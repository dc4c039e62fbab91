/**
 * The site's two ways to call its API (spec section 7). Cookies always go along; a body is sent as JSON,
 * with a JSON content type, only when there is one; a non-OK answer becomes an Error 'status: text'.
 * Nothing here retries, polls or caches: data never goes stale.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer with a non-OK status; `message` is 'status: response text' (or the status text when empty). */
export interface HttpError extends Error {
  name: 'HttpError';
  status: number;
}

// A plain Error with a status rather than a subclass: Babel would ship its `extends Error` helpers with every form.
const httpError = (status: number, text: string): HttpError =>
  Object.assign(new Error(`${status}: ${text}`), { name: 'HttpError' as const, status });

export const isHttpError = (error: unknown): error is HttpError => error instanceof Error && error.name === 'HttpError';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw httpError(response.status, text);
}

/** Sends a request and returns the response when it is OK; throws an HttpError when it is not. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

export type On401 = 'throw' | 'returnNull';

/** The default data fetch: GET with cookies, parsed as JSON. A 401 throws unless told to return null. */
export function fetchJson<T>(path: string, options?: { on401?: 'throw' }): Promise<T>;
export function fetchJson<T>(path: string, options: { on401: On401 }): Promise<T | null>;
export async function fetchJson<T>(path: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<T | null> {
  const response = await fetch(path, { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
