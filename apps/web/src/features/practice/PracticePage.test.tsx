import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type PracticeRecording, type RecordingAnalysis } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const RECORDING: PracticeRecording = {
  path: '2026-11-23T10-00-00-000Z-0a1b2c3d.webm',
  created_at: '2026-11-23T10:00:00.000Z',
  download_url: '/api/v1/files/users/u/recordings/x.webm?disposition=attachment',
  watch_url: '/api/v1/files/users/u/recordings/x.webm?disposition=inline',
  size_bytes: 2 * 1024 * 1024,
  transcript_source: 'browser',
  word_count: 30,
  questions: [
    {
      question: 'Tell me about yourself.',
      suggested_answer: 'I am an engineer.',
      start_time: 0,
      end_time: 20,
    },
  ],
  analyzed_at: null,
};

const ANALYSIS: RecordingAnalysis = {
  path: RECORDING.path,
  analyzed_at: '2026-11-23T10:05:00.000Z',
  transcript_source: 'browser',
  transcript_available: true,
  message: null,
  answers: [
    {
      question: 'Tell me about yourself.',
      start_time: 2,
      end_time: 65,
      user_answer: 'um I am an engineer who likes building things',
      suggested_answer: 'I am an engineer.',
      // The edges of spec part 2 §9: 0.75 amber, 0.5 amber, 150 green, 3 amber.
      answer_match_score: 0.75,
      sentiment_score: 0.5,
      speech_rate: 150,
      filler_words: { total_count: 3, breakdown: { um: 2, like: 1 } },
    },
  ],
};

function openPractice(routes: Parameters<typeof installFakeApi>[0] = {}) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({
    'GET /auth/me': { body: makeUser({ role: 'candidate' }) },
    'GET /users/me/settings': { body: DEFAULT_SETTINGS },
    'GET /generic_qa/': { body: { qa_pairs: [] } },
    'GET /interview/videos/list': { body: [] },
    ...routes,
  });
  renderApp('/practice');
  return api;
}

describe('interview practice page (spec part 2 §2.8)', () => {
  it('shows every empty text, and the camera error where there is no camera', async () => {
    openPractice({ 'GET /specs/list': { status: 403, body: { detail: 'Forbidden' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Practice' })).toBeTruthy();
    expect(
      await screen.findByText('No interview recordings yet. Start recording to see your interviews here.'),
    ).toBeTruthy();
    expect(await screen.findByText('No standard questions available')).toBeTruthy();
    expect(
      screen.getByText('No CV-specific questions available. Upload a CV to generate personalized questions.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'No job specs questions available. Upload a job specification to generate relevant questions.',
      ),
    ).toBeTruthy();
    // jsdom has no camera: the spec's text, and recording cannot start.
    expect(
      screen.getByText('Could not access camera or microphone. Please check your permissions.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Recording' }).disabled).toBe(true);
  });

  it('asks the smaller of maxQuestionsToAsk and the newest CV’s questions, with their audio', async () => {
    const api = openPractice({
      'GET /users/me/cv/list': {
        body: [
          { path: 'old.pdf', file_name: 'old.pdf', format: 'pdf', created_at: '2026-01-01T00:00:00Z' },
          { path: 'new.pdf', file_name: 'new.pdf', format: 'pdf', created_at: '2026-06-01T00:00:00Z' },
        ],
      },
      'GET /cv_qa?cv_path=new.pdf': {
        body: {
          qa_pairs: ['One?', 'Two?', 'Three?'].map((question) => ({ question, answer: 'A.' })),
          qa_admin_pairs: [],
        },
      },
      'POST /audio/generate-bulk': (request) => ({
        body: {
          results: (request.body as { texts: string[] }).texts.map((text, index) => ({
            text,
            url: `/api/v1/audio/files/${index}.wav?sig=s`,
          })),
        },
      }),
    });
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('20 s')).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/audio/generate-bulk')?.body).toEqual({
        texts: ['One?', 'Two?'],
      }),
    );
    expect(screen.getByText('CV-Specific Questions (3)')).toBeTruthy();
  });

  it('analyses a recording and draws each score bar in its colour; deleting removes it', async () => {
    let recordings = [RECORDING];
    let analysed: unknown;
    openPractice({
      'GET /interview/videos/list': () => ({ body: recordings }),
      [`POST /interview/videos/${RECORDING.path}/analyze`]: (request) => {
        analysed = request.body;
        return { body: ANALYSIS };
      },
      [`DELETE /interview/videos/${RECORDING.path}`]: () => {
        recordings = [];
        return { body: { path: RECORDING.path } };
      },
    });
    const card = await screen.findByRole('article', { name: /^Recording of/ });
    expect(within(card).getByText(/1 questions · 30 words heard/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      RECORDING.download_url,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Analyze' }));
    const answer = await screen.findByRole('article', { name: 'Answer 1' });
    expect(analysed).toEqual({ cv_questions: RECORDING.questions });
    expect(within(answer).getByText('um I am an engineer who likes building things')).toBeTruthy();
    expect(within(answer).getByText('Question 1 · 0:02 – 1:05')).toBeTruthy();
    const colourOf = (label: string) =>
      within(answer)
        .getByRole('progressbar', { name: new RegExp(`^${label}:`) })
        .getAttribute('data-colour');
    expect(colourOf('Answer match')).toBe('amber');
    expect(colourOf('Sentiment')).toBe('amber');
    expect(colourOf('Speech rate')).toBe('green');
    expect(colourOf('Filler words')).toBe('amber');
    expect(within(answer).getByText('3 (um ×2, like ×1)')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No interview recordings yet. Start recording to see your interviews here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Answer 1' })).toBeNull();
  });

  it('says plainly when a recording has no transcript', async () => {
    openPractice({
      'GET /interview/videos/list': { body: [{ ...RECORDING, transcript_source: null, word_count: 0 }] },
      [`POST /interview/videos/${RECORDING.path}/analyze`]: {
        body: {
          ...ANALYSIS,
          transcript_available: false,
          transcript_source: null,
          answers: [],
          message: 'No transcript is available for this recording.',
        },
      },
    });
    const card = await screen.findByRole('article', { name: /^Recording of/ });
    expect(within(card).getByText(/no words heard/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('No transcript is available for this recording.')).toBeTruthy();
  });
});
