import { SettingsScreen } from './pages/SettingsScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { signedInAs } from './support/seed.ts';
import { expect, test } from './support/test.ts';

test('a candidate saves settings, and they stay saved', async ({ page, request }) => {
  const { user } = await signedInAs(page, request, 'candidate', '/settings');
  const settings = new SettingsScreen(page);
  await expect(settings.heading).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Role: Candidate')).toBeVisible();
  await expect(settings.questionTime).toHaveValue('20');
  await expect(settings.linkExpiration).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'settings-candidate');

  await settings.questionTime.fill('45');
  await settings.maximumQuestions.fill('4');
  await settings.autoPlay.check();
  await settings.saveButton.click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await saveScreen(page, 'settings-saved');

  await page.reload();
  await expect(settings.questionTime).toHaveValue('45');
  await expect(settings.maximumQuestions).toHaveValue('4');
  await expect(settings.autoPlay).toBeChecked();
});

test('the server refuses a value out of bounds and the form shows why', async ({ page, request }) => {
  await signedInAs(page, request, 'recruiter', '/settings');
  const settings = new SettingsScreen(page);
  await expect(settings.linkExpiration).toHaveValue('72');
  await settings.linkExpiration.fill('500');
  await settings.saveButton.click();
  await expect(settings.formError).toContainText('interview_link_expiration_hours:');
  await expect(settings.linkExpiration).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await saveScreen(page, 'settings-bounds-error');

  await page.reload();
  await expect(settings.linkExpiration).toHaveValue('72');
});
