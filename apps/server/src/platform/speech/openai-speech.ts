import { SpeechError, type SpeechSynthesizer } from './speech.ts';

export type OpenAiSpeechOptions = {
  /** Base URL including /v1, e.g. https://api.openai.com/v1 or a speaches server. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/** Any OpenAI-compatible `/v1/audio/speech` (OpenAI, speaches, LocalAI), asked for WAV. */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/speech`;
  return {
    id: `openai-compatible:${options.model}`,
    async synthesize({ text, voice }, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Self-hosted servers need no key, but some clients and proxies expect the header.
            authorization: `Bearer ${options.apiKey ?? 'none'}`,
          },
          body: JSON.stringify({ model: options.model, input: text, voice, response_format: 'wav' }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        throw new SpeechError('The speech server could not be reached', { cause: error });
      }
      if (!response.ok) {
        throw new SpeechError(`The speech server answered ${response.status}`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!isWav(bytes)) throw new SpeechError('The speech server did not return WAV audio');
      return bytes;
    },
  };
}

/** RIFF....WAVE: the only container the callers (and the cache's content type) expect. */
export function isWav(bytes: Uint8Array): boolean {
  const text = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  return bytes.length > 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WAVE';
}
