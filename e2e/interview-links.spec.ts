import { CandidatesScreen } from './pages/CandidatesScreen.ts';
import { BuiltInInterview } from './pages/InterviewScreens.ts';
import { LoginScreen } from './pages/LoginScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { seedRecruiterWithPosting } from './support/jobs.ts';
import { openSignedIn, seedAdmin, seedUser, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const answerFor = (question: number) =>
  `For question ${question}: at my last job I led the support rota for 14 engineers, resolved about 300 tickets ` +
  `a month in Zendesk, and cut our first response time from 9 hours to 2 hours in one quarter.`;

test('a recruiter sends an interview link; only its candidate takes the interview, once', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { recruiter, position } = await seedRecruiterWithPosting(request, {
    emailPrefix: 'link-recruiter',
    position: 'Support Engineer',
  });
  const candidateEmail = uniqueEmail('link-candidate');
  await seedUser(request, { email: candidateEmail, fullName: 'Ana Lima', role: 'candidate' });
  const stranger = await seedUser(request, {
    email: uniqueEmail('stranger'),
    fullName: 'Bruno',
    role: 'candidate',
  });

  // The recruiter sends the link from the Candidates screen; without SMTP the dialog shows the link to copy.
  await openSignedIn(page, recruiter, '/candidates');
  const candidates = new CandidatesScreen(page);
  await candidates.row(candidateEmail).getByRole('button', { name: 'Send Interview Link' }).click();
  await candidates.dialog.getByRole('combobox', { name: 'Select Job Posting' }).click();
  await page.getByRole('option', { name: `${position} at Sourcegraph` }).click();
  await candidates.dialog.getByRole('button', { name: 'Create & Send Link' }).click();
  await expect(candidates.dialog.getByRole('alert')).toHaveText(
    'Interview link created but email failed to send. Please check your email configuration.',
  );
  const interviewUrl = await candidates.dialog.getByRole('textbox', { name: 'Interview link' }).inputValue();
  expect(interviewUrl).toMatch(/\/interview\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  await saveScreen(page, 'interview-link-sent');
  const interviewPath = new URL(interviewUrl).pathname;

  // The admin reads the message in the Outbox.
  const admin = await seedAdmin(request);
  await openSignedIn(page, admin, '/outbox');
  const message = page.getByRole('article', { name: `Your interview for ${position} at Sourcegraph` });
  await expect(message).toContainText(`To ${candidateEmail}`);
  await expect(message.getByRole('link', { name: interviewUrl })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'outbox');

  // The candidate opens it signed out, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  try {
    const candidatePage = await context.newPage();
    await candidatePage.goto(interviewPath);
    await expect(candidatePage.getByRole('heading', { name: 'Interview Login Required' })).toBeVisible();
    await expect(candidatePage.getByText(`is for ${candidateEmail}`)).toBeVisible();
    await expectAccessible(candidatePage);
    await saveScreen(candidatePage, 'interview-link-login-required');

    // Signed in as someone else: told so, and offered to switch.
    await openSignedIn(candidatePage, stranger, interviewPath);
    await expect(
      candidatePage.getByText(
        'This interview link is for a different user. Please log out and log in with the correct account.',
      ),
    ).toBeVisible();
    await expectAccessible(candidatePage);
    await saveScreen(candidatePage, 'interview-link-wrong-user');
    await candidatePage.getByRole('button', { name: 'Log Out & Switch Account' }).click();

    // The login page names the interview and the expected email, and comes back to the interview.
    const login = new LoginScreen(candidatePage);
    await expect(candidatePage.getByText('Interview Access Required')).toBeVisible();
    await expect(login.emailInput).toHaveValue(candidateEmail);
    await login.signInWithDevelopmentForm(candidateEmail, 'Ana Lima');
    await expect(candidatePage).toHaveURL(new RegExp(`${interviewPath}$`));
    await expect(
      candidatePage.getByRole('heading', { level: 1, name: `Interview: ${position}` }),
    ).toBeVisible();
    await expect(candidatePage.getByText('Welcome, Ana Lima')).toBeVisible();
    await expect(
      candidatePage.getByText('No CV found. Interview will proceed with job-specific questions only.'),
    ).toBeVisible();

    // The interview with the built-in interviewer, typed answers.
    const interview = new BuiltInInterview(
      candidatePage.getByRole('region', { name: 'Ready to Start Your Interview' }),
    );
    await expectAccessible(candidatePage);
    await saveScreen(candidatePage, 'interview-link-ready');
    await interview.consent.check();
    await interview.startButton.click();
    await expect(interview.waitingQuestion).toHaveText(/^Question 1 of (\d+)$/);
    const questionCount = Number((await interview.waitingQuestion.textContent())?.match(/of (\d+)/)?.[1]);
    for (let question = 1; question <= questionCount; question += 1) {
      await expect(interview.waitingQuestion).toHaveText(`Question ${question} of ${questionCount}`);
      await interview.answerBox.fill(answerFor(question));
      await interview.sendButton.click();
    }
    await expect(interview.finished).toBeVisible();
    await expectAccessible(candidatePage);
    await saveScreen(candidatePage, 'interview-link-finished');

    // The link is used now.
    await candidatePage.reload();
    await expect(candidatePage.getByRole('heading', { name: 'Interview Link Error' })).toBeVisible();
    await expect(
      candidatePage.getByText(
        'This interview link has already been used. Please contact the hiring team if you need to retake the interview.',
      ),
    ).toBeVisible();
    // The server runs in test mode: the testing-only reset is not offered.
    await expect(candidatePage.getByRole('button', { name: 'Reset Link (Testing)' })).toHaveCount(0);
    await expectAccessible(candidatePage);
    await saveScreen(candidatePage, 'interview-link-used');

    // A link that does not exist.
    await candidatePage.goto(`/interview/${'x'.repeat(43)}`);
    await expect(candidatePage.getByText('Interview link not found or has expired.')).toBeVisible();
  } finally {
    await context.close();
  }
});
