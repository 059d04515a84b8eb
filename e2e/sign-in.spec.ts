import { AppShell } from './pages/AppShell.ts';
import { LoginScreen } from './pages/LoginScreen.ts';
import { RoleSelectionScreen } from './pages/RoleSelectionScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedUser, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

test('a new user signs in with the development form and chooses Recruiter', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open();
  await expect(login.heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'login');

  await login.signInWithDevelopmentForm(uniqueEmail('new-recruiter'), 'Rita Recruiter');
  const roles = new RoleSelectionScreen(page);
  await expect(roles.heading).toBeVisible();
  await expect(roles.prompt).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'role-selection');

  await roles.choose('Recruiter');
  const shell = new AppShell(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.banner.getByText('Rita Recruiter')).toBeVisible();
  expect(await shell.navigationLabels()).toEqual(['Home', 'Dashboard', 'Jobs', 'Candidates']);
  expect(await page.evaluate(() => localStorage.getItem('role_selected'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  // The choice is kept by the server: a fresh start asks no more.
  await page.reload();
  await expect(shell.navigation).toBeVisible();
  await expect(roles.heading).toHaveCount(0);
});

test('a new user chooses Candidate and lands on the return address', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open('?returnTo=/dashboard');
  await login.signInWithDevelopmentForm(uniqueEmail('new-candidate'), 'Cara Candidate');
  const roles = new RoleSelectionScreen(page);
  await roles.choose('Candidate');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await new AppShell(page).navigationLabels()).toEqual([
    'Home',
    'Dashboard',
    'Jobs',
    'Practice',
    'CV',
    'Generic',
  ]);
});

test('an interview link sends the visitor to sign in with the notice and the expected email', async ({
  page,
}) => {
  const login = new LoginScreen(page);
  await login.open('?returnTo=/interview/abc123&email=sam@example.com');
  await expect(page.getByText('Interview Access Required')).toBeVisible();
  await expect(page.getByText('Please sign in with sam@example.com to access your interview.')).toBeVisible();
  await expect(login.emailInput).toHaveValue('sam@example.com');
  await expectAccessible(page);
  await saveScreen(page, 'login-interview-notice');

  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the development form names what is wrong before asking the server', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open();
  await login.signInWithDevelopmentForm('not-an-email', 'x'.repeat(201));
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(login.fullNameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an existing user signs in again and then signs out', async ({ page, request }) => {
  const email = uniqueEmail('returning');
  await seedUser(request, { email, fullName: 'Rory Returning', role: 'candidate' });
  const login = new LoginScreen(page);
  await login.open();
  await login.signInWithDevelopmentForm(email, 'Rory Returning');
  const shell = new AppShell(page);
  await expect(shell.signOutButton).toBeVisible();
  await expect(new RoleSelectionScreen(page).heading).toHaveCount(0);

  await page.goto('/settings');
  await shell.signOutButton.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.signInButton).toBeVisible();
  await expect(shell.settingsLink).toHaveCount(0);
  const stored = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('isLoggedIn'),
    localStorage.getItem('role_selected'),
  ]);
  expect(stored).toEqual([null, null, null]);
});
