import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { markdownFiles } from '../src/lib/content/contentFiles';
import type { PageFrontmatter } from '../src/lib/content/pageBlocks';
import { replaceTokens } from '../src/lib/content/firmTokens';
import { EMERGENCY_NUMBER } from '../src/lib/constants';
import { expect, test } from './fixtures';

/** Every page writers compose in content/pages/, as the built site shows it. */
const pages = markdownFiles(path.resolve(__dirname, '../content/pages')).map((file) => {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  return { file: path.basename(file), page: data as PageFrontmatter, body: content };
});

test.describe('pages composed in content/pages', () => {
  test.skip(() => test.info().project.name !== 'mobile-390', 'the words, not the layout: checked once');

  for (const { file, page, body } of pages) {
    test(`${page.route} shows the title, headings and block texts of ${file}`, async ({ page: browser }) => {
      await browser.goto(page.route);
      await expect(browser.locator('h1')).toHaveText(page.title);
      await expect(browser).toHaveTitle(new RegExp(`^${replaceTokens(page.seoTitle)} \\|`));
      const main = browser.locator('#main-content');
      const headings = [...body.matchAll(/^#{2,3}[ \t]+(.+)$/gm)].map((m) => m[1].trim());
      for (const heading of headings)
        await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      for (const block of page.blocks) {
        if (block.type === 'cards')
          for (const card of block.cards)
            await expect(main.getByText(replaceTokens(card.text), { exact: true })).toBeVisible();
        if (block.type === 'checklist' || block.type === 'reasons')
          for (const item of block.items)
            await expect(main.getByText(replaceTokens(item), { exact: true })).toBeVisible();
        if (block.type === 'emergency') await expect(main.getByRole('link', { name: EMERGENCY_NUMBER })).toBeVisible();
      }
      const firstParagraph = body
        .split(/\n\n/)
        .map((chunk) => chunk.trim())
        .find((chunk) => chunk && !chunk.startsWith('#'));
      const plainText = replaceTokens(firstParagraph!).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
      await expect(main.getByText(plainText)).toBeVisible();
    });
  }
});
