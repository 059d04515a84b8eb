import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  answerMatchColour,
  fillerWordsColour,
  RecordingAnalysisSchema,
  sentimentColour,
  speechRateColour,
  type ScoreColour,
} from '@viva/contracts';
import { PracticeScreen } from './pages/PracticeScreen.ts';
import { expectAccessible, saveScreen } from './support/checks.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium.ts';
import { openSignedIn, seedUser, uniqueEmail } from './support/seed.ts';
import { expect, test } from './support/test.ts';

/**
 * The fake microphone's sound: a spoken sentence made here with the same offline speech library the server uses,
 * looped by Chromium. Written before the browser starts, since the flag names the file.
 */
function writeSpokenWav(): string {
  const require = createRequire(import.meta.url);
  const meSpeak = require('mespeak');
  const { log, warn } = console;
  // mespeak says it cannot play sound outside a browser; it only renders here.
  console.log = console.warn = () => undefined;
  meSpeak.loadConfig(require('mespeak/src/mespeak_config.json'));
  meSpeak.loadVoice(require('mespeak/voices/en/en-us.json'));
  const wav = meSpeak.speak('I built a payment service in Java with a small team.', { rawdata: 'buffer' });
  Object.assign(console, { log, warn });
  const file = path.join(os.tmpdir(), `viva-practice-voice-${process.pid}.wav`);
  writeFileSync(file, new Uint8Array(wav));
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${writeSpokenWav()}`,
    ],
  },
});

/**
 * The browser's speech recognition needs Google's servers, which a test machine cannot reach: this stand-in hears
 * what the test says (`window.__say`), first as an interim phrase, then final once it has been said at a
 * conversational pace (0.4 s a word, 150 words per minute), like the real one.
 */
function fakeSpeechRecognition() {
  type Result = { 0: { transcript: string }; isFinal: boolean; length: number };
  class FakeRecognition {
    lang = 'en-US';
    continuous = false;
    interimResults = false;
    onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    results: Result[] = [];
    start() {
      (window as unknown as { __listening: FakeRecognition | null }).__listening = this;
    }
    stop() {
      setTimeout(() => this.onend?.(), 0);
    }
  }
  const scope = window as unknown as Record<string, unknown>;
  scope.SpeechRecognition = FakeRecognition;
  scope.webkitSpeechRecognition = FakeRecognition;
  scope.__say = (text: string) =>
    new Promise<void>((resolve) => {
      const listener = scope.__listening as FakeRecognition;
      const result: Result = { 0: { transcript: text }, isFinal: false, length: 1 };
      listener.results.push(result);
      const resultIndex = listener.results.length - 1;
      listener.onresult?.({ resultIndex, results: listener.results });
      setTimeout(
        () => {
          result.isFinal = true;
          listener.onresult?.({ resultIndex, results: listener.results });
          resolve();
        },
        text.split(' ').length * 400,
      );
    });
}

const say = (page: Page, text: string) =>
  page.evaluate(
    (spoken) => (window as unknown as { __say: (text: string) => Promise<void> }).__say(spoken),
    text,
  );

/** A candidate with a CV whose questions are ready (the cv module's own calls, as its screen makes them). */
async function candidateWithCv(request: APIRequestContext) {
  const seeded = await seedUser(request, {
    email: uniqueEmail('practice'),
    fullName: 'Pat Practice',
    role: 'candidate',
  });
  const headers = { Authorization: `Bearer ${seeded.token}` };
  const cv = path.join(import.meta.dirname, '../fixtures/cvs/awesomecv_resume.pdf');
  const { readFileSync } = await import('node:fs');
  const uploaded = await request.post('/api/v1/cv/upload', {
    headers,
    multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: readFileSync(cv) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { path: cvPath } = (await uploaded.json()) as { path: string };
  const started = await request.post(`/api/v1/cv_qa?cv_path=${encodeURIComponent(cvPath)}`, { headers });
  expect(started.ok(), await started.text()).toBe(true);
  const { job_id: jobId } = (await started.json()) as { job_id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/cv_qa/job/${jobId}`, { headers })).json()) as { status: string })
          .status,
      {
        timeout: 60_000,
      },
    )
    .toBe('completed');
  // Short timings so two questions pass quickly: 10 s each (the least), 3 s between, audio on.
  const saved = await request.post('/api/v1/users/me/settings', {
    headers,
    data: { questionTimeSeconds: 10, transitionTimeSeconds: 3, maxQuestionsToAsk: 2, autoPlayAudio: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return seeded;
}

const CSS_COLOURS: Record<ScoreColour, string> = {
  red: 'rgb(198, 40, 40)',
  amber: 'rgb(255, 179, 0)',
  green: 'rgb(46, 125, 50)',
};

test('a candidate records answers to two timed spoken questions, watches the recording, analyses and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seeded = await candidateWithCv(request);
  await page.addInitScript(fakeSpeechRecognition);
  await openSignedIn(page, seeded, '/practice');
  const practice = new PracticeScreen(page);
  await expect(practice.heading).toBeVisible();
  await expect(
    practice.recordings.getByText(
      'No interview recordings yet. Start recording to see your interviews here.',
    ),
  ).toBeVisible();
  await expect(
    practice.questionLists.getByText(
      'No job specs questions available. Upload a job specification to generate relevant questions.',
    ),
  ).toBeAttached();
  // The fake camera is live in the preview.
  await expect
    .poll(() => practice.cameraPreview.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
  await expect(practice.questionPanel.getByText('Question 1 of 2')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'practice-ready');

  await practice.startButton.click();
  await expect(practice.stopButton).toBeVisible();
  await expect(practice.questionPanel.getByText('Question 1 of 2')).toBeVisible();
  // The question's audio plays by itself (auto-play is on).
  await expect(practice.questionPanel.getByRole('button', { name: 'Stop audio' })).toBeVisible();
  await say(page, 'I built a payment service in Java and it handled two thousand requests a second');
  await saveScreen(page, 'practice-recording');
  await expect(page.getByText('Get ready for the next question...')).toBeVisible({ timeout: 15_000 });
  await expect(practice.questionPanel.getByText('Question 2 of 2')).toBeVisible({ timeout: 10_000 });
  await say(page, 'um I really enjoy working with people and I like helping my colleagues');
  await expect(page.getByText('Interview completed! You can continue recording or stop.')).toBeVisible({
    timeout: 15_000,
  });
  await practice.stopButton.click();

  await expect(practice.recordingCards).toHaveCount(1, { timeout: 30_000 });
  const recording = practice.recordingCards.first();
  await expect(recording).toContainText('2 questions');
  await expect(recording).toContainText('words heard');

  // Watch: the player loads the recording from its signed URL and can seek (byte ranges).
  await recording.getByRole('button', { name: 'Watch' }).click();
  const player = recording.locator('video');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
  const seeked = await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
        video.currentTime = 5;
      }),
  );
  expect(seeked).toBeGreaterThan(0);

  await recording.getByRole('button', { name: 'Analyze' }).click();
  await expect(practice.answerCards).toHaveCount(2, { timeout: 30_000 });
  await expect(practice.answerCards.nth(0)).toContainText('I built a payment service in Java');
  await expect(practice.answerCards.nth(1)).toContainText('I really enjoy working with people');

  // The bars' colours are those of spec part 2 §9 for the stored figures.
  const paths = (await (
    await request.get('/api/v1/interview/videos/list', {
      headers: { Authorization: `Bearer ${seeded.token}` },
    })
  ).json()) as { path: string }[];
  const stored = RecordingAnalysisSchema.parse(
    await (
      await request.get(`/api/v1/interview/videos/${paths[0]!.path}/analysis`, {
        headers: { Authorization: `Bearer ${seeded.token}` },
      })
    ).json(),
  );
  for (const [index, answer] of stored.answers.entries()) {
    const card = practice.answerCards.nth(index);
    const expected: [string, ScoreColour][] = [
      ['Answer match', answerMatchColour(answer.answer_match_score)],
      ['Sentiment', sentimentColour(answer.sentiment_score)],
      ['Speech rate', speechRateColour(answer.speech_rate)],
      ['Filler words', fillerWordsColour(answer.filler_words.total_count)],
    ];
    for (const [label, colour] of expected) {
      const bar = practice.bar(card, label);
      await expect(bar).toHaveAttribute('data-colour', colour);
      await expect(bar.locator('.MuiLinearProgress-bar')).toHaveCSS('background-color', CSS_COLOURS[colour]);
    }
  }
  expect(stored.answers[1]!.filler_words.breakdown).toMatchObject({ um: 1 });
  await expectAccessible(page);
  await saveScreen(page, 'practice-analysis');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await saveScreen(page, 'practice-analysis-narrow');
  await page.setViewportSize({ width: 1280, height: 800 });

  await recording.getByRole('button', { name: 'Delete' }).click();
  await expect(
    practice.recordings.getByText(
      'No interview recordings yet. Start recording to see your interviews here.',
    ),
  ).toBeVisible();
  await expect(practice.answerCards).toHaveCount(0);
});

test('a recruiter has no practice screen', async ({ page, request }) => {
  const recruiter = await seedUser(request, { email: uniqueEmail('practice-recruiter'), role: 'recruiter' });
  await openSignedIn(page, recruiter, '/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Practice' })).toHaveCount(0);
});
