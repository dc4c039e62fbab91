import path from 'node:path';
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import {
  PORTFOLIO_PLACEHOLDER_IMAGE,
  portfolioImageUrl,
  type PortfolioItem,
} from '../../src/lib/portfolio/portfolioItem';
import { PLACEHOLDER_FILE, readPortfolioContent } from '../../src/lib/portfolio/portfolioContent';
import { fetchPortfolio, PortfolioSourceError } from './fetchPortfolio';

export const PORTFOLIO_NODE_TYPE = 'PortfolioItem';

/** Image types gatsby-transformer-sharp turns into ImageSharp nodes (and so into gatsby-plugin-image data). */
const SHARP_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'avif', 'tif', 'tiff']);

/** Declared, not inferred: queries keep working whatever the data holds, and typegen names every field. */
export function createPortfolioSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type ${PORTFOLIO_NODE_TYPE} implements Node @dontInfer {
      itemId: String!
      title: String!
      image: String!
      location: String!
      description: String!
      year: String!
      detailsLink: String!
      isNieuw: Boolean!
      kind: String
      voorbeeld: Boolean!
      order: Int!
      imageFile: File @link(by: "absolutePath", from: "imageFilePath")
    }
  `);
}

/** A downloaded image as gatsby-source-filesystem describes it. */
export interface DownloadedImage {
  absolutePath: string;
  extension: string;
}

export type ImageDownloader = (url: string, args: SourceNodesArgs) => Promise<DownloadedImage>;

const downloadWithGatsby: ImageDownloader = (url, { actions, createNodeId, getCache }) =>
  createRemoteFileNode({ url, createNode: actions.createNode, createNodeId, getCache });

export interface PortfolioSourceOptions {
  /** content/portfolio: the items when there is no API URL, and the placeholder image either way. */
  contentDir: string;
  /** PORTFOLIO_API_URL: where to GET the portfolio instead. */
  apiUrl?: string | null;
  timeoutMs?: number;
  downloadImage?: ImageDownloader;
}

interface SourcedItem {
  item: PortfolioItem;
  imageFilePath: string;
}

async function fromContent(contentDir: string): Promise<SourcedItem[]> {
  const content = await readPortfolioContent(contentDir);
  if (content.problems.length) {
    throw new PortfolioSourceError(
      `Het portfolio in ${contentDir} bevat fouten:\n${content.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return content.entries.map(({ item, imageFile }) => ({
    item: imageFile ? { ...item, image: portfolioImageUrl(item.id, path.basename(imageFile)) } : item,
    imageFilePath: imageFile ?? content.placeholderFile,
  }));
}

async function fromApi(apiUrl: string, options: PortfolioSourceOptions, args: SourceNodesArgs): Promise<SourcedItem[]> {
  const { reporter } = args;
  const { items, rejected } = await fetchPortfolio(apiUrl, { timeoutMs: options.timeoutMs });
  for (const { index, reason } of rejected)
    reporter.warn(`Portfolio van ${apiUrl}: item ${index} overgeslagen, ${reason}.`);
  const placeholder = path.join(options.contentDir, PLACEHOLDER_FILE);
  const download = options.downloadImage ?? downloadWithGatsby;

  return Promise.all(
    items.map(async (item): Promise<SourcedItem> => {
      // The spec's placeholder is ours: use the local copy rather than ask the other server for it.
      if (item.image === PORTFOLIO_PLACEHOLDER_IMAGE) return { item, imageFilePath: placeholder };
      const imageUrl = new URL(item.image, apiUrl).href;
      try {
        const file = await download(imageUrl, args);
        if (!SHARP_EXTENSIONS.has(file.extension.toLowerCase()))
          throw new Error(`.${file.extension} is geen ondersteund beeldformaat`);
        return { item: { ...item, image: imageUrl }, imageFilePath: file.absolutePath };
      } catch (error) {
        // One missing picture is not worth a failed build; the item keeps its place with the placeholder.
        reporter.warn(
          `Portfolio: de afbeelding ${imageUrl} van "${item.id}" is niet bruikbaar (${(error as Error).message}); de standaardafbeelding wordt gebruikt.`,
        );
        return { item: { ...item, image: PORTFOLIO_PLACEHOLDER_IMAGE }, imageFilePath: placeholder };
      }
    }),
  );
}

/**
 * Creates one PortfolioItem node per item, in order, from PORTFOLIO_API_URL when given, else from
 * content/portfolio. Each node links its image as a File, so gatsby-plugin-image handles local and remote
 * images alike. Throws a PortfolioSourceError that names the URL or file when the portfolio cannot be read.
 */
export async function sourcePortfolioNodes(args: SourceNodesArgs, options: PortfolioSourceOptions): Promise<number> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const apiUrl = options.apiUrl?.trim();
  const sourced = apiUrl ? await fromApi(apiUrl, options, args) : await fromContent(options.contentDir);

  sourced.forEach(({ item, imageFilePath }, order) => {
    const { id: itemId, ...fields } = item;
    const data = { itemId, ...fields, order, imageFilePath };
    actions.createNode({
      ...data,
      id: createNodeId(`${PORTFOLIO_NODE_TYPE}-${itemId}`),
      parent: null,
      children: [],
      internal: { type: PORTFOLIO_NODE_TYPE, contentDigest: createContentDigest(data) },
    });
  });
  reporter.info(`Portfolio: ${sourced.length} projecten uit ${apiUrl ?? options.contentDir}`);
  return sourced.length;
}

/** The sourceNodes hook: a PortfolioSourceError ends the build with its message alone, no stack trace. */
export async function sourcePortfolio(args: SourceNodesArgs, options: PortfolioSourceOptions): Promise<void> {
  try {
    await sourcePortfolioNodes(args, options);
  } catch (error) {
    if (error instanceof PortfolioSourceError) args.reporter.panic(error.message);
    throw error;
  }
}
