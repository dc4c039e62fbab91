import { parsePortfolio, PortfolioFormatError, type PortfolioRejection } from '../../src/lib/portfolio/parsePortfolio';
import type { PortfolioItem } from '../../src/lib/portfolio/portfolioItem';

/** How long a build waits for PORTFOLIO_API_URL before it fails. */
export const PORTFOLIO_FETCH_TIMEOUT_MS = 15_000;

/** Why the portfolio could not be sourced; the message names the URL (and the HTTP status) and ends the build. */
export class PortfolioSourceError extends Error {}

/**
 * GETs a portfolio from another deployment's /api/portfolio (or anything answering the same JSON list)
 * and parses it with the shared parser. Every failure throws a PortfolioSourceError naming the URL:
 * the build must never go on with a silently empty portfolio.
 */
export async function fetchPortfolio(
  url: string,
  { timeoutMs = PORTFOLIO_FETCH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<{ items: PortfolioItem[]; rejected: PortfolioRejection[] }> {
  const fail = (why: string) => new PortfolioSourceError(`Het portfolio kon niet worden opgehaald van ${url}: ${why}.`);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw fail(`geen antwoord binnen ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw fail(`geen verbinding (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) {
    throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }

  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw fail(`HTTP ${response.status}, maar het antwoord is geen JSON`);
  }
  let parsed: { items: PortfolioItem[]; rejected: PortfolioRejection[] };
  try {
    parsed = parsePortfolio(raw);
  } catch (error) {
    if (error instanceof PortfolioFormatError) throw fail(`het antwoord is geen lijst van projecten`);
    throw error;
  }
  if (parsed.items.length === 0) {
    throw fail(`het antwoord bevat geen enkel bruikbaar project (${parsed.rejected.length} overgeslagen)`);
  }
  return parsed;
}
