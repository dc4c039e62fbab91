import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rasteriseContentSvgs } from '../../../../src/lib/images/rasteriseIllustrations';
import {
  PORTFOLIO_API_PATH,
  PORTFOLIO_IMAGES_PATH,
  PORTFOLIO_PLACEHOLDER_IMAGE,
  portfolioImageUrl,
  type PortfolioItem,
} from '../../../../src/lib/portfolio/portfolioItem';
import { readPortfolioContent } from '../../../../src/lib/portfolio/portfolioContent';

export interface PortfolioRoutesOptions {
  /** content/portfolio: one folder per building. */
  portfolioDir: string;
}

/** The list changes only with a deploy: browsers and builds may keep it a few minutes, then revalidate by ETag. */
export const PORTFOLIO_CACHE_CONTROL = 'public, max-age=300, must-revalidate';
/** Images keep their URL when redrawn, so they are not immutable; a day is plenty. */
export const PORTFOLIO_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/**
 * GET /api/portfolio: every item of content/portfolio, as the specification's shape (plus `kind`), with
 * absolute image URLs served below /api/portfolio/images. Read once at start-up: content changes with a deploy.
 */
export default async function portfolioRoute(
  app: FastifyInstance,
  { portfolioDir }: PortfolioRoutesOptions,
): Promise<void> {
  // The build rasterises content SVGs; doing it here too lets the API run from a fresh checkout. In production the
  // folder is read-only (and the release ships the PNGs): a drawing that cannot be redrawn is logged, not fatal.
  try {
    await rasteriseContentSvgs(portfolioDir);
  } catch (error) {
    app.log.warn(`portfolio: tekeningen niet opnieuw gerasterd (${(error as Error).message})`);
  }
  const content = await readPortfolioContent(portfolioDir);
  for (const problem of content.problems) app.log.warn(`portfolio: ${problem}`);

  const images = new Map<string, string>([[PORTFOLIO_PLACEHOLDER_IMAGE, content.placeholderFile]]);
  const items: PortfolioItem[] = content.entries.map(({ item, imageFile }) => {
    if (!imageFile) return item;
    const url = portfolioImageUrl(item.id, path.basename(imageFile));
    images.set(url, imageFile);
    return { ...item, image: url };
  });
  const body = JSON.stringify(items);
  // Weak: the bytes differ per content encoding (br, gzip, none), the list does not.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.get(PORTFOLIO_API_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', PORTFOLIO_CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get(`${PORTFOLIO_IMAGES_PATH}/*`, async (request, reply) => {
    const file = images.get(new URL(request.url, 'http://api.invalid').pathname);
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: 'not_found', message: 'Onbekende afbeelding.' });
    }
    reply.header('cache-control', PORTFOLIO_IMAGE_CACHE_CONTROL);
    return reply.sendFile(path.basename(file), path.dirname(file));
  });
}
