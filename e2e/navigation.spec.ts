import { AppShell } from './pages/AppShell.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { signedInAs } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const EXPECTED = {
  candidate: ['Home', 'Dashboard', 'Jobs', 'Practice', 'CV', 'Generic'],
  recruiter: ['Home', 'Dashboard', 'Jobs', 'Candidates'],
  admin: ['Home', 'Dashboard', 'Jobs', 'Candidates', 'Users', 'Practice', 'CV', 'Specs', 'Generic', 'Outbox'],
} as const;

for (const [role, labels] of Object.entries(EXPECTED)) {
  test(`${role} sees ${labels.join(', ')} and can open each`, async ({ page, request }) => {
    test.setTimeout(120_000); // up to ten screens, each checked with axe
    await signedInAs(page, request, role as keyof typeof EXPECTED);
    const shell = new AppShell(page);
    await expect(shell.navigation).toBeVisible();
    expect(await shell.navigationLabels()).toEqual(labels);
    await expect(shell.settingsLink).toBeVisible();
    await expect(shell.banner.getByText(`Test ${role[0]?.toUpperCase()}${role.slice(1)}`)).toBeVisible();
    await saveScreen(page, `navigation-${role}`);
    for (const label of labels.slice(1)) {
      await shell.goTo(label);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shell.navigation.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessible(page);
    }
  });
}

test('small screens get a menu with the entries and the email', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { user } = await signedInAs(page, request, 'candidate');
  const shell = new AppShell(page);
  await expect(shell.navigation).toHaveCount(0);
  await shell.menuButton.click();
  await expect(page.getByText(user.email)).toBeVisible();
  expect(await shell.navigationLabels()).toEqual(EXPECTED.candidate);
  await expectAccessible(page);
  await saveScreen(page, 'navigation-mobile-menu');
  await shell.goTo('CV');
  await expect(page).toHaveURL(/\/cv$/);
  await expect(shell.navigation).toHaveCount(0);
});

test('a candidate opening /specs goes to /dashboard', async ({ page, request }) => {
  await signedInAs(page, request, 'candidate', '/specs');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a recruiter opening /practice goes to /dashboard', async ({ page, request }) => {
  await signedInAs(page, request, 'recruiter', '/practice');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor opening /dashboard goes to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'AI-Powered Interview Platform' })).toBeVisible();
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
