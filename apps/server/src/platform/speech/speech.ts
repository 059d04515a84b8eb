/** Text in, WAV bytes out: the interviewer's voice (and practice audio), whichever engine speaks. */
export type SpeechSynthesizer = {
  /** Names the engine and its settings in the cache key, so a change of voice or engine never serves old audio. */
  readonly id: string;
  synthesize(input: { text: string; voice: string }, signal?: AbortSignal): Promise<Uint8Array>;
};

export class SpeechError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechError';
  }
}

/** Longest text synthesised in one call (OpenAI's /v1/audio/speech limit). */
export const MAX_SPEECH_CHARS = 4096;
