import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { markdownFiles } from '../gatsby/content/contentFiles';
import type { PageFrontmatter } from '../src/lib/content/pageBlocks';
import { replaceTokens } from '../src/lib/content/firmTokens';
import { EMERGENCY_NUMBER_WITH_PRICE, emergencyPhone } from '../src/lib/emergency/emergencyLine';
import { literalPattern } from '../src/lib/text/literalPattern';
import { expect, test } from './fixtures';

/** Every page writers compose in content/pages/, as the built site shows it. */
const pages = markdownFiles(path.resolve(__dirname, '../content/pages')).map((file) => {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  return { file: path.basename(file), page: data as PageFrontmatter, body: content };
});

/** Every string in a frontmatter value. */
function textLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textLeaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textLeaves);
  return [];
}

test.describe('pages whose words are in content/pages', () => {
  for (const { file, page, body } of pages) {
    test(`${page.route} shows the title, headings and block texts of ${file}`, async ({ page: browser }) => {
      await browser.goto(page.route);
      await expect(browser.locator('h1')).toHaveText(page.title);
      // 'SEO-titel | Kantoor'; the home page puts the firm's name first.
      const seoTitle = literalPattern(replaceTokens(page.seoTitle));
      await expect(browser).toHaveTitle(new RegExp(page.route === '/' ? `\\| ${seoTitle}$` : `^${seoTitle} \\|`));
      const main = browser.locator('#main-content');
      const headings = [...body.matchAll(/^#{2,3}[ \t]+(.+)$/gm)].map((m) => m[1].trim());
      for (const heading of headings)
        await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(main.getByText(replaceTokens(page.lead), { exact: true })).toBeVisible();
      // A code page's named texts (e.g. the home page's sections): each shows somewhere on the page.
      for (const words of textLeaves(page.sections))
        await expect(
          main
            .getByText(replaceTokens(words).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'))
            .filter({ visible: true })
            .first(),
        ).toBeVisible();
      for (const block of page.blocks ?? []) {
        if (block.type === 'cards')
          for (const card of block.cards)
            await expect(main.getByText(replaceTokens(card.text), { exact: true })).toBeVisible();
        if (block.type === 'checklist' || block.type === 'reasons')
          for (const item of block.items)
            await expect(main.getByText(replaceTokens(item), { exact: true })).toBeVisible();
        if (block.type === 'emergency') {
          // Never the paid line alone: whom to call for what (content/noodgevallen.json) stands above it.
          await expect(main.locator('.emergency-guide').first()).toBeVisible();
          await expect(main.getByRole('link', { name: emergencyPhone.display })).toBeVisible();
          await expect(main).toContainText(EMERGENCY_NUMBER_WITH_PRICE);
        }
      }
      // The first plain paragraph: a heading or a list (e.g. the numbered steps of a thank-you page) is no one text.
      const firstParagraph = body
        .split(/\n\n/)
        .map((chunk) => chunk.trim())
        .find((chunk) => chunk && !chunk.startsWith('#') && !/^([-*+]|\d+\.)[ \t]/.test(chunk));
      if (firstParagraph) {
        const plainText = replaceTokens(firstParagraph).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
        await expect(main.getByText(plainText)).toBeVisible();
      }
    });
  }
});
