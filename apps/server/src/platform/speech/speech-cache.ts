import { createHash } from 'node:crypto';
import type { Storage } from '../storage/index.ts';
import { MAX_SPEECH_CHARS, SpeechError, type SpeechSynthesizer } from './speech.ts';

export type SpokenAudio = { key: string; contentType: 'audio/wav' };

export type Speech = {
  /** The voice used when a caller names none (SPEECH_VOICE, or the engine's default). */
  readonly defaultVoice: string;
  /**
   * The WAV of a text in a voice, synthesised once and kept in storage under a hash of the engine, voice and text:
   * the same question is rendered once for every candidate. Returns the stored file's key.
   */
  speak(input: { text: string; voice?: string }, signal?: AbortSignal): Promise<SpokenAudio>;
};

const CACHE_PREFIX = 'speech-cache/';

/** Text-to-speech cached in storage; concurrent requests for the same text share one synthesis. */
export function createSpeech(options: {
  synthesizer: SpeechSynthesizer;
  storage: Storage;
  defaultVoice: string;
}): Speech {
  const { synthesizer, storage, defaultVoice } = options;
  const inFlight = new Map<string, Promise<SpokenAudio>>();

  const render = async (
    key: string,
    text: string,
    voice: string,
    signal?: AbortSignal,
  ): Promise<SpokenAudio> => {
    const audio: SpokenAudio = { key, contentType: 'audio/wav' };
    if (await storage.exists(key)) return audio;
    const bytes = await synthesizer.synthesize({ text, voice }, signal);
    await storage.put(key, bytes, { contentType: audio.contentType });
    return audio;
  };

  return {
    defaultVoice,
    speak: async ({ text, voice = defaultVoice }, signal) => {
      const spoken = text.replace(/\s+/g, ' ').trim();
      if (!spoken) throw new SpeechError('There is no text to speak');
      if (spoken.length > MAX_SPEECH_CHARS)
        throw new SpeechError(`Text to speak is longer than ${MAX_SPEECH_CHARS} characters`);
      const hash = createHash('sha256').update(`${synthesizer.id}\n${voice}\n${spoken}`).digest('hex');
      const key = `${CACHE_PREFIX}${hash}.wav`;
      const running = inFlight.get(key);
      if (running) return running;
      const rendering = render(key, spoken, voice, signal).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    },
  };
}
