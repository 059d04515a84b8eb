import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { DocumentsScreen } from './pages/DocumentsScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { holdRequests } from './support/hold-requests.ts';
import { fixturePath, seedJobPosting } from './support/jobs.ts';
import { openSignedIn, seedUser, signedInAs, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

// spec part 2 §4.1: generation finishes within a poll or two (every 5 seconds).
const GENERATION_TIMEOUT = 30_000;

async function expectMessage(page: Page, text: string | RegExp, timeout = 10_000) {
  await expect(page.getByText(text).first()).toBeVisible({ timeout });
}

/**
 * An upload's message is replaced by 'Job started…' as soon as generation starts (one message is shown at a time),
 * so it is watched for every frame from before the upload.
 */
function watchForMessage(page: Page, text: string) {
  return page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
    polling: 'raf',
    timeout: 10_000,
  });
}

test('a candidate manages their CVs and the Q&A generated from them', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInAs(page, request, 'candidate', '/cv');
  const screen = new DocumentsScreen(page, 'CV Management', 'CV');
  await expect(screen.heading).toBeVisible();
  await expect(page.getByText('No CVs uploaded yet')).toBeVisible();

  // A file that is not a PDF or Word document is refused in the browser, with the reject flash.
  await screen.fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Please upload only PDF or Word documents (.pdf, .doc, .docx).')).toBeVisible();
  await expect(page.locator('[data-rejecting]')).toBeVisible();
  await expect(page.locator('[data-rejecting]')).toHaveCount(0, { timeout: 5_000 });
  await screen.uploadButton.click();
  await expect(page.getByText('Please select a file to upload.')).toBeVisible();

  // A PDF: uploaded, generated on its own, both lists shown.
  const uploaded = watchForMessage(page, 'CV uploaded successfully!');
  await screen.upload(fixturePath('cvs/rendercv_classic.pdf'));
  await uploaded;
  await expect(page.getByText('rendercv_classic.pdf', { exact: true })).toBeVisible();
  await expectMessage(
    page,
    /^Q&A pairs generated successfully! \d+ questions and answers are now ready\.$/,
    GENERATION_TIMEOUT,
  );
  await expect(screen.listHeading('Interview Practice Questions')).toBeVisible();
  await expect(screen.listHeading('Admin Verification Questions')).toBeVisible();
  const practice = screen.list('Interview Practice Questions');
  await expect(practice.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'cv-generated');

  // Edit an answer; only one item is in edit mode at a time.
  await practice
    .getByRole('button', { name: 'Edit Interview Practice Questions item 1', exact: true })
    .click();
  await page.getByRole('button', { name: 'Edit Admin Verification Questions item 1', exact: true }).click();
  await expect(
    page.getByRole('form', { name: 'Edit Interview Practice Questions item 1', exact: true }),
  ).toHaveCount(0);
  const adminForm = page.getByRole('form', { name: 'Edit Admin Verification Questions item 1', exact: true });
  await adminForm.getByRole('textbox', { name: 'Title' }).fill('Degree check');
  await adminForm.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Title and question updated successfully!');
  await expect(page.getByText('Degree check')).toBeVisible();
  await practice
    .getByRole('button', { name: 'Edit Interview Practice Questions item 1', exact: true })
    .click();
  const answerForm = page.getByRole('form', {
    name: 'Edit Interview Practice Questions item 1',
    exact: true,
  });
  await answerForm
    .getByRole('textbox', { name: 'Sample answer' })
    .fill('I kept our builds green for two years.');
  await answerForm.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Answer updated successfully!');
  await expect(page.getByText('I kept our builds green for two years.')).toBeVisible();

  // Custom Q&A of both types; a blank field is refused first.
  await screen.addCustomButton.click();
  await screen.customForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please enter both a question and an answer.')).toBeVisible();
  await screen.customForm.getByRole('button', { name: 'Cancel' }).click();
  await screen.addCustom({ question: 'Why do you want this job?', second: 'Because I love support work.' });
  await expectMessage(page, 'Custom Q&A pair created successfully!');
  await expect(page.getByText('Why do you want this job?')).toBeVisible();
  await screen.addCustom({ type: 'Admin', question: 'Can you start in May?', second: 'Start date' });
  await expect(page.getByText('Can you start in May?')).toBeVisible();
  await saveScreen(page, 'cv-edited');

  // Delete a pair through Confirm Delete.
  const before = await practice.getByRole('listitem').count();
  await practice
    .getByRole('button', { name: 'Delete Interview Practice Questions item 1', exact: true })
    .click();
  await expect(screen.confirmDialog).toContainText(
    'Are you sure you want to delete this Q&A pair? This action cannot be undone.',
  );
  await expectAccessible(page);
  await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Q&A pair deleted successfully!');
  await expect(practice.getByRole('listitem')).toHaveCount(before - 1);

  // A DOCX, and the page reloaded while its job is stored: the job is picked up again on load. Its status is held
  // back until then: the page checks a job as soon as the file's Q&A is read, and the job may be done by then.
  const statusChecks = await holdRequests(page, '**/api/v1/cv_qa/job/*');
  await screen.upload(fixturePath('cvs/soupboss_01_accountant.docx'));
  await expect(page.getByText('soupboss_01_accountant.docx', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('activeCvQaJobs'))).toContain('jobId');
  await page.reload();
  statusChecks.release();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('activeCvQaJobs')), { timeout: GENERATION_TIMEOUT })
    .toBeNull();
  await expect(page.getByRole('heading', { name: 'Q&A for soupboss_01_accountant.docx' })).toBeVisible();
  await expect(screen.list('Interview Practice Questions').getByRole('listitem').first()).toBeVisible();

  // Asking again while a job is stored as running says so instead of starting another.
  await page.getByRole('button', { name: 'Generate Q&A for soupboss_01_accountant.docx' }).click();
  await expectMessage(page, /^Job started successfully! Job ID: [0-9a-f]{8}$/);
  await page.getByRole('button', { name: 'Generate Q&A for soupboss_01_accountant.docx' }).click();
  await expectMessage(page, /already running for this file/);
  await expectMessage(page, /^Q&A pairs generated successfully!/, GENERATION_TIMEOUT);

  // Download, then delete the file with its Q&A.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download soupboss_01_accountant.docx' }).click();
  expect((await download).suggestedFilename()).toBe('soupboss_01_accountant.docx');
  await page.getByRole('button', { name: 'Delete soupboss_01_accountant.docx' }).click();
  await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'CV and Q&A pairs deleted successfully.');
  await expect(page.getByText('soupboss_01_accountant.docx', { exact: true })).toHaveCount(0);

  // A Word .doc CV is read and questioned like the others.
  await screen.upload(fixturePath('cvs/chrisrobison_resume_wordml_as.doc'));
  await expect(page.getByText('chrisrobison_resume_wordml_as.doc', { exact: true })).toBeVisible();
  await expectMessage(page, /^Q&A pairs generated successfully!/, GENERATION_TIMEOUT);
  await expect(
    page.getByRole('heading', { name: 'Q&A for chrisrobison_resume_wordml_as.doc' }),
  ).toBeVisible();
  await expect(screen.list('Interview Practice Questions').getByRole('listitem').first()).toBeVisible();
  await saveScreen(page, 'cv-after-delete');
  await page.setViewportSize({ width: 390, height: 800 });
  await saveScreen(page, 'cv-narrow');
});

test('an admin manages their job specs and the generated Q&A', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInAs(page, request, 'admin', '/specs');
  const screen = new DocumentsScreen(page, 'Specs Management', 'specs');
  await expect(screen.heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Uploaded Specs' })).toBeVisible();
  const uploaded = watchForMessage(page, 'Specs uploaded successfully!');
  await screen.upload(fixturePath('jobs/enlist_hr_generalist.pdf'));
  await uploaded;
  await expectMessage(page, /^Q&A pairs generated successfully!/, GENERATION_TIMEOUT);
  const generated = screen.list('Generated Q&A');
  await expect(generated.getByRole('listitem').first()).toBeVisible();
  await screen.addCustomButton.click();
  await expect(screen.customForm.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await screen.customForm.getByRole('button', { name: 'Cancel' }).click();
  await screen.addCustom({ question: 'What HR systems have you used?', second: 'Workday and BambooHR.' });
  await expectMessage(page, 'Custom Q&A pair created successfully!');
  await generated.getByRole('button', { name: 'Edit Generated Q&A item 1', exact: true }).click();
  await page.getByRole('textbox', { name: 'Sample answer' }).fill('My own answer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Answer updated successfully!');
  await expectAccessible(page);
  await saveScreen(page, 'specs');
  await page.getByRole('button', { name: 'Delete enlist_hr_generalist.pdf' }).click();
  await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Specs and Q&A pairs deleted successfully.');
  await expect(page.getByText('No specs uploaded yet')).toBeVisible();
});

test('a candidate edits their generic interview questions', async ({ page, request }) => {
  await signedInAs(page, request, 'candidate', '/generic');
  await expect(page.getByRole('heading', { level: 1, name: 'Generic Interview Questions' })).toBeVisible();
  const list = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /^Questions \(\d+\)$/ }) });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const count = await list.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Add Custom Q&A' }).click();
  const form = page.getByRole('form', { name: 'Add Custom Q&A' });
  await form.getByRole('textbox', { name: 'Question' }).fill('What motivates you?');
  await form.getByRole('textbox', { name: 'Answer' }).fill('Solving problems for people.');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectMessage(page, 'Custom Q&A pair created successfully!');
  await expect(list.getByRole('listitem')).toHaveCount(count + 1);
  await list.getByRole('button', { name: 'Edit Questions item 1', exact: true }).click();
  await page.getByRole('textbox', { name: 'Sample answer' }).fill('A better answer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Answer updated successfully!');
  await list.getByRole('button', { name: `Delete Questions item ${count + 1}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Q&A pair deleted successfully!');
  await expect(list.getByRole('listitem')).toHaveCount(count);
  await page.reload();
  await expect(page.getByText('A better answer.')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'generic');
});

test('the Apply panel shows the candidate’s CVs and the newest CV’s Q&A, or says there is none', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const recruiter = await seedUser(request, { email: uniqueEmail('recruiter'), role: 'recruiter' });
  const job = await seedJobPosting(request, recruiter.token, {
    position: 'Accountant',
    company: 'Enlist',
    location: 'Remote',
    jobSpecs: 'jobs/enlist_accountant.pdf',
  });
  const candidate = await seedUser(request, { email: uniqueEmail('applicant'), role: 'candidate' });
  const headers = { Authorization: `Bearer ${candidate.token}` };

  await openSignedIn(page, candidate, '/jobs');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: job.position, exact: true }) });
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No CV found. Please upload a CV to use this feature.')).toBeVisible();

  const uploaded = await request.post('/api/v1/cv/upload', {
    headers,
    multipart: {
      file: {
        name: 'my-cv.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(fixturePath('cvs/soupboss_01_accountant.pdf')),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { path } = (await uploaded.json()) as { path: string };
  const started = await request.post(`/api/v1/cv_qa?cv_path=${path}`, { headers });
  const jobId = ((await started.json()) as { job_id: string }).job_id;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/cv_qa/job/${jobId}`, { headers })).json()) as { status: string })
          .status,
      {
        timeout: GENERATION_TIMEOUT,
      },
    )
    .toBe('completed');

  await page.reload();
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('my-cv.pdf')).toBeVisible();
  await expect(
    page.getByText(/The interview includes questions from your latest CV: \d+ practice questions/),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'apply-latest-cv');
});
