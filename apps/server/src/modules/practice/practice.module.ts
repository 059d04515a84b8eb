import type { FeatureModule, Platform } from '../../app-context.ts';
import { practiceRoutes } from './practice.routes.ts';
import type { PracticeDeps } from './practice-recordings.service.ts';
import { createTranscriber } from './practice-transcription.ts';

// A 5-minute recording's sound is transcribed in well under this by any server that keeps up with speech.
const TRANSCRIPTION_TIMEOUT_MS = 100_000;

export function practiceModule(platform: Platform): FeatureModule {
  const { config, database, storage, engine, logger, speech } = platform;
  const { transcription, ffmpegPath, maxRecordingBytes } = config.practice;
  const deps: PracticeDeps = {
    db: database.db,
    storage,
    engine,
    logger,
    transcriber: transcription
      ? createTranscriber({ ...transcription, ffmpegPath, timeoutMs: TRANSCRIPTION_TIMEOUT_MS })
      : null,
    maxRecordingBytes,
    fileUrlTtlSeconds: config.fileUrlTtlSeconds,
  };
  const audio = { speech, storage, logger, urlKey: platform.deriveKey('practice-audio-urls') };
  return { name: 'practice', routes: practiceRoutes(platform, deps, audio) };
}
