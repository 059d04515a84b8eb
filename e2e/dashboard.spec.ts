import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedUser, signedInAs, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

test('the dashboard shows the three cards with counts from the server', async ({ page, request }) => {
  await seedUser(request, { email: uniqueEmail('counted'), role: 'candidate' });
  const { token } = await signedInAs(page, request, 'recruiter', '/dashboard');
  const stats = await (
    await request.get('/api/v1/dashboard/stats', { headers: { Authorization: `Bearer ${token}` } })
  ).json();

  const candidates = page.getByRole('region', { name: 'Candidates' });
  const jobs = page.getByRole('region', { name: 'Job Applications' });
  const interviews = page.getByRole('region', { name: 'Interviews' });
  await expect(candidates).toContainText(String(stats.candidates));
  expect(stats.candidates).toBeGreaterThanOrEqual(1);
  await expect(jobs).toContainText(String(stats.job_applications.total));
  await expect(jobs).toContainText(
    `Open: ${stats.job_applications.open} | Closed: ${stats.job_applications.closed}`,
  );
  await expect(interviews).toContainText(String(stats.interviews.total));
  await expect(interviews).toContainText(
    `Completed: ${stats.interviews.completed} | Scheduled: ${stats.interviews.scheduled}`,
  );
  await expectAccessible(page);
  await saveScreen(page, 'dashboard');
});

test('a candidate sees only their own figures, not the platform’s candidates', async ({ page, request }) => {
  await signedInAs(page, request, 'candidate', '/dashboard');
  await expect(page.getByRole('region', { name: 'Job Applications' })).toContainText('Open: 0 | Closed: 0');
  await expect(page.getByRole('region', { name: 'Interviews' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Candidates' })).toHaveCount(0);
  await saveScreen(page, 'dashboard-candidate');
});
