import { AppShell } from './pages/AppShell.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { signedInAs } from './support/seed.ts';
import { expect, test } from './support/test.ts';

test('landing page signed out: headline, invitation to sign in, no navigation', async ({ page }) => {
  await page.goto('/');
  const shell = new AppShell(page);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Interview Platform' })).toBeVisible();
  await expect(
    main.getByText('Sign in to access the platform and start conducting AI interviews'),
  ).toBeVisible();
  await expect(shell.signInButton).toBeVisible();
  await expect(shell.navigation).toHaveCount(0);
  await expect(shell.settingsLink).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'landing-signed-out');

  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('landing page signed in: the jobs link', async ({ page, request }) => {
  await signedInAs(page, request, 'candidate');
  const link = page.getByRole('link', { name: 'Browse Jobs & Start Interview' });
  await expect(link).toBeVisible();
  await expect(page.getByText('Sign in to access the platform')).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'landing-signed-in');

  await link.click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('uptime monitors get the pages with HEAD, as browsers get them with GET', async ({ request }) => {
  for (const path of ['/', '/jobs']) {
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
  }
});
