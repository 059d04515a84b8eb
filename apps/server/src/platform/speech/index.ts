import type { Storage } from '../storage/index.ts';
import { createOfflineSpeech } from './offline-speech.ts';
import { createOpenAiSpeech } from './openai-speech.ts';
import { createSpeech, type Speech } from './speech-cache.ts';

export { isWav } from './openai-speech.ts';
export { SpeechError, MAX_SPEECH_CHARS, type SpeechSynthesizer } from './speech.ts';
export { createSpeech, type Speech, type SpokenAudio } from './speech-cache.ts';
export { createOfflineSpeech } from './offline-speech.ts';
export { createOpenAiSpeech } from './openai-speech.ts';

export type SpeechConfig =
  | { kind: 'offline'; voice: string }
  | { kind: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string; voice: string };

/** The offline voice by default; an OpenAI-compatible speech server when TTS_BASE_URL is set. */
export function createSpeechFromConfig(config: SpeechConfig, storage: Storage): Speech {
  const synthesizer =
    config.kind === 'offline'
      ? createOfflineSpeech()
      : createOpenAiSpeech({
          baseUrl: config.baseUrl,
          apiKey: config.apiKey,
          model: config.model,
          timeoutMs: 30_000,
        });
  return createSpeech({ synthesizer, storage, defaultVoice: config.voice });
}
