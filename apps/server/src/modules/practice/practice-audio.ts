import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { SpeechError, type Speech } from '../../platform/speech/index.ts';
import { MissingObjectError, type Storage } from '../../platform/storage/index.ts';

export type PracticeAudioDeps = {
  speech: Speech;
  storage: Storage;
  logger: FastifyBaseLogger;
  /** Signs audio URLs: a URL proves the server made it, so nobody can probe which texts were ever spoken. */
  urlKey: Buffer;
};

/** Where the WAVs are served, under /api/v1: on this site's own origin, whatever storage holds them. */
export const AUDIO_FILES_PATH = '/audio/files';
const API_PREFIX = '/api/v1';
const SPEECH_CACHE_PREFIX = 'speech-cache/';
const AUDIO_FILE = /^[0-9a-f]{64}\.wav$/;

const signatureOf = (key: Buffer, file: string) => createHmac('sha256', key).update(file).digest('base64url');

/** The URL of each text's WAV, synthesised once per text and voice (platform/speech keeps them in storage). */
export async function audioUrls(deps: PracticeAudioDeps, texts: readonly string[]): Promise<string[]> {
  try {
    return await Promise.all(
      texts.map(async (text) => {
        const { key } = await deps.speech.speak({ text });
        const file = key.slice(SPEECH_CACHE_PREFIX.length);
        return `${API_PREFIX}${AUDIO_FILES_PATH}/${file}?sig=${signatureOf(deps.urlKey, file)}`;
      }),
    );
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error;
    deps.logger.warn({ err: error }, 'practice audio synthesis failed');
    throw new AppError(503, 'Audio is not available right now. Please try again later.');
  }
}

/** The WAV behind a URL made by audioUrls; 404 for anything else, signed or not, so nothing can be probed. */
export async function openAudioFile(
  deps: PracticeAudioDeps,
  file: string,
  signature: unknown,
): Promise<Readable> {
  const missing = notFound('This audio does not exist.');
  if (!AUDIO_FILE.test(file) || typeof signature !== 'string') throw missing;
  const expected = Buffer.from(signatureOf(deps.urlKey, file));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw missing;
  try {
    return await deps.storage.getStream(`${SPEECH_CACHE_PREFIX}${file}`);
  } catch (error) {
    if (error instanceof MissingObjectError) throw missing;
    throw error;
  }
}
