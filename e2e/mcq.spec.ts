import { type Page } from '@playwright/test';
import type { Job } from '@viva/contracts';
import { CandidatesScreen } from './pages/CandidatesScreen.ts';
import { InterviewsDialog } from './pages/InterviewScreens.ts';
import { JobsScreen } from './pages/JobsScreen.ts';
import { McqScreen } from './pages/McqScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedRecruiterWithPosting } from './support/jobs.ts';
import { openSignedIn, seedAdmin, seedUser, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

test('a candidate takes the MCQ test with the keyboard and sees the score; the recruiter sees the same result and the item statistics', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { recruiter, position, job } = await seedRecruiterWithPosting(request, {
    emailPrefix: 'recruiter',
    position: 'Customer Support Engineer',
  });
  // The recruiter's view of the posting holds the answer key the test answers from.
  const managed = (await (
    await request.get(`/api/v1/jobs/${job.id}`, { headers: { Authorization: `Bearer ${recruiter.token}` } })
  ).json()) as Job;
  const key = new Map(
    managed.mcqQuestions!.flatMap((group) =>
      group.questions.map((question) => [question.question, question.correct_answer]),
    ),
  );
  const candidate = await seedUser(request, {
    email: uniqueEmail('candidate'),
    fullName: 'Ana Lima',
    role: 'candidate',
  });

  // The MCQ button of the card opens her own link in a new tab.
  await openSignedIn(page, candidate, '/jobs');
  const opening = context.waitForEvent('page');
  await new JobsScreen(page).card(position).getByRole('button', { name: 'MCQ' }).click();
  const tab = await opening;
  await tab.waitForURL(/\/mcq\/[A-Za-z0-9_-]{43}$/);
  const mcqUrl = tab.url();
  const mcq = new McqScreen(tab);
  await expect(mcq.title).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Welcome, Ana Lima!' })).toBeVisible();
  await expect(tab.getByText(`${position} at Sourcegraph`)).toBeVisible();
  await expectAccessible(tab);
  await saveScreen(tab, 'mcq-welcome');
  await mcq.startButton.click();

  // One question at a time; Next waits for an answer.
  await expect(mcq.progress).toHaveText(/^Progress: 0 \/ (\d+) questions answered \(0%\)$/);
  const total = Number((await mcq.progress.textContent())!.match(/\/ (\d+)/)![1]);
  expect(total).toBe(key.size);
  await expect(mcq.nextButton).toBeDisabled();
  await expect(mcq.previousButton).toBeDisabled();
  await expect(mcq.counter).toHaveText(/^Question 1\.1 of \d+\.\d+$/);
  await expectAccessible(tab);
  await saveScreen(tab, 'mcq-question');

  // Every question by keyboard alone: the arrow keys choose, Enter goes on. The last one is answered wrongly.
  const chosen: string[] = [];
  for (let index = 0; index < total; index += 1) {
    const question = (await mcq.questionText.textContent())!;
    const options = await mcq.options.allTextContents();
    const correct = key.get(question)!;
    const wanted = index === total - 1 ? options.find((option) => option !== correct)! : correct;
    await chooseByKeyboard(tab, options.indexOf(wanted));
    await expect(mcq.option(wanted)).toBeChecked();
    chosen.push(wanted);
    if (index === 3) {
      // Previous goes back across a competency boundary with the answer kept.
      await expect(mcq.counter).toHaveText(/^Question 2\.1 of/);
      await mcq.previousButton.click();
      await expect(mcq.counter).toHaveText(/^Question 1\.3 of/);
      await expect(mcq.option(chosen[2]!)).toBeChecked();
      await mcq.nextButton.click();
      await expect(mcq.option(wanted)).toBeChecked();
      await mcq.option(wanted).focus();
    }
    if (index < total - 1) {
      await tab.keyboard.press('Enter');
      await expect(mcq.progress).toContainText(`Progress: ${index + 1} / ${total}`);
    }
  }
  await expect(mcq.submitButton).toBeEnabled();
  await saveScreen(tab, 'mcq-last-question');
  await tab.keyboard.press('Enter');

  const expectedScore = (((total - 1) / total) * 100).toFixed(1);
  await expect(tab.getByRole('heading', { name: 'MCQ Assessment Complete!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tab.getByText(`Overall Score: ${expectedScore}%`)).toBeVisible();
  await expect(tab.getByText(`Correct Answers: ${total - 1} / ${total}`)).toBeVisible();
  await expect(tab.getByText('Incorrect', { exact: true })).toHaveCount(1);
  await expect(tab.getByText('BASIC').first()).toBeVisible();
  await expectAccessible(tab);
  await saveScreen(tab, 'mcq-results');

  // The link is used now.
  await tab.reload();
  await expect(tab.getByText('This MCQ link has expired or has already been used.')).toBeVisible();
  await tab.close();

  // Someone else signed in learns whom the link is for; nobody signed in is asked to sign in.
  const other = await seedUser(request, { email: uniqueEmail('other'), role: 'candidate' });
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(mcqUrl);
  // Used links answer 410 to everyone: a fresh link shows the authentication step.
  await expect(page.getByText('This MCQ link has expired or has already been used.')).toBeVisible();
  const fresh = await request.post(`/api/v1/jobs/${job.id}/mcq/generate-link`, {
    headers: { Authorization: `Bearer ${recruiter.token}` },
    data: { candidate_email: 'bruno-e2e@example.com' },
  });
  const freshUrl = new URL(((await fresh.json()) as { mcq_url: string }).mcq_url).pathname;
  await page.goto(freshUrl);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('is for bruno-e2e@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'mcq-sign-in-required');
  await openSignedIn(page, other, freshUrl);
  await expect(
    page.getByText(
      'This MCQ link is for a different user. Please log out and log in with the correct account.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`You are signed in as ${other.user.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with Correct Account' })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'mcq-wrong-user');

  // The recruiter sees the same result, with the signals beside it, in the Interviews dialog.
  await openSignedIn(page, recruiter, '/jobs');
  const jobs = new JobsScreen(page);
  await jobs.card(position).getByRole('button', { name: 'Interviews (1)' }).click();
  const dialog = new InterviewsDialog(page, position, 'Sourcegraph');
  // She had no interview: the interview sections show their empty states, the MCQ section her results.
  await expect(dialog.section('Interview Results')).toContainText('No interview results available.');
  await expect(dialog.section('Transcript')).toContainText('No transcript available.');
  const section = dialog.section('Technical Competency Assessment (MCQ)');
  await expect(section).toContainText(`Overall score: ${expectedScore}% (${total - 1} of ${total} correct)`);
  await expect(section).toContainText('Signals during the test');
  await expect(section).toContainText('Page hidden 0 times');
  await expect(section.getByText('Incorrect', { exact: true })).toHaveCount(1);
  await expect(section.getByText(`Candidate answer: ${chosen.at(-1)}`)).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'mcq-interviews-dialog');
  await dialog.dialog.getByRole('button', { name: 'Close' }).click();

  // The item statistics, from the job's details: counts only, below five attempts.
  await jobs.card(position).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `${position} at Sourcegraph` });
  await details.getByRole('tab', { name: 'Assessment Statistics' }).click();
  const table = details.getByRole('table', { name: 'Item statistics' });
  await expect(table.getByRole('row')).toHaveCount(total + 1);
  await expect(details.getByText('1 scored attempt.', { exact: false })).toBeVisible();
  await expect(
    details.getByText('Facility and discrimination are shown once 5 attempts are scored.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'mcq-statistics');
});

/** Arrow keys move the choice from the first option; Space takes the first one itself. */
async function chooseByKeyboard(page: Page, index: number) {
  if (index === 0) await page.keyboard.press('Space');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
}

test('a recruiter sends a candidate the MCQ link from the Candidates screen; it opens her assessment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { recruiter, position } = await seedRecruiterWithPosting(request, {
    emailPrefix: 'mcq-link-recruiter',
    position: 'Support Engineer',
  });
  const candidateEmail = uniqueEmail('mcq-link-candidate');
  const candidate = await seedUser(request, {
    email: candidateEmail,
    fullName: 'Ana Lima',
    role: 'candidate',
  });

  // The same dialog as Send Interview Link; without SMTP it shows the link to copy.
  await openSignedIn(page, recruiter, '/candidates');
  const candidates = new CandidatesScreen(page);
  await candidates.row(candidateEmail).getByRole('button', { name: 'Send MCQ Link' }).click();
  await expect(candidates.dialog.getByRole('heading', { name: 'Send MCQ Link to Ana Lima' })).toBeVisible();
  await candidates.dialog.getByRole('button', { name: 'Create & Send Link' }).click();
  await expect(candidates.dialog.getByRole('alert')).toHaveText('Please select a job posting.');
  await candidates.dialog.getByRole('combobox', { name: 'Select Job Posting' }).click();
  await page.getByRole('option', { name: `${position} at Sourcegraph` }).click();
  await candidates.dialog.getByRole('button', { name: 'Create & Send Link' }).click();
  await expect(candidates.dialog.getByRole('alert')).toHaveText(
    'MCQ link created but email failed to send. Please check your email configuration.',
  );
  const mcqUrl = await candidates.dialog.getByRole('textbox', { name: 'MCQ link' }).inputValue();
  expect(mcqUrl).toMatch(/\/mcq\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  await saveScreen(page, 'mcq-link-sent');

  // The message waits in the Outbox; the candidate's link opens her assessment.
  const admin = await seedAdmin(request);
  await openSignedIn(page, admin, '/outbox');
  const message = page.getByRole('article', { name: `Your assessment for ${position} at Sourcegraph` });
  await expect(message).toContainText(`To ${candidateEmail}`);
  await expect(message.getByRole('link', { name: mcqUrl })).toBeVisible();
  await openSignedIn(page, candidate, new URL(mcqUrl).pathname);
  await expect(new McqScreen(page).startButton).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Ana Lima!' })).toBeVisible();
});
