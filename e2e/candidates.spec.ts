import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TYPE_MESSAGE, UserSchema } from '@viva/contracts';
import { CandidatesScreen } from './pages/CandidatesScreen.ts';
import { LoginScreen } from './pages/LoginScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedJobPosting } from './support/jobs.ts';
import { signedInAs, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

test('a recruiter adds a candidate with a real CV, sees the Q&A, and deletes them; the candidate signs in as the same user', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const recruiter = await signedInAs(page, request, 'recruiter', '/candidates');
  const posting = await seedJobPosting(request, recruiter.token, {
    position: 'Customer Support Engineer',
    company: 'Sourcegraph',
    location: 'Remote',
    jobSpecs: 'jobs/sourcegraph_customer_support_engineer.pdf',
  });
  const screen = new CandidatesScreen(page);
  await expect(screen.heading).toBeVisible();
  await expect(page.getByText('Manage and review candidate applications')).toBeVisible();
  // The debug line is for development mode only; this server runs as 'test'.
  await expect(page.getByText(/^Debug:/)).toHaveCount(0);
  await expectAccessible(page);

  // Add New Candidate: a wrong file flashes the area and says why; the real CV is dropped.
  const email = uniqueEmail('ada');
  await screen.addButton.click();
  await expect(screen.dialog.getByRole('heading', { name: 'Add New Candidate' })).toBeVisible();
  await screen.fillNewCandidate({
    firstName: ' Ada ',
    surname: 'Lovelace',
    email: email.toUpperCase(),
    telephone: ' ',
  });
  const submit = screen.dialog.getByRole('button', { name: 'Add Candidate' });
  await expect(submit).toBeDisabled();
  await screen.dropFile(path.join(FIXTURES, 'SOURCES.md'), 'text/markdown');
  await expect(screen.dialog.getByRole('alert')).toHaveText(DOCUMENT_TYPE_MESSAGE);
  await expect(screen.dropZone).toHaveAttribute('data-reject', 'true');
  await screen.dropFile(path.join(FIXTURES, 'cvs/awesomecv_resume.pdf'), 'application/pdf');
  await expect(screen.dropZone).toContainText('awesomecv_resume.pdf');
  await expect(screen.dialog.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await saveScreen(page, 'candidates-add-dialog');

  await submit.click();
  await expect(screen.dialog.getByRole('status')).toHaveText(
    'Generating Q&A pairs (this may take a few minutes)...',
    {
      timeout: 30_000,
    },
  );
  await saveScreen(page, 'candidates-add-generating');
  await expect(
    page.getByText('Candidate created successfully with CV uploaded and Q&A pairs generated!'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(screen.dialog).toHaveCount(0);
  const row = screen.row(email);
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('candidate');
  await saveScreen(page, 'candidates-table');

  // View: the CV with its counts and the PDF itself; the Q&A generated from it, edited in place.
  await row.getByRole('button', { name: 'View', exact: true }).click();
  await expect(screen.dialog.getByRole('heading', { name: 'CV Document 1' })).toBeVisible();
  await expect(screen.dialog.getByText(/^Q&A pairs: [1-9]\d*$/)).toBeVisible();
  await expect(screen.dialog.getByText(/^Admin Q&A pairs: [1-9]\d*$/)).toBeVisible();
  await expect(screen.dialog.locator('iframe[title="CV Document 1 preview"]')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'candidates-view-cv');

  await screen.dialog.getByRole('tab', { name: 'Q&A' }).click();
  await expect(screen.dialog.getByRole('heading', { name: 'Administrative Q&A' })).toBeVisible();
  await expect(screen.dialog.getByRole('heading', { name: 'CV Q&A' })).toBeVisible();
  const firstEdit = screen.dialog.getByRole('button', { name: 'Edit CV Q&A' }).first();
  await firstEdit.click();
  const answer = screen.dialog.getByRole('textbox', { name: 'Answer', exact: true });
  await answer.fill('I built the analytical engine notes, with worked examples.');
  await screen.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    screen.dialog.getByText('I built the analytical engine notes, with worked examples.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'candidates-view-qa');
  await screen.dialog.getByRole('button', { name: 'Close' }).click();

  // Send Interview Link: a posting must be chosen first; without SMTP the email waits in the outbox, so the
  // dialog warns and shows the link to copy.
  await row.getByRole('button', { name: 'Send Interview Link' }).click();
  const select = screen.dialog.getByRole('combobox', { name: 'Select Job Posting' });
  await expect(select).toBeVisible();
  await screen.dialog.getByRole('button', { name: 'Create & Send Link' }).click();
  await expect(screen.dialog.getByRole('alert')).toHaveText('Please select a job posting.');
  await expectAccessible(page);
  await saveScreen(page, 'candidates-send-link');
  await select.click();
  await page.getByRole('option', { name: `${posting.position} at ${posting.company}` }).click();
  await screen.dialog.getByRole('button', { name: 'Create & Send Link' }).click();
  await expect(screen.dialog.getByRole('alert')).toHaveText(
    'Interview link created but email failed to send. Please check your email configuration.',
  );
  await expect(screen.dialog.getByRole('textbox', { name: 'Interview link' })).toHaveValue(
    /\/interview\/[\w-]{43}$/,
  );
  await saveScreen(page, 'candidates-send-link-created');
  await screen.dialog.getByRole('button', { name: 'Cancel' }).click();

  // The candidate signs in with that email, in a browser of their own, and is the same user with their role.
  const listed = await request.get('/api/v1/users/', {
    headers: { Authorization: `Bearer ${recruiter.token}` },
  });
  const added = (await listed.json()).users.find((user: { email: string }) => user.email === email);
  const candidateContext = await browser.newContext({ baseURL });
  let candidateToken: string;
  try {
    const candidatePage = await candidateContext.newPage();
    const login = new LoginScreen(candidatePage);
    await login.open();
    await login.signInWithDevelopmentForm(email, 'Ada L');
    await expect(candidatePage.getByRole('link', { name: 'CV' }).first()).toBeVisible();
    await expect(candidatePage.getByText('Choose your role')).toHaveCount(0);
    candidateToken = (await candidatePage.evaluate(() => localStorage.getItem('token')))!;
    const me = UserSchema.parse(
      await (
        await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${candidateToken}` } })
      ).json(),
    );
    expect(me).toMatchObject({ id: added.id, role: 'candidate', first_name: 'Ada', surname: 'Lovelace' });
  } finally {
    await candidateContext.close();
  }

  // Delete, with its confirmation.
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(screen.dialog.getByRole('heading', { name: 'Confirm Delete' })).toBeVisible();
  await expect(screen.dialog).toContainText('This action cannot be undone.');
  await expect(screen.dialog).toContainText(
    'All candidate data including CV and Q&A pairs will be permanently deleted.',
  );
  await expectAccessible(page);
  await saveScreen(page, 'candidates-confirm-delete');
  await screen.dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Candidate deleted successfully')).toBeVisible();
  await expect(screen.row(email)).toHaveCount(0);
  const gone = await request.get('/api/v1/auth/me', {
    headers: { Authorization: `Bearer ${candidateToken}` },
  });
  expect(gone.status()).toBe(401);
});
