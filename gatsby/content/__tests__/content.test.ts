import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { validateFrontmatter, type ContentKind } from '../../../src/lib/content/frontmatter';
import { markdownFiles } from '../contentFiles';
import { unknownTokens } from '../../../src/lib/content/firmTokens';
import { contentFieldsFor } from '../markdownNodes';
import { findDuplicatePaths } from '../createContentPages';
import { robotsTxt } from '../../robotsTxt';

const contentDir = path.resolve(__dirname, '../../../content');
// The editorial rules (spec articles, 600 words, 18 testimonials, FAQ count) are npm run content:check.
describe('the content writers committed', () => {
  const kinds: Array<[string, ContentKind]> = [
    ['blog', 'blog'],
    ['vacatures', 'vacature'],
    ['faq', 'faq'],
    ['legal', 'legal'],
  ];
  for (const [folder, kind] of kinds) {
    const files = markdownFiles(path.join(contentDir, folder));
    it(`has ${folder} content`, () => expect(files.length).toBeGreaterThan(0));
    it.each(files.map((f) => [path.relative(contentDir, f), f]))(
      `%s has valid frontmatter and only known tokens`,
      (_name, file) => {
        const { data, content } = matter(fs.readFileSync(file, 'utf8'));
        const result = validateFrontmatter(kind, data);
        expect(result.ok ? [] : result.problems).toEqual([]);
        expect(unknownTokens(`${JSON.stringify(data)}\n${content}`)).toEqual([]);
      },
    );
  }
});

describe('contentFieldsFor', () => {
  const file = (relativePath: string) => ({
    relativePath,
    relativeDirectory: path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath),
    name: path.basename(relativePath, '.md'),
  });

  it('takes a blog slug from its folder, accents included, in NFC', () => {
    const nfd = 'efficiënt-meldingssysteem'.normalize('NFD');
    expect(contentFieldsFor('blog', file(`${nfd}/index.md`), {})).toEqual({
      kind: 'blog',
      slug: 'efficiënt-meldingssysteem',
      path: '/blog/efficiënt-meldingssysteem',
    });
  });

  it('refuses an article outside its own folder or with a bad folder name', () => {
    expect(contentFieldsFor('blog', file('los-artikel.md'), {})).toHaveProperty('problem');
    expect(contentFieldsFor('blog', file('Mijn Artikel/index.md'), {})).toHaveProperty('problem');
  });

  it('routes vacancies and legal pages by their frontmatter slug', () => {
    expect(contentFieldsFor('vacature', file('x.md'), { slug: 'beheerder-syndicus' })).toMatchObject({
      path: '/vacatures/beheerder-syndicus',
    });
    expect(contentFieldsFor('legal', file('x.md'), { slug: 'privacybeleid' })).toMatchObject({
      path: '/privacybeleid',
    });
    expect(contentFieldsFor('faq', file('01-vraag.md'), {})).toEqual({ kind: 'faq', slug: '01-vraag', path: null });
  });
});

describe('findDuplicatePaths', () => {
  it('names both files that claim one route', () => {
    const node = (p: string, file: string) => ({
      fields: { kind: 'vacature', slug: p, path: `/vacatures/${p}`, sourceFile: file },
    });
    expect(
      findDuplicatePaths([
        node('a', 'content/vacatures/a.md'),
        node('a', 'content/vacatures/kopie.md'),
        node('b', 'content/vacatures/b.md'),
      ]),
    ).toEqual(['de slug van /vacatures/a komt meer dan eens voor: content/vacatures/a.md, content/vacatures/kopie.md']);
  });
});

describe('robotsTxt', () => {
  it('points crawlers at the sitemap index on the site origin', () => {
    expect(robotsTxt('https://www.example.be/')).toContain('Sitemap: https://www.example.be/sitemap-index.xml');
  });
});
