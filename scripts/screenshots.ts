/**
 * Full-page screenshots of pages at 390 px and 1440 px, for looking at what visitors see.
 * Usage: npx tsx scripts/screenshots.ts [/path ...]  (server must run on BASE_URL, default http://127.0.0.1:9000)
 * VIEWPORT_ONLY=1 shoots the first screen only; WITH_BANNER=1 keeps the cookie banner.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../testing/chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:9000';
const out = path.resolve(__dirname, '../screenshots');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const widths = [390, 1440];

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    if (process.env.WITH_BANNER !== '1') {
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'necessary-only'));
    }
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      // A full-page capture does not scroll, so bands off screen would stay unpainted (content-visibility: auto).
      await page.addStyleTag({ content: '#main-content section { content-visibility: visible !important; }' });
      const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.VIEWPORT_ONLY !== '1' });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

void main();
