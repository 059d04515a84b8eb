import { readFile } from 'node:fs/promises';
import { readDocument } from '@viva/engine';
import { InterviewSessionSchema } from '@viva/contracts';
import { ApplyPanel, InterviewsDialog } from './pages/InterviewScreens.ts';
import { JobsScreen } from './pages/JobsScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedJobPosting, seedRecruiterWithPosting } from './support/jobs.ts';
import { openSignedIn, seedUser, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const THIN_ANSWER = 'I handle support tickets.';
const answerFor = (question: number) =>
  `For question ${question}: at my last job I led the support rota for 14 engineers, resolved about 300 tickets ` +
  `a month in Zendesk, and cut our first response time from 9 hours to 2 hours in one quarter.`;

test('a candidate answers the built-in interviewer by typing, reloads midway, and the recruiter reviews it and downloads the report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { recruiter, position, job } = await seedRecruiterWithPosting(request, {
    emailPrefix: 'recruiter',
    position: 'Customer Support Engineer',
  });
  const candidate = await seedUser(request, {
    email: uniqueEmail('candidate'),
    fullName: 'Ana Lima',
    role: 'candidate',
  });

  // The candidate applies: the notice comes first.
  await openSignedIn(page, candidate, '/jobs');
  const jobs = new JobsScreen(page);
  const card = jobs.card(position);
  await card.getByRole('button', { name: 'Apply' }).click();
  const panel = new ApplyPanel(card);
  await expect(panel.region).toContainText('An AI interviewer conducts this interview');
  await expect(panel.region).toContainText('a recruiter reviews the transcript and the results');
  await expect(panel.startButton).toBeDisabled();
  await expectAccessible(page);
  await saveScreen(page, 'apply-notice');
  await panel.consent.check();
  await panel.startButton.click();

  // The interviewer greets her by name and asks the first question; a thin answer gets one follow-up.
  await expect(
    panel.region.getByText(/^Hello Ana, and thank you for applying for the Customer Support Engineer/),
  ).toBeVisible();
  await expect(panel.waitingQuestion).toHaveText(/^Question 1 of (\d+)$/);
  const questionCount = Number((await panel.waitingQuestion.textContent())?.match(/of (\d+)/)?.[1]);
  expect(questionCount).toBeGreaterThanOrEqual(3);
  await expectAccessible(page);
  await saveScreen(page, 'interviewer-first-question');
  await panel.answerBox.fill(THIN_ANSWER);
  await panel.sendButton.click();
  await expect(panel.waitingQuestion).toHaveText('Question 1 of ' + questionCount + ' (follow-up)');
  await saveScreen(page, 'interviewer-follow-up');
  await panel.answerBox.fill(answerFor(1));
  await panel.sendButton.click();
  await expect(panel.waitingQuestion).toHaveText(`Question 2 of ${questionCount}`);
  await panel.answerBox.fill(answerFor(2));
  await panel.sendButton.click();
  await expect(panel.waitingQuestion).toHaveText(`Question 3 of ${questionCount}`);

  // A reload in the middle: Apply again resumes at the waiting question with every answer kept.
  await page.reload();
  await jobs.card(position).getByRole('button', { name: 'Apply' }).click();
  await expect(panel.waitingQuestion).toHaveText(`Question 3 of ${questionCount}`);
  await expect(panel.region.getByText(answerFor(2))).toBeVisible();
  await expect(panel.consent).toHaveCount(0);

  for (let question = 3; question <= questionCount; question++) {
    await expect(panel.waitingQuestion).toHaveText(`Question ${question} of ${questionCount}`);
    await panel.answerBox.fill(answerFor(question));
    await panel.sendButton.click();
  }
  await expect(panel.finished).toBeVisible();
  await expect(panel.region.getByText(/^Thank you, Ana\. That was the last question\./)).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'interviewer-finished');

  // The recruiter opens the Interviews dialog.
  await openSignedIn(page, recruiter, '/jobs');
  const interviewsButton = jobs.card(position).getByRole('button', { name: 'Interviews (1)' });
  await expect(interviewsButton).toBeEnabled();
  await interviewsButton.click();
  const dialog = new InterviewsDialog(page, position, 'Sourcegraph');
  await expect(dialog.dialog).toBeVisible();
  await expect(dialog.section('Interview Details')).toContainText('Candidate: Ana Lima');
  const transcript = dialog.section('Transcript');
  await expect(transcript.getByText(THIN_ANSWER)).toBeVisible();
  await expect(transcript.getByText(answerFor(questionCount))).toBeVisible();
  await expect(transcript.getByText('0:00').first()).toBeVisible();
  const results = dialog.section('Interview Results');
  await expect(results.getByText('CV Verification Questions')).toBeVisible();
  await expect(results.getByText(`${questionCount} questions`)).toBeVisible();
  await expect(results.getByText('Evidence').first()).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('listitem').first()).toContainText(/Score \d+\.\d \/ 10/);
  await expect(results.getByRole('listitem').first()).toContainText(
    'cut our first response time from 9 hours to 2 hours',
  );
  await expect(dialog.section('Technical Competency Assessment (MCQ)')).toContainText(
    'No MCQ results available.',
  );
  await expectAccessible(page);
  await saveScreen(page, 'interviews-dialog');

  // The PDF report, read back.
  const downloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Download PDF Report' }).click();
  const download = await downloading;
  const pdf = await readFile((await download.path())!);
  const { markdown } = await readDocument(new Uint8Array(pdf), { accept: ['pdf'] });
  const text = markdown.replace(/\s+/g, ' ');
  expect(text).toContain('Ana Lima');
  expect(text).toContain(`${position} at Sourcegraph`);
  expect(text).toContain(THIN_ANSWER);
  expect(text).toContain('resolved about 300 tickets a month in Zendesk');
  expect(text).toContain('Evidence at');

  // What the server holds agrees: the interview's session id is the conversation id of the review calls.
  const session = InterviewSessionSchema.safeParse(
    await (
      await request.post('/api/v1/interview/sessions', {
        headers: { Authorization: `Bearer ${candidate.token}` },
        data: { job_posting_id: job.id, notice_accepted: true },
      })
    ).json(),
  );
  expect(session.success && session.data.status).toBe('completed');
});

test('a candidate asks for a human-led interview instead, and the recruiter sees the request', async ({
  page,
  request,
}) => {
  const recruiter = await seedUser(request, { email: uniqueEmail('recruiter'), role: 'recruiter' });
  const position = `Product Designer ${Date.now()}`;
  await seedJobPosting(request, recruiter.token, {
    position,
    company: 'Sourcegraph',
    location: 'Remote',
    jobSpecs: 'jobs/sourcegraph_product_designer.pdf',
  });
  const candidate = await seedUser(request, {
    email: uniqueEmail('candidate'),
    fullName: 'Bruno Costa',
    role: 'candidate',
  });
  await openSignedIn(page, candidate, '/jobs');
  const jobs = new JobsScreen(page);
  await jobs.card(position).getByRole('button', { name: 'Apply' }).click();
  const panel = new ApplyPanel(jobs.card(position));
  await panel.humanButton.click();
  await expect(panel.region).toContainText('Your request for a human-led interview has been sent.');

  await openSignedIn(page, recruiter, '/jobs');
  await jobs.card(position).getByRole('button', { name: 'Interviews (1)' }).click();
  const dialog = new InterviewsDialog(page, position, 'Sourcegraph');
  await expect(dialog.section('Interview Details')).toContainText(
    'This candidate asked for a human-led interview',
  );
  await expect(dialog.section('Transcript')).toContainText('No transcript available.');
  await expectAccessible(page);
  await saveScreen(page, 'interviews-dialog-human-request');
});
