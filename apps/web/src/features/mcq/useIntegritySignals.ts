import { useCallback, useEffect, useRef } from 'react';
import type { McqSignalKind } from '@viva/contracts';
import { sendMcqSignals } from './mcq-api.ts';

/**
 * While the questions are on screen: notes when the page is hidden, text is pasted into it or full screen is left,
 * and sends each to the server as it happens (signals for the recruiter to weigh, never a verdict); and measures
 * the time spent on each question while the page is visible.
 */
export function useIntegritySignals(token: string, currentKey: string | null, isActive: boolean) {
  const secondsByKey = useRef<Record<string, number>>({});
  const currentKeyRef = useRef(currentKey);
  const shownSince = useRef<number | null>(null);

  // Time on a question runs while it is shown and the page is visible.
  const stopClock = useCallback(() => {
    const key = currentKeyRef.current;
    if (key !== null && shownSince.current !== null) {
      secondsByKey.current[key] = (secondsByKey.current[key] ?? 0) + (Date.now() - shownSince.current) / 1000;
    }
    shownSince.current = null;
  }, []);

  useEffect(() => {
    if (!isActive) return;
    currentKeyRef.current = currentKey;
    if (document.visibilityState === 'visible') shownSince.current = Date.now();
    return stopClock;
  }, [currentKey, isActive, stopClock]);

  useEffect(() => {
    if (!isActive) return;
    const report = (kind: McqSignalKind) => {
      // A signal that cannot be sent must not stop the candidate's test.
      sendMcqSignals(token, { events: [{ kind, question_key: currentKeyRef.current }] }).catch(
        () => undefined,
      );
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stopClock();
        report('tab_hidden');
      } else {
        shownSince.current = Date.now();
      }
    };
    const handlePaste = () => report('paste');
    const handleFullscreen = () => {
      if (document.fullscreenElement === null) report('fullscreen_exit');
    };
    document.addEventListener('visibilitychange', handleVisibility);
    document.addEventListener('paste', handlePaste);
    document.addEventListener('fullscreenchange', handleFullscreen);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      document.removeEventListener('paste', handlePaste);
      document.removeEventListener('fullscreenchange', handleFullscreen);
    };
  }, [token, isActive, stopClock]);

  /** Seconds per question so far, to one decimal, sent with the answers. */
  return useCallback(() => {
    stopClock();
    if (document.visibilityState === 'visible') shownSince.current = Date.now();
    return Object.fromEntries(
      Object.entries(secondsByKey.current).map(([key, seconds]) => [key, Math.round(seconds * 10) / 10]),
    );
  }, [stopClock]);
}
