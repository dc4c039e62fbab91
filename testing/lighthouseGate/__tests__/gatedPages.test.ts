import fs from 'node:fs';
import { gatedPages } from '../gatedPages';
import { tempFolder } from '../../tempFolder';

const pageData = (chunk: string, pagePath: string) =>
  JSON.stringify({ componentChunkName: chunk, path: pagePath, result: {} });

describe('gatedPages', () => {
  it('measures the first article of the build, whatever the firm has published, beside home and the contact form', () => {
    const { dir, write } = tempFolder('gated-pages-');
    try {
      write('page-data/blog/page-data.json', pageData('component---src-templates-blog-list-tsx', '/blog'));
      write('page-data/blog/categorie/page-data.json', pageData('component---src-templates-blog-list-tsx', '/x'));
      write(
        'page-data/blog/zonnepanelen/page-data.json',
        pageData('component---src-templates-blog-post-tsx', '/blog/zonnepanelen'),
      );
      write('page-data/blog/lift/page-data.json', pageData('component---src-templates-blog-post-tsx', '/blog/lift'));
      expect(gatedPages(dir)).toEqual({ home: '/', article: '/blog/lift', form: '/contact' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops, saying so, when the build has no article to measure', () => {
    const { dir, write } = tempFolder('gated-pages-');
    try {
      write('page-data/blog/page-data.json', pageData('component---src-templates-blog-list-tsx', '/blog'));
      expect(() => gatedPages(dir)).toThrow(/Geen artikel in de build/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
