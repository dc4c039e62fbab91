import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until the returned function releases them: a chunk still on its way on a slow link, or
 * a server that has not answered yet.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
