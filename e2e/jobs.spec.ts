import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { JobListResponseSchema, JobSchema } from '@viva/contracts';
import { JobsScreen } from './pages/JobsScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { holdRequests } from './support/hold-requests.ts';
import { fixturePath, seedJobPosting } from './support/jobs.ts';
import { seedUser, signedInAs, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const JOB_SPECS = 'jobs/sourcegraph_customer_support_engineer.pdf';
const CULTURE = 'culture/sourcegraph_values.pdf';

/**
 * Holds the status checks until released: the offline engine may finish before the first check, and the running
 * dialog must stay up long enough to be checked and pictured.
 */
const holdStatusChecks = (page: Page) => holdRequests(page, '**/api/v1/jobs/job/*');

async function expectFrameServesPdf(page: Page, frame: Locator) {
  const source = await frame.getAttribute('src');
  expect(source).not.toBeNull();
  const response = await page.request.get(source ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
}

test('a recruiter posts a job from real PDFs, edits its questions and requirements, and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInAs(page, request, 'recruiter', '/jobs');
  const headers = { Authorization: `Bearer ${token}` };
  const jobs = new JobsScreen(page);
  const position = `Customer Support Engineer ${Date.now()}`;
  const company = 'Sourcegraph';

  await expect(jobs.heading).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-page-recruiter');

  // The form.
  await jobs.postJobButton.click();
  await expect(jobs.form).toBeVisible();
  await expect(jobs.type).toHaveText('full-time');
  await expect(jobs.submitButton).toBeDisabled();
  // A file that is not a PDF is refused before upload.
  await jobs.jobSpecsInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please upload PDF files only.' }).first(),
  ).toBeVisible();
  await expect(jobs.form.getByText('No file chosen')).toHaveCount(2);
  await jobs.position.fill(position);
  await jobs.company.fill(company);
  await jobs.location.fill('Remote (US)');
  await expect(jobs.submitButton).toBeDisabled();
  await jobs.jobSpecsInput.setInputFiles(fixturePath(JOB_SPECS));
  await jobs.companyCultureInput.setInputFiles(fixturePath(CULTURE));
  await expect(jobs.form.getByText('sourcegraph_customer_support_engineer.pdf')).toBeVisible();
  await expect(jobs.form.getByText('sourcegraph_values.pdf')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  // The snackbar would stay for its 6 seconds: close it so the next pictures show the form alone.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Please upload PDF files only.' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(jobs.submitButton).toBeEnabled();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-form');

  // The progress dialog, held open while it is checked.
  const statusChecks = await holdStatusChecks(page);
  await jobs.submitButton.click();
  await expect(jobs.progressDialog).toBeVisible();
  await expect(jobs.progressDialog).toContainText(
    'This may take a few minutes. You can safely navigate away from this page - the job will continue processing in the background.',
  );
  await expect(jobs.progressDialog.getByText(/^Job ID: [0-9a-f-]{8}$/)).toBeVisible();
  await expect(jobs.progressDialog.getByRole('progressbar', { name: 'Job posting progress' })).toBeVisible();
  // No answer yet: the dialog shows the spec's defaults.
  await expect(jobs.progressDialog.getByText('Status: pending', { exact: true })).toBeVisible();
  await expect(jobs.progressDialog.getByText('Processing...', { exact: true })).toBeVisible();
  const storedJobId = await page.evaluate(() => localStorage.getItem('activeJobPostingJob'));
  expect(storedJobId).toMatch(/^[0-9a-f-]{36}$/);
  const lockedForm = jobs.formBehindDialog();
  await expect(lockedForm.cancelButton).toBeDisabled();
  await expect(lockedForm.submitButton).toBeDisabled();
  await expect(lockedForm.position).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(jobs.progressDialog).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-progress-dialog');
  statusChecks.release();

  await expect(jobs.progressDialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Job posting created successfully!')).toBeVisible();
  await expect(jobs.cards.first().getByRole('heading', { level: 2 })).toHaveText(position);
  await expect(jobs.form).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('activeJobPostingJob'))).toBeNull();
  const card = jobs.card(position);
  await expect(card).toContainText(company);
  await expect(card).toContainText('Remote (US)');
  await expect(card).toContainText('full-time');
  await expect(card).toContainText(/Posted \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(card.getByRole('button', { name: 'Interviews (0)' })).toBeDisabled();
  await saveScreen(page, 'jobs-page-after-create');

  // The details dialog, every tab.
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = jobs.detailsDialog(position, company);
  await expect(details).toBeVisible();
  await expect(details.getByRole('tab')).toHaveText([
    'Job Specs',
    'Job Specs Questions',
    'Work Requirements',
    'Company Culture',
    'Assessment Statistics',
  ]);
  const specsFrame = details.locator('iframe');
  await expect(specsFrame).toHaveAttribute('title', `Job specification for ${position} at ${company}`);
  await expectFrameServesPdf(page, specsFrame);
  const dialogBox = await details.boundingBox();
  expect(dialogBox?.height).toBeGreaterThan(800 * 0.85);
  await expectAccessible(page);
  await saveScreen(page, 'jobs-details-specs');

  // Screening questions: blank refused, then add, edit, delete, each one saved on the server.
  await details.getByRole('tab', { name: 'Job Specs Questions' }).click();
  const questionsPanel = details.getByRole('tabpanel');
  await expect(questionsPanel.getByRole('button', { name: 'Edit question' }).first()).toBeVisible();
  const generatedCount = await questionsPanel.getByRole('button', { name: 'Edit question' }).count();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-details-questions');
  await questionsPanel.getByRole('textbox', { name: 'New question' }).fill('   ');
  await questionsPanel.getByRole('button', { name: 'Add question' }).click();
  await expect(questionsPanel.getByRole('alert')).toHaveText('Question cannot be empty.');
  await questionsPanel
    .getByRole('textbox', { name: 'New question' })
    .fill('  Which debugging tool do you reach for first?  ');
  await questionsPanel.getByRole('button', { name: 'Add question' }).click();
  await expect(
    questionsPanel.getByText('Which debugging tool do you reach for first?', { exact: true }),
  ).toBeVisible();
  await expect(questionsPanel.getByRole('button', { name: 'Edit question' })).toHaveCount(generatedCount + 1);
  await questionsPanel.getByRole('button', { name: 'Edit question' }).last().click();
  const questionEditor = questionsPanel.getByRole('textbox', { name: 'Question', exact: true });
  await questionEditor.fill('');
  await questionsPanel.getByRole('button', { name: 'Save' }).click();
  await expect(questionsPanel.getByRole('alert')).toHaveText('Question cannot be empty.');
  await questionEditor.fill('How do you reproduce a customer bug?');
  await questionsPanel.getByRole('button', { name: 'Save' }).click();
  await expect(
    questionsPanel.getByText('How do you reproduce a customer bug?', { exact: true }),
  ).toBeVisible();
  await expect(questionsPanel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const jobId = await jobIdOf(request, headers, position);
  let saved = JobSchema.parse(await (await request.get(`/api/v1/jobs/${jobId}`, { headers })).json());
  expect(saved.jobSpecsQuestions?.at(-1)).toBe('How do you reproduce a customer bug?');
  await questionsPanel.getByRole('button', { name: 'Delete question' }).last().click();
  await expect(questionsPanel.getByText('How do you reproduce a customer bug?', { exact: true })).toHaveCount(
    0,
  );
  await expect(questionsPanel.getByRole('button', { name: 'Edit question' })).toHaveCount(generatedCount);

  // Work requirements: both fields needed, then add, edit, delete.
  await details.getByRole('tab', { name: 'Work Requirements' }).click();
  const requirementsPanel = details.getByRole('tabpanel');
  await expect(requirementsPanel.getByRole('textbox', { name: 'New title' })).toHaveAttribute(
    'placeholder',
    '3 words max',
  );
  const requirementCount = await requirementsPanel.getByRole('button', { name: 'Edit requirement' }).count();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-details-requirements');
  await requirementsPanel.getByRole('textbox', { name: 'New title' }).fill('Weekend rota');
  await requirementsPanel.getByRole('button', { name: 'Add requirement' }).click();
  await expect(requirementsPanel.getByRole('alert')).toHaveText('Both title and question cannot be empty.');
  await requirementsPanel
    .getByRole('textbox', { name: 'New question' })
    .fill(' Can you cover one weekend a month? ');
  await requirementsPanel.getByRole('button', { name: 'Add requirement' }).click();
  await expect(
    requirementsPanel.getByText('Can you cover one weekend a month?', { exact: true }),
  ).toBeVisible();
  await requirementsPanel.getByRole('button', { name: 'Edit requirement' }).last().click();
  await requirementsPanel.getByRole('textbox', { name: 'Title', exact: true }).fill('Weekend cover');
  await requirementsPanel.getByRole('textbox', { name: 'Question', exact: true }).fill('');
  await requirementsPanel.getByRole('button', { name: 'Save' }).click();
  await expect(requirementsPanel.getByRole('alert')).toHaveText('Both title and question cannot be empty.');
  await requirementsPanel
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('Can you work one weekend in four?');
  await requirementsPanel.getByRole('button', { name: 'Save' }).click();
  await expect(requirementsPanel.getByText('Weekend cover', { exact: true })).toBeVisible();
  saved = JobSchema.parse(await (await request.get(`/api/v1/jobs/${jobId}`, { headers })).json());
  expect(saved.jobSpecWorkRequirements?.at(-1)).toEqual({
    title: 'Weekend cover',
    question: 'Can you work one weekend in four?',
  });
  await saveScreen(page, 'jobs-details-requirements-edited');
  await requirementsPanel.getByRole('button', { name: 'Delete requirement' }).last().click();
  await expect(requirementsPanel.getByText('Weekend cover', { exact: true })).toHaveCount(0);
  await expect(requirementsPanel.getByRole('button', { name: 'Edit requirement' })).toHaveCount(
    requirementCount,
  );

  await details.getByRole('tab', { name: 'Company Culture' }).click();
  const cultureFrame = details.locator('iframe');
  await expect(cultureFrame).toHaveAttribute('title', `Company culture of ${company}`);
  await expectFrameServesPdf(page, cultureFrame);
  // Chromium's PDF viewer paints after the frame loads and tells the page nothing: give it a moment for the picture.
  await page.waitForTimeout(1500);
  await saveScreen(page, 'jobs-details-culture');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Delete.
  await card.getByRole('button', { name: 'Delete job posting' }).click();
  await expect(jobs.deleteDialog).toContainText(
    `Are you sure you want to delete the job posting for ${position} at ${company}? This action cannot be undone.`,
  );
  await expectAccessible(page);
  await saveScreen(page, 'jobs-delete-dialog');
  await jobs.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(jobs.deleteDialog).toBeHidden();
  await expect(jobs.card(position)).toHaveCount(0);
  expect((await request.get(`/api/v1/jobs/${jobId}`, { headers })).status()).toBe(404);
});

test('leaving the page while a job runs and coming back resumes the progress dialog', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'recruiter', '/jobs');
  const jobs = new JobsScreen(page);
  const position = `Account Executive ${Date.now()}`;
  await jobs.postJobButton.click();
  await jobs.position.fill(position);
  await jobs.company.fill('Sourcegraph');
  await jobs.location.fill('Remote');
  await jobs.jobSpecsInput.setInputFiles(fixturePath('jobs/sourcegraph_account_executive.pdf'));
  const statusChecks = await holdStatusChecks(page);
  await jobs.submitButton.click();
  await expect(jobs.progressDialog).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/jobs');
  await expect(jobs.progressDialog).toBeVisible();
  statusChecks.release();
  await expect(jobs.progressDialog).toBeHidden({ timeout: 30_000 });
  await expect(jobs.cards.first().getByRole('heading', { level: 2 })).toHaveText(position);
  await expect(jobs.card(position)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('activeJobPostingJob'))).toBeNull();
});

test('a candidate sees postings without Post a Job or delete, and only the public tabs', async ({
  page,
  request,
}) => {
  const recruiter = await seedUser(request, { email: uniqueEmail('poster'), role: 'recruiter' });
  const position = `Product Designer ${Date.now()}`;
  await seedJobPosting(request, recruiter.token, {
    position,
    company: 'Sourcegraph',
    location: 'Remote',
    jobSpecs: 'jobs/sourcegraph_product_designer.pdf',
  });
  await signedInAs(page, request, 'candidate', '/jobs');
  const jobs = new JobsScreen(page);
  const card = jobs.card(position);
  await expect(card).toBeVisible();
  await expect(jobs.postJobButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete job posting' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card.getByRole('region', { name: 'Record Your Application' })).toContainText(
    'An AI interviewer conducts this interview',
  );
  await expectAccessible(page);
  await saveScreen(page, 'jobs-page-candidate');

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = jobs.detailsDialog(position, 'Sourcegraph');
  await expect(details.getByRole('tab')).toHaveText(['Job Specs', 'Company Culture']);
  await details.getByRole('tab', { name: 'Company Culture' }).click();
  await expect(
    details.getByText('No company culture document was uploaded for this job posting.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'jobs-details-candidate');
});

test('on a phone the cards stack in one column', async ({ page, request }) => {
  const recruiter = await seedUser(request, { email: uniqueEmail('poster'), role: 'recruiter' });
  for (const position of ['Account Executive', 'Support Engineer']) {
    await seedJobPosting(request, recruiter.token, {
      position: `${position} ${Date.now()}`,
      company: 'Sourcegraph',
      location: 'Remote',
      jobSpecs: 'jobs/sourcegraph_account_executive.pdf',
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, request, 'recruiter', '/jobs');
  const jobs = new JobsScreen(page);
  await expect(jobs.cards.nth(1)).toBeVisible();
  const [first, second] = [await jobs.cards.nth(0).boundingBox(), await jobs.cards.nth(1).boundingBox()];
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  await expectAccessible(page);
  await saveScreen(page, 'jobs-page-phone');
});

async function jobIdOf(request: APIRequestContext, headers: Record<string, string>, position: string) {
  const list = JobListResponseSchema.parse(await (await request.get('/api/v1/jobs/', { headers })).json());
  const job = list.find((posting) => posting.position === position);
  if (job === undefined) throw new Error(`no posting named ${position}`);
  return job.id;
}
