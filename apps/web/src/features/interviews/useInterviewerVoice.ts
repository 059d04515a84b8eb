import { useCallback, useEffect, useRef } from 'react';
import { fetchTurnSpeech } from './interviews-api.ts';

/**
 * The interviewer speaks: the server's recording of the turn (synthesised once, cached), or the browser's own
 * speech synthesis when that fails. Only one turn plays at a time; leaving the screen stops it.
 */
export function useInterviewerVoice(sessionId: string) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const pending = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    pending.current?.abort();
    audio.current?.pause();
    audio.current = null;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
  }, []);

  const speak = useCallback(
    async (turns: { seq: number; message: string }[]) => {
      stop();
      const controller = new AbortController();
      pending.current = controller;
      for (const turn of turns) {
        if (controller.signal.aborted) return;
        try {
          const blob = await fetchTurnSpeech(sessionId, turn.seq, controller.signal);
          await playBlob(blob, audio, controller.signal);
        } catch {
          if (controller.signal.aborted) return;
          await speakInBrowser(turn.message, controller.signal);
        }
      }
    },
    [sessionId, stop],
  );

  useEffect(() => stop, [stop]);
  return { speak, stop };
}

async function playBlob(
  blob: Blob,
  holder: { current: HTMLAudioElement | null },
  signal: AbortSignal,
): Promise<void> {
  const url = URL.createObjectURL(blob);
  const element = new Audio(url);
  holder.current = element;
  try {
    await element.play();
    await new Promise<void>((resolve) => {
      element.addEventListener('ended', () => resolve(), { once: true });
      element.addEventListener('pause', () => resolve(), { once: true });
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function speakInBrowser(text: string, signal: AbortSignal): Promise<void> {
  if (!('speechSynthesis' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
    window.speechSynthesis.speak(utterance);
  });
}
