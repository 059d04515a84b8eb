import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a glob) until released, then lets them through: the server still does all
 * the work. For a state the real server ends too quickly to check (a job done before its first status check).
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
