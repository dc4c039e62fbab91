import {
  STATUS_API,
  type ReportTimeline,
  type StatusChangePreview,
  type StatusLookup,
} from '../../lib/messages/reportStatus';

/** An answer of the status API: its JSON, or the Dutch message of its refusal. */
export type StatusAnswer<T> = { ok: true; value: T } | { ok: false; message: string | null };

async function call<T>(url: string, body?: unknown): Promise<StatusAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    return { ok: false, message: null };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: json as T };
  const message = (json as { message?: unknown } | null)?.message;
  return { ok: false, message: typeof message === 'string' ? message : null };
}

export const lookUpReport = (lookup: StatusLookup) => call<ReportTimeline>(STATUS_API.lookup, lookup);

export const previewStatusChange = (token: string) =>
  call<StatusChangePreview>(`${STATUS_API.change}?${new URLSearchParams({ token })}`);

export const confirmStatusChange = (change: { token: string; note: string; plannedDate: string }) =>
  call<{ status: 'changed' | 'unchanged'; report: StatusChangePreview }>(STATUS_API.change, change);
