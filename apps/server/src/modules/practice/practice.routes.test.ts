import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PracticeRecording, RecordingAnalysis, TimedWord } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { readFixture } from '../../../test/fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { isWav } from '../../platform/speech/index.ts';
import { makeWebm } from './practice-test-media.ts';

type Headers = { authorization: string };

/** `count` timed words from `start`, one every `step` seconds, each lasting `length`. */
function timedWords(text: string, start: number, step: number, length: number): TimedWord[] {
  return text
    .split(' ')
    .map((word, index) => ({ word, start: start + index * step, end: start + index * step + length }));
}

// Answer 1: 20 words from 2.0 s, 0.4 s apart, 0.3 s long: spoken from 2.0 to 9.9 s.
const ANSWER_ONE =
  'um I built a payment service in Java and it handled two thousand requests a second for our biggest customers';
// Answer 2: 10 words from 27.0 s, 0.2 s apart, 0.15 s long: spoken from 27.0 to 28.95 s.
const ANSWER_TWO = 'um uh basically I like to work with people actually';
const WORDS = [...timedWords(ANSWER_ONE, 2, 0.4, 0.3), ...timedWords(ANSWER_TWO, 27, 0.2, 0.15)];
const QUESTIONS = [
  {
    question: 'Tell me about a service you built.',
    suggested_answer: 'I built a payment service in Java that handled thousands of requests.',
    start_time: 0,
    end_time: 20,
  },
  { question: 'Do you like working in a team?', suggested_answer: null, start_time: 25, end_time: 45 },
];

describe('interview practice: audio, recordings, transcripts and analysis', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let webm: Buffer;
  let candidate: Headers;
  let otherCandidate: Headers;
  let recruiter: Headers;
  let admin: Headers;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com', RECORDING_MAX_MB: '1' });
    app = testApp.app;
    webm = await makeWebm({ seconds: 2 });
    candidate = await signIn(app, 'practice-ana@example.com', 'candidate');
    otherCandidate = await signIn(app, 'practice-bruno@example.com', 'candidate');
    recruiter = await signIn(app, 'practice-recruiter@example.com', 'recruiter');
    admin = await signIn(app, 'admin@example.com');
  }, 60_000);
  afterAll(() => testApp.close());

  const upload = (
    headers: Headers,
    fields: Record<string, string>,
    content: Uint8Array = webm,
    fileName = 'interview.webm',
  ) => {
    const body = multipartBody(fields, [{ field: 'file', fileName, content, contentType: 'video/webm' }]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/interview/videos/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (headers: Headers): Promise<PracticeRecording[]> =>
    (await app.inject({ method: 'GET', url: '/api/v1/interview/videos/list', headers })).json();
  const recordingsOnDisk = async (headers: Headers) => {
    const { id } = (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json();
    const keys: string[] = [];
    for (const recording of await list(headers)) keys.push(`users/${id}/recordings/${recording.path}`);
    return { id, keys };
  };
  const analyze = (headers: Headers, path: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/interview/videos/${path}/analyze`, headers, payload });

  describe('audio', () => {
    it(
      'answers a URL on this site whose WAV is synthesised once per text, and the same URL each time',
      { timeout: 60_000 },
      async () => {
        const text = 'Tell me about yourself.';
        const first = await app.inject({
          method: 'GET',
          url: '/api/v1/audio/url',
          headers: candidate,
          query: { text, category: 'standard' },
        });
        expect(first.statusCode).toBe(200);
        const { url, category } = first.json();
        expect(category).toBe('standard');
        expect(url).toMatch(/^\/api\/v1\/audio\/files\/[0-9a-f]{64}\.wav\?sig=[\w-]+$/);
        const again = await app.inject({
          method: 'GET',
          url: '/api/v1/audio/url',
          headers: candidate,
          query: { text: ` ${text} ` },
        });
        expect(again.json().url).toBe(url);

        // The browser plays it without a bearer token.
        const wav = await app.inject({ method: 'GET', url });
        expect(wav.statusCode).toBe(200);
        expect(wav.headers['content-type']).toBe('audio/wav');
        expect(isWav(wav.rawPayload)).toBe(true);
        // A URL the server did not sign, or of a file that does not exist, is a 404.
        expect(
          (await app.inject({ method: 'GET', url: url.replace(/sig=.*/, 'sig=forged') })).statusCode,
        ).toBe(404);
        expect(
          (await app.inject({ method: 'GET', url: '/api/v1/audio/files/..%2F..%2Fsecret.wav?sig=x' }))
            .statusCode,
        ).toBe(404);
      },
    );

    it(
      'makes the audio of several questions at once, in order, and fast once cached',
      { timeout: 60_000 },
      async () => {
        const texts = Array.from(
          { length: 10 },
          (_, index) => `Practice question number ${index + 1}: what did you learn?`,
        );
        const generate = () =>
          app.inject({
            method: 'POST',
            url: '/api/v1/audio/generate-bulk',
            headers: candidate,
            payload: { texts },
          });
        const coldStarted = performance.now();
        const cold = await generate();
        const coldMs = performance.now() - coldStarted;
        expect(cold.statusCode).toBe(200);
        const { results } = cold.json() as { results: { text: string; url: string }[] };
        expect(results.map((result) => result.text)).toEqual(texts);
        expect(new Set(results.map((result) => result.url)).size).toBe(10);
        const warmStarted = performance.now();
        expect((await generate()).json()).toEqual({ results });
        const warmMs = performance.now() - warmStarted;
        console.info(`audio for 10 questions: cold ${coldMs.toFixed(0)} ms, cached ${warmMs.toFixed(1)} ms`);
        // The figures (3 s, 50 ms), with room for a machine shared with other test runs.
        expect(coldMs).toBeLessThan(10_000);
        expect(warmMs).toBeLessThan(500);
      },
    );

    it('refuses text that is missing, blank, too long or holds control characters, and too many texts', async () => {
      const get = (query: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/v1/audio/url', headers: candidate, query });
      expect((await get({})).json()).toEqual({
        detail: [{ loc: ['querystring', 'text'], msg: 'Text is required' }],
      });
      expect((await get({ text: '   ' })).statusCode).toBe(422);
      const long = await get({ text: 'a'.repeat(1001) });
      expect(long.statusCode).toBe(422);
      expect(long.json().detail[0].msg).toBe('Text must be at most 1000 characters');
      expect((await get({ text: 'hi\u0000there' })).statusCode).toBe(422);
      const bulk = await app.inject({
        method: 'POST',
        url: '/api/v1/audio/generate-bulk',
        headers: candidate,
        payload: { texts: Array.from({ length: 31 }, () => 'Why?') },
      });
      expect(bulk.statusCode).toBe(422);
      expect(bulk.json().detail[0].msg).toBe('Give at most 30 texts at once');
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/audio/url', query: { text: 'Hi' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('recordings', () => {
    it('stores an upload with its words and questions, lists it with download and seekable watch URLs', async () => {
      const response = await upload(candidate, {
        words: JSON.stringify(WORDS),
        questions: JSON.stringify(QUESTIONS),
      });
      expect(response.statusCode).toBe(201);
      const recording = response.json() as PracticeRecording;
      expect(recording).toMatchObject({
        size_bytes: webm.length,
        transcript_source: 'browser',
        word_count: WORDS.length,
        questions: QUESTIONS,
        analyzed_at: null,
      });
      expect(recording.path).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.webm$/);
      expect((await list(candidate)).map((entry) => entry.path)).toContain(recording.path);

      const download = await app.inject({ method: 'GET', url: recording.download_url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.rawPayload.equals(webm)).toBe(true);
      const seek = await app.inject({
        method: 'GET',
        url: recording.watch_url,
        headers: { range: 'bytes=100-199' },
      });
      expect(seek.statusCode).toBe(206);
      expect(seek.headers['content-type']).toBe('video/webm');
      expect(seek.headers['content-range']).toBe(`bytes 100-199/${webm.length}`);
      expect(seek.rawPayload.equals(webm.subarray(100, 200))).toBe(true);

      const transcript = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/videos/${recording.path}/transcript`,
        headers: candidate,
      });
      expect(transcript.json()).toEqual({ path: recording.path, source: 'browser', words: WORDS });
    });

    it('refuses a file that is not WebM by its content, whatever its name says, and keeps nothing', async () => {
      const before = (await list(candidate)).length;
      const pdf = await upload(candidate, {}, readFixture('bad/ocrmypdf_invalid.pdf'), 'interview.webm');
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json()).toEqual({ detail: 'Please upload a WebM video recording.' });
      const matroska = Buffer.from(webm);
      matroska.write('mkvx', webm.indexOf('webm'), 'latin1');
      expect((await upload(candidate, {}, matroska)).statusCode).toBe(415);
      expect((await list(candidate)).length).toBe(before);
    });

    it('refuses a recording over RECORDING_MAX_MB while it streams, and keeps nothing', async () => {
      const before = await recordingsOnDisk(candidate);
      const oversized = Buffer.concat([webm, Buffer.alloc(1024 * 1024 + 1)]);
      const response = await upload(candidate, {}, oversized);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'The recording is larger than 1 MB.' });
      expect((await recordingsOnDisk(candidate)).keys).toEqual(before.keys);
    });

    it('refuses words and questions that are not what they should be, and a form without a file', async () => {
      const before = (await list(candidate)).length;
      const badJson = await upload(candidate, { words: '[{"word":' });
      expect(badJson.statusCode).toBe(422);
      expect(badJson.json()).toEqual({
        detail: [{ loc: ['body', 'words'], msg: 'words must be a JSON list' }],
      });
      const backwards = await upload(candidate, {
        words: JSON.stringify([{ word: 'hi', start: 3, end: 1 }]),
      });
      expect(backwards.json()).toEqual({
        detail: [{ loc: ['body', 'words', 0], msg: 'A word cannot end before it starts' }],
      });
      const blankQuestion = await upload(candidate, { questions: JSON.stringify([{ question: ' ' }]) });
      expect(blankQuestion.json().detail[0]).toEqual({
        loc: ['body', 'questions', 0, 'question'],
        msg: 'Question is required',
      });
      const body = multipartBody({ words: '[]' });
      const noFile = await app.inject({
        method: 'POST',
        url: '/api/v1/interview/videos/upload',
        headers: { ...candidate, ...body.headers },
        payload: body.payload,
      });
      expect(noFile.json()).toEqual({
        detail: [{ loc: ['body', 'file'], msg: 'Please select a file to upload.' }],
      });
      expect((await list(candidate)).length).toBe(before);
    });

    it('refuses a traversal or malformed path with 400 and an unknown one with 404', async () => {
      for (const path of [
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e%2f%2e%2e%2fsecret.webm',
        'x.webm',
        '2026-01-01T00-00-00-000Z-zzzzzzzz.webm',
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/interview/videos/${path}`,
          headers: candidate,
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toEqual({ detail: 'Invalid recording path.' });
      }
      const unknown = await app.inject({
        method: 'DELETE',
        url: '/api/v1/interview/videos/2026-01-01T00-00-00-000Z-00000000.webm',
        headers: candidate,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Recording not found.' });
    });
  });

  describe('analysis', () => {
    let path: string;
    beforeAll(async () => {
      path = (
        await upload(candidate, { words: JSON.stringify(WORDS), questions: JSON.stringify(QUESTIONS) })
      ).json().path;
    });

    it('measures each answer: times, words, speech rate and filler words as computed by hand', async () => {
      const response = await analyze(candidate, path);
      expect(response.statusCode).toBe(200);
      const analysis = response.json() as RecordingAnalysis;
      expect(analysis).toMatchObject({
        path,
        transcript_source: 'browser',
        transcript_available: true,
        message: null,
      });
      const [one, two] = analysis.answers;
      expect(one).toMatchObject({
        question: QUESTIONS[0]!.question,
        start_time: 2,
        user_answer: ANSWER_ONE,
        suggested_answer: QUESTIONS[0]!.suggested_answer,
        // 20 words from 2.0 s to 9.9 s: 20 / (7.9 / 60) = 151.9.
        speech_rate: 152,
        filler_words: { total_count: 1, breakdown: { um: 1 } },
      });
      expect(one!.end_time).toBeCloseTo(9.9, 5);
      expect(one!.answer_match_score).toBeGreaterThan(0.75);
      expect(two).toMatchObject({
        question: QUESTIONS[1]!.question,
        start_time: 27,
        user_answer: ANSWER_TWO,
        suggested_answer: '',
        answer_match_score: 0,
        // 10 words from 27.0 s to 28.95 s: 10 / (1.95 / 60) = 307.7.
        speech_rate: 308,
        filler_words: { total_count: 4, breakdown: { um: 1, uh: 1, basically: 1, actually: 1 } },
      });
      for (const answer of analysis.answers) {
        expect(answer.sentiment_score).toBeGreaterThanOrEqual(-1);
        expect(answer.sentiment_score).toBeLessThanOrEqual(1);
      }
      const stored = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/videos/${path}/analysis`,
        headers: candidate,
      });
      expect(stored.json()).toEqual(analysis);
    });

    it('replaces the stored analysis when analysed again with other questions', async () => {
      const onlyFirst = [
        { question: 'What did you build?', answer: 'A payment service.', start_time: 0, end_time: 20 },
      ];
      const again = (await analyze(candidate, path, { cv_questions: onlyFirst })).json() as RecordingAnalysis;
      expect(again.answers.map((answer) => answer.question)).toEqual(['What did you build?']);
      expect(again.answers[0]!.suggested_answer).toBe('A payment service.');
      const stored = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/videos/${path}/analysis`,
        headers: candidate,
      });
      expect(stored.json()).toEqual(again);
      expect((await list(candidate)).find((recording) => recording.path === path)?.analyzed_at).toBe(
        again.analyzed_at,
      );
    });

    it('says that no transcript exists, and analyses nothing, when no words were heard', async () => {
      const silent = (
        await upload(candidate, { questions: JSON.stringify(QUESTIONS) })
      ).json() as PracticeRecording;
      expect(silent.transcript_source).toBeNull();
      const response = await analyze(candidate, silent.path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        transcript_available: false,
        transcript_source: null,
        answers: [],
        message: expect.stringContaining('No transcript is available for this recording'),
      });
    });

    it('refuses to analyse without any question', async () => {
      const bare = (await upload(candidate, { words: JSON.stringify(WORDS) })).json() as PracticeRecording;
      const response = await analyze(candidate, bare.path);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: [
          { loc: ['body', 'cv_questions'], msg: 'There are no questions to analyse this recording against.' },
        ],
      });
    });

    it('analyses a 5-minute recording (750 words, 10 questions) quickly (the issue asks under 0.5 s)', async () => {
      const sentence = 'so I led the migration of our billing system and um it cut costs by a third';
      const words = Array.from({ length: 750 }, (_, index) => ({
        word: sentence.split(' ')[index % 17]!,
        start: index * 0.4,
        end: index * 0.4 + 0.3,
      }));
      const questions = Array.from({ length: 10 }, (_, index) => ({
        question: `Question ${index + 1}: tell me about a project.`,
        suggested_answer: 'I led a migration that cut costs.',
        start_time: index * 30,
        end_time: index * 30 + 28,
      }));
      const long = (
        await upload(candidate, { words: JSON.stringify(words), questions: JSON.stringify(questions) })
      ).json();
      await analyze(candidate, long.path); // the first call warms the NLP model
      const started = performance.now();
      const response = await analyze(candidate, long.path);
      const elapsedMs = performance.now() - started;
      console.info(`analysis of a 5-minute transcript over HTTP: ${elapsedMs.toFixed(0)} ms`);
      expect(response.json().answers).toHaveLength(10);
      // The figure is 0.5 s; room for a machine shared with other test runs.
      expect(elapsedMs).toBeLessThan(2_000);
    });

    it('deletes the recording with its file, transcript and analysis', async () => {
      const { id } = await recordingsOnDisk(candidate);
      const key = `users/${id}/recordings/${path}`;
      expect(await testApp.context.storage.exists(key)).toBe(true);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/v1/interview/videos/${path}`,
        headers: candidate,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await testApp.context.storage.exists(key)).toBe(false);
      for (const url of [
        `/api/v1/interview/videos/${path}/analysis`,
        `/api/v1/interview/videos/${path}/transcript`,
      ]) {
        expect((await app.inject({ method: 'GET', url, headers: candidate })).statusCode).toBe(404);
      }
      expect((await list(candidate)).map((recording) => recording.path)).not.toContain(path);
    });
  });

  describe('privacy: a recording is its maker’s alone', () => {
    let path: string;
    beforeAll(async () => {
      const made = (
        await upload(candidate, { words: JSON.stringify(WORDS), questions: JSON.stringify(QUESTIONS) })
      ).json();
      path = made.path;
      expect((await analyze(candidate, path)).statusCode).toBe(200);
    });

    const calls = (recordingPath: string) => [
      { method: 'GET' as const, url: `/api/v1/interview/videos/${recordingPath}` },
      { method: 'GET' as const, url: `/api/v1/interview/videos/${recordingPath}/transcript` },
      { method: 'GET' as const, url: `/api/v1/interview/videos/${recordingPath}/analysis` },
      { method: 'POST' as const, url: `/api/v1/interview/videos/${recordingPath}/analyze`, payload: {} },
      { method: 'DELETE' as const, url: `/api/v1/interview/videos/${recordingPath}` },
    ];

    it('another candidate and an admin get 404 for it through every call, exactly as for no recording', async () => {
      for (const [name, headers] of [
        ['another candidate', otherCandidate],
        ['admin', admin],
      ] as const) {
        for (const call of calls(path)) {
          const response = await app.inject({ ...call, headers });
          expect(response.statusCode, `${name} ${call.method} ${call.url}`).toBe(404);
          expect(response.json()).toEqual({ detail: 'Recording not found.' });
        }
        expect((await list(headers)).map((recording) => recording.path)).not.toContain(path);
      }
    });

    it('a recruiter (no practice area) gets 403 for it and for every practice call', async () => {
      for (const call of [...calls(path), { method: 'GET' as const, url: '/api/v1/interview/videos/list' }]) {
        const response = await app.inject({ ...call, headers: recruiter });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect((await upload(recruiter, {})).statusCode).toBe(403);
    });

    it('without a token every call is a 401', async () => {
      for (const call of calls(path)) expect((await app.inject(call)).statusCode).toBe(401);
    });

    it('the owner still has it, analysis and all', async () => {
      const mine = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/videos/${path}/analysis`,
        headers: candidate,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().answers).toHaveLength(2);
    });
  });
});
