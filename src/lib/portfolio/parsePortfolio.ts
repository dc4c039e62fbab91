import { z } from 'zod';
import { PORTFOLIO_FALLBACKS, PORTFOLIO_KINDS, type PortfolioItem } from './portfolioItem';

/**
 * The one parser of portfolio data, wherever it comes from: content/portfolio, the REST endpoint of another
 * deployment (PORTFOLIO_API_URL) or a test. A missing or unusable field gets the specification's fallback;
 * only what cannot be an item at all (not an object, no id) is rejected.
 */

const trimmed = z.string().trim().min(1);

/** A text field: a non-empty string, else the fallback. */
const text = (fallback: string) => trimmed.catch(fallback);

/** A URL the site may put in src or href: http(s), an absolute path, or a path relative to the data. */
function isSafeReference(value: string): boolean {
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true;
  if (value.startsWith('//') || /\s/.test(value)) return false;
  // Anything else with a scheme (javascript:, data:, file:) is refused.
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

const image = trimmed.refine(isSafeReference).catch(PORTFOLIO_FALLBACKS.image);

const detailsLink = trimmed
  .refine((value) => value === '#' || ((value.startsWith('/') || /^https?:/i.test(value)) && isSafeReference(value)))
  .catch(PORTFOLIO_FALLBACKS.detailsLink);

const year = z.union([z.number().int().min(1000).max(9999).transform(String), trimmed]).catch(PORTFOLIO_FALLBACKS.year);

const id = z.union([trimmed, z.number().int().nonnegative().transform(String)]);

export const portfolioItemSchema = z.object({
  id,
  title: text(PORTFOLIO_FALLBACKS.title),
  image,
  location: text(PORTFOLIO_FALLBACKS.location),
  description: text(PORTFOLIO_FALLBACKS.description),
  year,
  detailsLink,
  isNieuw: z.boolean().catch(false),
  kind: z.enum(PORTFOLIO_KINDS).nullable().catch(null),
  voorbeeld: z.boolean().catch(true),
});

export type PortfolioParseResult = { ok: true; item: PortfolioItem } | { ok: false; reason: string };

/** Parses one item; `{ ok: false }` with a Dutch reason when the value cannot be an item. */
export function parsePortfolioItem(raw: unknown): PortfolioParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      reason: `geen object maar ${Array.isArray(raw) ? 'een lijst' : raw === null ? 'null' : typeof raw}`,
    };
  }
  const parsed = portfolioItemSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'geen bruikbaar id (een niet-lege tekst of een getal)' };
  return { ok: true, item: parsed.data };
}

export interface PortfolioRejection {
  index: number;
  reason: string;
}

export class PortfolioFormatError extends Error {}

/**
 * Parses a whole portfolio: a JSON array of items. Items that cannot be an item, and repeated ids, are
 * rejected (and reported); the order is kept. Anything but an array throws.
 */
export function parsePortfolio(raw: unknown): { items: PortfolioItem[]; rejected: PortfolioRejection[] } {
  if (!Array.isArray(raw)) throw new PortfolioFormatError('Een portfolio is een JSON-lijst van projecten.');
  const items: PortfolioItem[] = [];
  const rejected: PortfolioRejection[] = [];
  const seen = new Set<string>();
  raw.forEach((value, index) => {
    const result = parsePortfolioItem(value);
    if (!result.ok) {
      rejected.push({ index, reason: result.reason });
    } else if (seen.has(result.item.id)) {
      rejected.push({ index, reason: `het id "${result.item.id}" komt al eerder voor` });
    } else {
      seen.add(result.item.id);
      items.push(result.item);
    }
  });
  return { items, rejected };
}
