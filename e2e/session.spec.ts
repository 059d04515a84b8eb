import { type Page, type Route } from '@playwright/test';
import { AppShell } from './pages/AppShell.ts';
import { expectAccessible } from './support/checks.ts';
import { seedUser, uniqueEmail, type SeededUser } from './support/seed.ts';
import { expect, test } from './support/test.ts';

// Issue 7: only the server's 401 ends a stored session; an aborted, failed or refused check keeps it.

const SESSION_CHECK = '**/api/v1/auth/me';

async function seedCandidate(page: Page, request: Parameters<typeof seedUser>[0]): Promise<SeededUser> {
  const seeded = await seedUser(request, {
    email: uniqueEmail('session'),
    fullName: 'Sid Session',
    role: 'candidate',
  });
  // Stored as a browser that signed in earlier keeps it (spec part 1 §3), without opening a protected page yet.
  await page.goto('/login');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('isLoggedIn', 'true');
  }, seeded.token);
  return seeded;
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

test('typing another address while the session check is still open lands signed in there', async ({
  page,
  request,
}) => {
  const seeded = await seedCandidate(page, request);
  const held: Route[] = [];
  let isHolding = true;
  await page.route(SESSION_CHECK, async (route) => {
    if (isHolding) held.push(route);
    else await route.continue();
  });

  await page.goto('/');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toBeVisible();

  // The browser aborts the held check when the page goes; the new page's own check is answered.
  isHolding = false;
  await page.goto('/settings');
  const shell = new AppShell(page);
  await expect(shell.signOutButton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await storedToken(page)).toBe(seeded.token);
});

test('a 503 and then a 429 on the session check keep the session, and it recovers when the server answers', async ({
  page,
  request,
}) => {
  const seeded = await seedCandidate(page, request);
  let answer: 503 | 429 | 'server' = 503;
  const served: number[] = [];
  await page.route(SESSION_CHECK, async (route) => {
    if (answer === 'server') return route.continue();
    served.push(answer);
    await route.fulfill({
      status: answer,
      contentType: 'application/json',
      headers: answer === 429 ? { 'retry-after': '1' } : {},
      body: JSON.stringify({ detail: answer === 429 ? 'Rate limit exceeded' : 'Service Unavailable' }),
    });
  });

  await page.goto('/settings');
  const problem = page.getByRole('alert').filter({ hasText: 'Your session could not be checked just now' });
  await expect(problem).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await storedToken(page)).toBe(seeded.token);
  await expectAccessible(page);
  // saveScreen waits for animations to end, and the spinner's never does.
  await page.screenshot({ path: 'test-results/screens/session-check-retrying.png', animations: 'disabled' });

  // The next try by itself (after a second) meets a 429; the one after reaches the server.
  answer = 429;
  await expect.poll(() => served.includes(429), { timeout: 15_000 }).toBe(true);
  await expect(problem).toBeVisible();
  expect(await storedToken(page)).toBe(seeded.token);
  answer = 'server';
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  await expect(new AppShell(page).signOutButton).toBeVisible();
  await expect(problem).toHaveCount(0);
  expect(await storedToken(page)).toBe(seeded.token);
});

test('a token the server cannot read is dropped silently on start', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-token');
    localStorage.setItem('isLoggedIn', 'true');
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).signInButton).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});

test('a 401 on a later call signs the user out with the session message', async ({ page, request }) => {
  await seedCandidate(page, request);
  await page.route('**/api/v1/dashboard/stats', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Your session has expired. Please sign in again.' }),
    }),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).signInButton).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
