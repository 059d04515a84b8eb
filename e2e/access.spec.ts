import { RECRUITER_REQUEST_SENT_MESSAGE } from '@viva/contracts';
import { AppShell } from './pages/AppShell.ts';
import { LoginScreen } from './pages/LoginScreen.ts';
import { RoleSelectionScreen } from './pages/RoleSelectionScreen.ts';
import { UsersScreen } from './pages/UsersScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { signedInAs } from './support/seed.ts';
import { expect, test } from './support/test.ts';

// The server runs with OPEN_RECRUITER_SIGNUP=0 and RECRUITER_DOMAINS=example.com (playwright.config.ts): someone
// from another domain who chooses Recruiter is a candidate until an admin approves.
test('an admin approves a recruiter request and the person’s navigation changes on their next page load', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = `applicant-${Date.now()}@elsewhere.org`;
  const login = new LoginScreen(page);
  await login.open();
  await login.signInWithDevelopmentForm(email, 'Sam Applicant');
  const roles = new RoleSelectionScreen(page);
  await roles.choose('Recruiter');
  await expect(roles.requestSent).toHaveText(RECRUITER_REQUEST_SENT_MESSAGE);
  await expect(roles.prompt).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'role-selection-request-sent');
  await roles.continueButton.click();
  const shell = new AppShell(page);
  expect(await shell.navigationLabels()).toEqual(['Home', 'Dashboard', 'Jobs', 'Practice', 'CV', 'Generic']);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  try {
    const adminPage = await adminContext.newPage();
    await signedInAs(adminPage, request, 'admin', '/users');
    const users = new UsersScreen(adminPage);
    await expect(users.heading).toBeVisible();
    await expect(users.requestRow(email)).toContainText('Sam Applicant');
    await expect(users.userRow(email)).toContainText('Requested recruiter');
    await expect(users.roleChangeRows(email).first()).toContainText('Requested recruiter');
    await expectAccessible(adminPage);
    await saveScreen(adminPage, 'users');

    await users.requestRow(email).getByRole('button', { name: 'Approve' }).click();
    await expect(users.dialog).toContainText('Sam Applicant');
    await users.dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Joined the hiring team');
    await expectAccessible(adminPage);
    await saveScreen(adminPage, 'users-approve-dialog');
    await users.dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText(`${email} is now a recruiter.`)).toBeVisible();
    await expect(users.requestRow(email)).toHaveCount(0);
    await expect(users.userRow(email).getByRole('cell').nth(2)).toHaveText('Recruiter');
    await expect(users.roleChangeRows(email).first()).toContainText('Joined the hiring team');
    await expect(users.roleChangeRows(email).first()).toContainText('admin@example.com');
    await saveScreen(adminPage, 'users-after-approval');
  } finally {
    await adminContext.close();
  }

  await page.reload();
  expect(await shell.navigationLabels()).toEqual(['Home', 'Dashboard', 'Jobs', 'Candidates']);
});
