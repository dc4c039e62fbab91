import type { MessagesConfig } from '../config';

export type RecaptchaVerdict =
  | { ok: true; score: number | null }
  | {
      ok: false;
      reason: 'missing-token' | 'rejected' | 'wrong-action' | 'low-score' | 'wrong-hostname' | 'unreachable';
      detail?: string;
    };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * Asks the verifier (Google's siteverify, or RECAPTCHA_VERIFY_URL) about a v3 token: it must be valid,
 * issued for the expected action, score at least the minimum and, when hostnames are configured, come
 * from one of them.
 */
export async function verifyRecaptcha(
  token: string | undefined,
  expectedAction: string,
  config: NonNullable<MessagesConfig['recaptcha']> & { secretKey: string },
): Promise<RecaptchaVerdict> {
  if (!token) return { ok: false, reason: 'missing-token' };
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secretKey, response: token }).toString(),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: 'unreachable', detail: `HTTP ${response.status}` };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
  }
  if (answer.success !== true) return { ok: false, reason: 'rejected', detail: answer['error-codes']?.join(',') };
  if (answer.action !== expectedAction) return { ok: false, reason: 'wrong-action', detail: answer.action };
  const score = typeof answer.score === 'number' ? answer.score : null;
  if (score === null || score < config.minScore) return { ok: false, reason: 'low-score', detail: String(score) };
  if (config.hostnames.length && !config.hostnames.includes((answer.hostname ?? '').toLowerCase())) {
    return { ok: false, reason: 'wrong-hostname', detail: answer.hostname };
  }
  return { ok: true, score };
}
