import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import sharp from 'sharp';
import { rasteriseContentSvgs } from '../../../src/lib/images/rasteriseIllustrations';
import { createPortfolioFixture, SPEC_EMPTY_ITEM } from '../../../testing/portfolioFixture';
import { fetchPortfolio, PortfolioSourceError } from '../fetchPortfolio';
import { PORTFOLIO_NODE_TYPE, sourcePortfolio, sourcePortfolioNodes, type ImageDownloader } from '../portfolioNodes';

/** A small remote portfolio: one complete item, items with missing fields, and things that are no item. */
const remotePortfolio = [
  {
    id: 'remote-1',
    title: 'Residentie Op Afstand',
    image: '/beelden/gebouw.png',
    location: 'Gent',
    description: 'Een project van elders.',
    year: 2024,
    detailsLink: 'https://example.org/project',
    isNieuw: true,
    kind: 'nieuwbouw',
  },
  { id: 'remote-2', image: 'https://IMAGE_HOST/beelden/gebouw.png' },
  { id: 'remote-3', image: '/beelden/bestaat-niet.png', isNieuw: true },
  { id: 'remote-4', image: '/beelden/tekening.svg' },
  { title: 'Zonder id' },
  'geen item',
];

let server: http.Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#12355b' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    switch (req.url) {
      case '/api/portfolio':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(remotePortfolio).replace('IMAGE_HOST', req.headers.host ?? ''));
      case '/beelden/gebouw.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      case '/beelden/tekening.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      case '/kapot':
        res.writeHead(503, 'Service Unavailable');
        return res.end('onderhoud');
      case '/geen-json':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html></html>');
      case '/geen-lijst':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"items":[]}');
      case '/leeg':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('[{"title":"zonder id"}]');
      case '/traag':
        return; // never answers
      default:
        res.writeHead(404, 'Not Found');
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Just enough of Gatsby's sourceNodes arguments, recording the nodes and messages. */
function fakeArgs() {
  const nodes: Array<Record<string, unknown>> = [];
  const warnings: string[] = [];
  const panics: string[] = [];
  const args = {
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
    createNodeId: (key: string) => `node-${key}`,
    createContentDigest: (data: unknown) => JSON.stringify(data).length.toString(16),
    reporter: {
      info: () => undefined,
      warn: (message: string) => warnings.push(message),
      panic: (message: string) => {
        panics.push(message);
        throw new Error('panic');
      },
    },
  } as unknown as SourceNodesArgs;
  return { args, nodes, warnings, panics };
}

/** Downloads like createRemoteFileNode does, into a temporary folder, so the test sees which URLs were asked for. */
const downloadToTemp: ImageDownloader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const extension = path.extname(new URL(url).pathname).slice(1);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remote-')), `beeld.${extension}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { absolutePath: file, extension };
};

describe('sourcing the portfolio from PORTFOLIO_API_URL', () => {
  it('creates a node per usable item, in order, with fallbacks, and downloads the images it links', async () => {
    const { args, nodes, warnings } = fakeArgs();
    const contentDir = createPortfolioFixture();
    const count = await sourcePortfolioNodes(args, {
      contentDir,
      apiUrl: `${base}/api/portfolio`,
      downloadImage: downloadToTemp,
    });

    expect(count).toBe(4);
    expect(nodes.map((n) => n.itemId)).toEqual(['remote-1', 'remote-2', 'remote-3', 'remote-4']);
    expect(nodes.map((n) => n.order)).toEqual([0, 1, 2, 3]);
    const [complete, bare, missingImage, svg] = nodes;
    expect(complete).toMatchObject({
      id: 'node-PortfolioItem-remote-1',
      title: 'Residentie Op Afstand',
      image: `${base}/beelden/gebouw.png`,
      location: 'Gent',
      year: '2024',
      detailsLink: 'https://example.org/project',
      isNieuw: true,
      kind: 'nieuwbouw',
      internal: { type: PORTFOLIO_NODE_TYPE },
    });
    expect(fs.existsSync(complete.imageFilePath as string)).toBe(true);
    expect(bare).toMatchObject(SPEC_EMPTY_ITEM);
    // An image that cannot be downloaded, or that sharp cannot read, becomes the local placeholder, with a warning.
    for (const node of [missingImage, svg]) {
      expect(node.imageFilePath).toBe(path.join(contentDir, 'placeholder.generated.png'));
      expect(node.image).toBe('/api/portfolio/images/placeholder.png');
    }
    expect(warnings.join('\n')).toMatch(/bestaat-niet\.png.*HTTP 404/);
    expect(warnings.join('\n')).toMatch(/tekening\.svg.*\.svg is geen ondersteund beeldformaat/);
    expect(warnings.filter((w) => w.includes('overgeslagen'))).toHaveLength(2);
    expect(requests).toContain('/beelden/gebouw.png');
  });

  it('fails with an error that names the URL and the HTTP status', async () => {
    const url = `${base}/kapot`;
    await expect(fetchPortfolio(url)).rejects.toThrow(PortfolioSourceError);
    await expect(fetchPortfolio(url)).rejects.toThrow(
      `Het portfolio kon niet worden opgehaald van ${url}: HTTP 503 Service Unavailable.`,
    );
  });

  it('ends the build through reporter.panic with that message, and creates no node', async () => {
    const { args, nodes, panics } = fakeArgs();
    await expect(
      sourcePortfolio(args, { contentDir: createPortfolioFixture(), apiUrl: `${base}/kapot` }),
    ).rejects.toThrow();
    expect(panics).toEqual([
      `Het portfolio kon niet worden opgehaald van ${base}/kapot: HTTP 503 Service Unavailable.`,
    ]);
    expect(nodes).toEqual([]);
  });

  it.each([
    ['/bestaat-niet', /HTTP 404 Not Found/],
    ['/geen-json', /geen JSON/],
    ['/geen-lijst', /geen lijst van projecten/],
    ['/leeg', /geen enkel bruikbaar project \(1 overgeslagen\)/],
  ])('fails clearly for %s', async (route, message) => {
    await expect(fetchPortfolio(`${base}${route}`)).rejects.toThrow(message);
    await expect(fetchPortfolio(`${base}${route}`)).rejects.toThrow(`${base}${route}`);
  });

  it('gives up after the timeout', async () => {
    await expect(fetchPortfolio(`${base}/traag`, { timeoutMs: 200 })).rejects.toThrow(
      `${base}/traag: geen antwoord binnen 200 ms`,
    );
  });

  it('fails when nothing listens at the URL', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/portfolio`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchPortfolio(url)).rejects.toThrow(`${url}: geen verbinding (ECONNREFUSED).`);
  });
});

describe('sourcing the portfolio from content/portfolio', () => {
  it('links each item to its image file, and the placeholder when it has none', async () => {
    const contentDir = createPortfolioFixture();
    for (const broken of ['kapot', 'lijst', 'lege-map', 'kmo-zonder-beeld'])
      fs.rmSync(path.join(contentDir, broken), { recursive: true });
    await rasteriseContentSvgs(contentDir);
    const { args, nodes } = fakeArgs();
    await sourcePortfolioNodes(args, { contentDir, apiUrl: '  ' });
    expect(nodes.map((n) => [n.itemId, path.relative(contentDir, n.imageFilePath as string)])).toEqual([
      ['residentie-klaproos', 'residentie-klaproos/image.generated.png'],
      ['hof-zonder-gegevens', 'placeholder.generated.png'],
    ]);
    expect(nodes[0].image).toBe('/api/portfolio/images/residentie-klaproos/image.generated.png');
  });

  it('fails the build naming every broken file', async () => {
    const contentDir = createPortfolioFixture();
    await rasteriseContentSvgs(contentDir);
    const { args, panics } = fakeArgs();
    await expect(sourcePortfolio(args, { contentDir })).rejects.toThrow();
    expect(panics[0]).toContain(`Het portfolio in ${contentDir} bevat fouten`);
    for (const file of ['kapot/index.json', 'lijst/index.json', 'lege-map/index.json', 'kmo-zonder-beeld/index.json'])
      expect(panics[0]).toContain(file);
  });
});
