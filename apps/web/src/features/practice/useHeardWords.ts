import { useCallback, useRef } from 'react';
import type { TimedWord } from '@viva/contracts';
import { speechRecognitionConstructor, type Recognition } from '../interviews/speech-recognition.ts';

/**
 * The words the browser's speech recognition hears while recording, with seconds from the recording's start.
 * Recognition gives phrases, not word times: each phrase's words are spread evenly from the moment it was first
 * heard to the moment it was final. Browsers without recognition send no words (the analysis then says so).
 */
export function useHeardWords() {
  const recognition = useRef<Recognition | null>(null);
  const words = useRef<TimedWord[]>([]);
  const startedAt = useRef(0);
  const phraseStart = useRef<Map<number, number>>(new Map());
  const isListening = useRef(false);

  const secondsNow = () => Math.max(0, (performance.now() - startedAt.current) / 1000);

  const start = useCallback((recordingStartedAt: number) => {
    words.current = [];
    phraseStart.current = new Map();
    startedAt.current = recordingStartedAt;
    const Constructor = speechRecognitionConstructor();
    if (!Constructor) return;
    const listener = new Constructor();
    listener.lang = navigator.language || 'en-US';
    listener.continuous = true;
    listener.interimResults = true;
    listener.onresult = (event) => {
      const now = secondsNow();
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        if (!phraseStart.current.has(index)) phraseStart.current.set(index, now);
        if (!result.isFinal) continue;
        const heard = result[0].transcript.split(/\s+/).filter(Boolean);
        const from = Math.min(phraseStart.current.get(index) ?? now, now);
        const step = heard.length > 0 ? (now - from) / heard.length : 0;
        heard.forEach((word, position) =>
          words.current.push({ word, start: from + position * step, end: from + (position + 1) * step }),
        );
      }
    };
    // Recognition stops by itself after a silence: listen again while recording goes on.
    listener.onend = () => {
      if (!isListening.current) return;
      phraseStart.current = new Map();
      try {
        listener.start();
      } catch (failure) {
        console.error('speech recognition could not restart', failure);
      }
    };
    listener.onerror = (event) => console.error('speech recognition error', event.error);
    recognition.current = listener;
    isListening.current = true;
    try {
      listener.start();
    } catch (failure) {
      console.error('speech recognition could not start', failure);
    }
  }, []);

  /** Stops listening and gives the words heard, in order, once the last phrase is in (at most 1.5 s later). */
  const stop = useCallback(async (): Promise<TimedWord[]> => {
    isListening.current = false;
    const listener = recognition.current;
    recognition.current = null;
    if (listener) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1500);
        listener.onend = () => {
          clearTimeout(timer);
          resolve();
        };
        listener.stop();
      });
    }
    return [...words.current].sort((first, second) => first.start - second.start);
  }, []);

  return { start, stop };
}
