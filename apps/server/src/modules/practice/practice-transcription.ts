import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TimedWord } from '@viva/contracts';
import type { Storage } from '../../platform/storage/index.ts';

export class TranscriptionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranscriptionError';
  }
}

export type Transcriber = {
  /** The recording's words with their times, from its sound alone. */
  transcribe(storage: Storage, key: string, signal?: AbortSignal): Promise<TimedWord[]>;
};

export type TranscriberOptions = {
  /** Base URL including /v1 (OpenAI, speaches, LocalAI...). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** FFMPEG_PATH, or the binary shipped inside @ffmpeg-installer/ffmpeg. */
  ffmpegPath: string | undefined;
  timeoutMs: number;
};

/** The ffmpeg inside the npm package (a static build), so a fresh install needs nothing from the system. */
export function bundledFfmpeg(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** The sound of a WebM as 16 kHz mono WAV: what speech recognisers expect, and a tenth of the upload's size. */
export async function extractSpeechAudio(ffmpegPath: string, input: string, output: string): Promise<void> {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpegPath, [...args, '-f', 'wav', output], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 2000) errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new TranscriptionError('ffmpeg could not be started', { cause: error })),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new TranscriptionError(`ffmpeg could not read the recording: ${errors.trim()}`)),
    );
  });
}

type VerboseTranscription = {
  text?: string;
  words?: { word?: unknown; start?: unknown; end?: unknown }[];
  segments?: { text?: unknown; start?: unknown; end?: unknown }[];
};

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The words of an OpenAI-compatible `verbose_json` answer. Servers without word timestamps (LocalAI's `words` is
 * empty) still give timed segments: their words are spread evenly over each segment, the words themselves as heard.
 */
export function wordsOfTranscription(body: VerboseTranscription): TimedWord[] {
  const timed = (body.words ?? []).flatMap((entry) => {
    const word = typeof entry.word === 'string' ? entry.word.trim() : '';
    return word && isTime(entry.start) && isTime(entry.end)
      ? [{ word, start: entry.start, end: Math.max(entry.end, entry.start) }]
      : [];
  });
  if (timed.length > 0) return timed;
  return (body.segments ?? []).flatMap((segment) => {
    if (typeof segment.text !== 'string' || !isTime(segment.start) || !isTime(segment.end)) return [];
    const words = segment.text.split(/\s+/).filter(Boolean);
    const step = (Math.max(segment.end, segment.start) - segment.start) / Math.max(words.length, 1);
    return words.map((word, index) => ({
      word,
      start: (segment.start as number) + index * step,
      end: (segment.start as number) + (index + 1) * step,
    }));
  });
}

/** STT_BASE_URL: ffmpeg extracts the sound, an OpenAI-compatible `/v1/audio/transcriptions` times each word. */
export function createTranscriber(options: TranscriberOptions): Transcriber {
  const url = `${options.baseUrl}/audio/transcriptions`;
  return {
    async transcribe(storage, key, signal) {
      const folder = await mkdtemp(path.join(tmpdir(), 'viva-transcribe-'));
      try {
        const input = path.join(folder, 'recording.webm');
        const output = path.join(folder, 'speech.wav');
        await pipeline(await storage.getStream(key), createWriteStream(input));
        await extractSpeechAudio(options.ffmpegPath ?? bundledFfmpeg(), input, output);
        const form = new FormData();
        form.append('file', new Blob([await readFile(output)], { type: 'audio/wav' }), 'speech.wav');
        form.append('model', options.model);
        form.append('response_format', 'verbose_json');
        form.append('timestamp_granularities[]', 'word');
        form.append('timestamp_granularities[]', 'segment');
        const timeout = AbortSignal.timeout(options.timeoutMs);
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'POST',
            // Self-hosted servers need no key, but some clients and proxies expect the header.
            headers: { authorization: `Bearer ${options.apiKey ?? 'none'}` },
            body: form,
            signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
        } catch (error) {
          throw new TranscriptionError('The transcription server could not be reached', { cause: error });
        }
        if (!response.ok)
          throw new TranscriptionError(`The transcription server answered ${response.status}`);
        const body = (await response.json().catch(() => null)) as VerboseTranscription | null;
        if (!body || typeof body !== 'object') {
          throw new TranscriptionError('The transcription server did not answer with JSON');
        }
        return wordsOfTranscription(body);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
