import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeRecording, RecordingAnalysis } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createOfflineSpeech } from '../../platform/speech/index.ts';
import { makeWebm } from './practice-test-media.ts';
import { wordsOfTranscription } from './practice-transcription.ts';

type Received = {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string[]>;
  file: Uint8Array | null;
};

const SERVER_WORDS = [
  { word: 'I', start: 0.5, end: 0.6 },
  { word: 'enjoy', start: 0.7, end: 1.0 },
  { word: 'building', start: 1.1, end: 1.5 },
  { word: 'reliable', start: 1.6, end: 2.0 },
  { word: 'services', start: 2.1, end: 2.6 },
];
const BROWSER_WORDS = [{ word: 'something', start: 0.4, end: 0.9 }];
const QUESTIONS = [
  {
    question: 'What do you enjoy?',
    suggested_answer: 'Building reliable services.',
    start_time: 0,
    end_time: 10,
  },
];

/** A stand-in for an OpenAI-compatible `/v1/audio/transcriptions` (OpenAI, speaches), started by the test. */
describe('transcription through STT_BASE_URL (ffmpeg, then an OpenAI-compatible server)', () => {
  let stub: Server;
  let testApp: TestApp;
  let candidate: { authorization: string };
  let spokenWebm: Buffer;
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { text: '', words: SERVER_WORDS } };

  beforeAll(async () => {
    stub = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const fields: Record<string, string[]> = {};
      let file: Uint8Array | null = null;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') (fields[name] ??= []).push(value);
        else file = new Uint8Array(await value.arrayBuffer());
      }
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, fields, file });
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
    testApp = await createTestApp({ STT_BASE_URL: baseUrl, STT_API_KEY: 'sk-stt', STT_MODEL: 'whisper-1' });
    candidate = await signIn(testApp.app, 'stt-candidate@example.com', 'candidate');
    const speech = createOfflineSpeech();
    const wav = await speech.synthesize({ text: 'I enjoy building reliable services.', voice: 'en/en-us' });
    await speech.close();
    spokenWebm = await makeWebm({ seconds: 3, wav });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  const upload = async (fields: Record<string, string>): Promise<PracticeRecording> => {
    const body = multipartBody(fields, [
      { field: 'file', fileName: 'interview.webm', content: spokenWebm, contentType: 'video/webm' },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/interview/videos/upload',
      headers: { ...candidate, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const analyze = (path: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/interview/videos/${path}/analyze`,
      headers: candidate,
      payload: {},
    });

  it('sends the recording’s sound as 16 kHz mono WAV, asks for word times, and analyses the server’s words', async () => {
    const recording = await upload({
      words: JSON.stringify(BROWSER_WORDS),
      questions: JSON.stringify(QUESTIONS),
    });
    const response = await analyze(recording.path);
    expect(response.statusCode).toBe(200);
    const analysis = response.json() as RecordingAnalysis;
    expect(analysis.transcript_source).toBe('server');
    expect(analysis.answers[0]!.user_answer).toBe('I enjoy building reliable services');

    const request = received.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-stt');
    expect(request.fields).toEqual({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word', 'segment'],
    });
    const wav = Buffer.from(request.file!);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(22)).toBe(1); // channels
    expect(wav.readUInt32LE(24)).toBe(16_000); // sample rate
    // The spoken sentence (about 2.4 s) as 16-bit samples: the recording's sound, and no video.
    expect(wav.length).toBeGreaterThan(16_000 * 2 * 2);
    expect(wav.length).toBeLessThan(16_000 * 2 * 3.5 + 1000);

    // Kept: analysing again asks the server nothing more.
    const requests = received.length;
    expect((await analyze(recording.path)).statusCode).toBe(200);
    expect(received.length).toBe(requests);
    const transcript = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/interview/videos/${recording.path}/transcript`,
      headers: candidate,
    });
    expect(transcript.json()).toEqual({ path: recording.path, source: 'server', words: SERVER_WORDS });
  });

  it('falls back to the browser’s words when the server fails, and says so plainly when there are none', async () => {
    answer = { status: 500, body: { error: 'model not loaded' } };
    const withWords = await upload({
      words: JSON.stringify(BROWSER_WORDS),
      questions: JSON.stringify(QUESTIONS),
    });
    const fallback = await analyze(withWords.path);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toMatchObject({
      transcript_source: 'browser',
      answers: [{ user_answer: 'something' }],
    });

    const withoutWords = await upload({ questions: JSON.stringify(QUESTIONS) });
    const failed = await analyze(withoutWords.path);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      detail: 'The transcription server could not transcribe this recording. Please try again.',
    });
    answer = { status: 200, body: { text: '', words: SERVER_WORDS } };
  });

  it('reads timed segments when a server gives no word times, spreading each segment’s words over it', () => {
    expect(
      wordsOfTranscription({
        text: 'hello there',
        words: [],
        segments: [{ text: ' hello there', start: 1, end: 2 }],
      }),
    ).toEqual([
      { word: 'hello', start: 1, end: 1.5 },
      { word: 'there', start: 1.5, end: 2 },
    ]);
    expect(wordsOfTranscription({ text: 'x', words: [{ word: 'x', start: -1, end: 2 }] })).toEqual([]);
  });
});
