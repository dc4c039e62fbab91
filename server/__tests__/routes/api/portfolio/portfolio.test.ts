import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/fixtureSite';
import { PORTFOLIO_CACHE_CONTROL, PORTFOLIO_IMAGE_CACHE_CONTROL } from '../../../../routes/api/portfolio';
import { readPortfolioContent } from '../../../../../src/lib/portfolio/portfolioContent';
import { rasteriseContentSvgs } from '../../../../../src/lib/images/rasteriseIllustrations';
import { createPortfolioFixture, SPEC_EMPTY_ITEM } from '../../../../../testing/portfolioFixture';

const ITEM_KEYS = [
  'id',
  'title',
  'image',
  'location',
  'description',
  'year',
  'detailsLink',
  'isNieuw',
  'kind',
  'voorbeeld',
].sort();

describe('GET /api/portfolio', () => {
  let app: FastifyInstance;
  let portfolioDir: string;

  beforeAll(async () => {
    portfolioDir = createPortfolioFixture();
    app = await buildTestApp({ portfolioDir });
  });
  afterAll(() => app.close());

  it('answers a JSON list of items in the specification’s shape, newest first', async () => {
    const res = await app.inject('/api/portfolio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items.map((item) => item.id)).toEqual(['kmo-zonder-beeld', 'residentie-klaproos', 'hof-zonder-gegevens']);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    expect(items[1]).toEqual({
      id: 'residentie-klaproos',
      title: 'Residentie Klaproos',
      image: '/api/portfolio/images/residentie-klaproos/image.generated.png',
      location: 'Sint-Niklaas',
      description: 'Appartementsgebouw met 24 appartementen.',
      year: '2016',
      detailsLink: '/syndicus-appartementen',
      isNieuw: true,
      kind: 'appartementen',
      voorbeeld: true,
    });
  });

  it('fills every missing field with the specification’s fallback', async () => {
    const items = (await app.inject('/api/portfolio')).json() as Array<Record<string, unknown>>;
    expect(items.find((item) => item.id === 'hof-zonder-gegevens')).toEqual({
      id: 'hof-zonder-gegevens',
      ...SPEC_EMPTY_ITEM,
      image: '/api/portfolio/images/placeholder.png',
      voorbeeld: true,
    });
    expect(items.find((item) => item.id === 'kmo-zonder-beeld')?.image).toBe('/api/portfolio/images/placeholder.png');
  });

  it('sends caching headers and an ETag, and 304 when the ETag matches', async () => {
    const first = await app.inject('/api/portfolio');
    expect(first.headers['cache-control']).toBe(PORTFOLIO_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{10,}"$/);

    const again = await app.inject({ url: '/api/portfolio', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PORTFOLIO_CACHE_CONTROL);

    const compressed = await app.inject({
      url: '/api/portfolio',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(compressed.statusCode).toBe(304);

    for (const header of [`"ander", ${etag}`, etag.slice(2), '*']) {
      expect((await app.inject({ url: '/api/portfolio', headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    expect((await app.inject({ url: '/api/portfolio', headers: { 'if-none-match': '"verouderd"' } })).statusCode).toBe(
      200,
    );
  });

  it('serves each item’s image and the placeholder at the absolute path it names', async () => {
    const items = (await app.inject('/api/portfolio')).json() as Array<{ image: string }>;
    for (const url of new Set(items.map((item) => item.image))) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe(PORTFOLIO_IMAGE_CACHE_CONTROL);
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('serves no other file, inside the portfolio folder or outside it', async () => {
    for (const url of [
      '/api/portfolio/images/residentie-klaproos/index.json',
      '/api/portfolio/images/residentie-klaproos/image.svg',
      '/api/portfolio/images/../../../etc/passwd',
      '/api/portfolio/images/%2e%2e%2fREADME.md',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('is not there when the app has no portfolio folder', async () => {
    const bare = await buildTestApp();
    expect((await bare.inject('/api/portfolio')).statusCode).toBe(404);
    await bare.close();
  });
});

describe('readPortfolioContent', () => {
  it('takes the id from the folder, and names each file it had to skip or correct', async () => {
    const dir = createPortfolioFixture();
    await rasteriseContentSvgs(dir);
    const content = await readPortfolioContent(dir);
    expect(content.entries.map((entry) => entry.item.id)).toEqual([
      'kmo-zonder-beeld',
      'residentie-klaproos',
      'hof-zonder-gegevens',
    ]);
    expect(content.entries[1].imageFile).toMatch(/residentie-klaproos\/image\.generated\.png$/);
    expect(content.entries[0].imageFile).toBeNull();
    expect(content.problems).toHaveLength(4);
    expect(content.problems.join('\n')).toMatch(/kapot\/index\.json: geen geldige JSON/);
    expect(content.problems.join('\n')).toMatch(/lijst\/index\.json: geen object/);
    expect(content.problems.join('\n')).toMatch(/lege-map\/index\.json: ontbreekt/);
    expect(content.problems.join('\n')).toMatch(/bestaat-niet\.png bestaat niet/);
  });
});
