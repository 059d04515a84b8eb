import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from '../storage/index.ts';
import {
  createOfflineSpeech,
  createOpenAiSpeech,
  createSpeech,
  isWav,
  SpeechError,
  type SpeechSynthesizer,
} from './index.ts';

describe('speech: text in, WAV out, cached in storage', () => {
  let root: string;
  let storage: LocalStorage;
  const offline = createOfflineSpeech();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'viva-speech-'));
    storage = createLocalStorage({
      root,
      secret: 'a-test-secret-that-is-long-enough-for-hmac',
      publicBasePath: '/api/v1/files',
    });
  });
  afterAll(async () => {
    await offline.close();
    await rm(root, { recursive: true, force: true });
  });

  it('speaks offline: a real WAV whose length grows with the text', { timeout: 60_000 }, async () => {
    const short = await offline.synthesize({ text: 'Hello.', voice: 'en/en-us' });
    const long = await offline.synthesize({
      text: 'Tell me about a project where you used PostgreSQL: what did you build, and what was the outcome?',
      voice: 'en/en-us',
    });
    expect(isWav(short)).toBe(true);
    expect(isWav(long)).toBe(true);
    expect(long.length).toBeGreaterThan(short.length * 3);
  });

  it('synthesises each text and voice once, however often and however concurrently it is asked for', async () => {
    let calls = 0;
    const counting: SpeechSynthesizer = {
      id: 'counting',
      synthesize: async (input, signal) => {
        calls += 1;
        return offline.synthesize(input, signal);
      },
    };
    const speech = createSpeech({ synthesizer: counting, storage, defaultVoice: 'en/en-us' });
    const [first, second] = await Promise.all([
      speech.speak({ text: 'How are you today?' }),
      speech.speak({ text: ' How are   you today? ' }),
    ]);
    expect(first).toEqual(second);
    await speech.speak({ text: 'How are you today?' });
    expect(calls).toBe(1);
    await speech.speak({ text: 'How are you today?', voice: 'en/en' });
    expect(calls).toBe(2);
    expect(isWav(await storage.getBytes(first.key))).toBe(true);
    await expect(speech.speak({ text: '   ' })).rejects.toThrow(SpeechError);
  });

  describe('an OpenAI-compatible /v1/audio/speech server', () => {
    let server: Server;
    let baseUrl: string;
    const received: { path: string; authorization?: string; body: unknown }[] = [];
    let answer: { status: number; type: string; bytes: Uint8Array };

    beforeAll(async () => {
      server = createServer(async (request, response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        received.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.bytes);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('asks for WAV with the model and voice, returns it, and refuses anything else', async () => {
      const speech = createOpenAiSpeech({ baseUrl, apiKey: 'sk-test', model: 'tts-1', timeoutMs: 5_000 });
      const wav = await offline.synthesize({ text: 'Hi.', voice: 'en/en-us' });
      answer = { status: 200, type: 'audio/wav', bytes: wav };
      expect(await speech.synthesize({ text: 'Hello there.', voice: 'alloy' })).toEqual(wav);
      expect(received.at(-1)).toEqual({
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test',
        body: { model: 'tts-1', input: 'Hello there.', voice: 'alloy', response_format: 'wav' },
      });
      answer = {
        status: 200,
        type: 'audio/mpeg',
        bytes: new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      };
      await expect(speech.synthesize({ text: 'Hello there.', voice: 'alloy' })).rejects.toThrow(
        'The speech server did not return WAV audio',
      );
      answer = { status: 500, type: 'application/json', bytes: new TextEncoder().encode('{}') };
      await expect(speech.synthesize({ text: 'Hello there.', voice: 'alloy' })).rejects.toThrow(
        'The speech server answered 500',
      );
    });
  });
});
