/** An answer of the site's JSON API: its JSON, or the Dutch message of its refusal (null: no answer at all). */
export type ApiAnswer<T> = { ok: true; value: T } | { ok: false; message: string | null };

/** The refusal's `message`, when the server sent one. */
export function refusalMessage(json: unknown): string | null {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * A GET (no body) or a POST with a JSON body, with credentials; never throws. `signal` may abort it (a call the page
 * stops waiting for answers as one that got no answer).
 */
export async function callJsonApi<T>(url: string, body?: unknown, signal?: AbortSignal): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch {
    return { ok: false, message: null };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (signal?.aborted) return { ok: false, message: null };
  return response.ok ? { ok: true, value: json as T } : { ok: false, message: refusalMessage(json) };
}
