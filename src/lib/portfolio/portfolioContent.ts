import fs from 'node:fs/promises';
import path from 'node:path';
import { parsePortfolioItem } from './parsePortfolio';
import { sortPortfolio } from './portfolioFilters';
import { PORTFOLIO_PLACEHOLDER_IMAGE, type PortfolioItem } from './portfolioItem';

/** content/portfolio/placeholder.svg, rasterised at build (or by the server) to this sibling. */
export const PLACEHOLDER_FILE = 'placeholder.generated.png';
const ITEM_FILE = 'index.json';

export interface PortfolioContentEntry {
  /** The parsed item; `image` is still as written in index.json (relative to the item's folder) or the placeholder. */
  item: PortfolioItem;
  /** The image on disk, or null when the item has none (placeholder) or links to an http(s) image. */
  imageFile: string | null;
}

export interface PortfolioContent {
  entries: PortfolioContentEntry[];
  /** The placeholder image on disk. */
  placeholderFile: string;
  /** What was wrong, one line per problem, naming the file: a broken file is skipped, a missing image falls back. */
  problems: string[];
}

const isRelativePath = (image: string) => !image.startsWith('/') && !/^https?:/i.test(image);

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Reads content/portfolio: one folder per building with an index.json, the folder name being the id.
 * Used by the API server and by gatsby-node when no PORTFOLIO_API_URL is set, so both show the same items,
 * newest first.
 */
export async function readPortfolioContent(dir: string): Promise<PortfolioContent> {
  const problems: string[] = [];
  const entries: PortfolioContentEntry[] = [];
  const folders = (await fs.readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  for (const folder of folders.sort()) {
    const file = path.join(dir, folder, ITEM_FILE);
    let raw: unknown;
    try {
      raw = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      problems.push(
        `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'ontbreekt' : `geen geldige JSON (${(error as Error).message})`}`,
      );
      continue;
    }
    const result = parsePortfolioItem(
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw, id: folder } : raw,
    );
    if (!result.ok) {
      problems.push(`${file}: ${result.reason}`);
      continue;
    }
    const { item } = result;
    let imageFile: string | null = null;
    if (item.image !== PORTFOLIO_PLACEHOLDER_IMAGE && isRelativePath(item.image)) {
      const candidate = path.resolve(dir, folder, item.image);
      if (!candidate.startsWith(path.join(dir, folder) + path.sep) || !(await exists(candidate))) {
        problems.push(`${file}: de afbeelding ${item.image} bestaat niet; de standaardafbeelding wordt getoond`);
        item.image = PORTFOLIO_PLACEHOLDER_IMAGE;
      } else {
        imageFile = candidate;
      }
    }
    entries.push({ item, imageFile });
  }

  const order = sortPortfolio(entries.map((entry) => entry.item));
  entries.sort((a, b) => order.indexOf(a.item) - order.indexOf(b.item));
  return { entries, placeholderFile: path.join(dir, PLACEHOLDER_FILE), problems };
}
