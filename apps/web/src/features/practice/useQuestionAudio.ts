import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchAudioUrls } from './practice-api.ts';

/**
 * Each asked question's spoken audio (WAV from this site, made once per text on the server). One plays at a time;
 * failures are only logged (spec part 2 §8), the question stays on screen.
 */
export function useQuestionAudio(texts: string[]) {
  const urls = useQuery({
    queryKey: ['practice', 'audio', texts],
    queryFn: () => fetchAudioUrls(texts),
    enabled: texts.length > 0,
    staleTime: Infinity,
  });
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(() => {
    if (urls.error) console.error('question audio unavailable', urls.error);
  }, [urls.error]);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const play = useCallback(
    (text: string) => {
      stop();
      const url = urls.data?.get(text);
      if (!url) return;
      const element = new Audio(url);
      audio.current = element;
      setPlaying(text);
      element.addEventListener('ended', () => setPlaying((now) => (now === text ? null : now)));
      element.play().catch((failure: unknown) => {
        console.error('question audio could not play', failure);
        setPlaying(null);
      });
    },
    [stop, urls.data],
  );

  useEffect(() => stop, [stop]);
  return { play, stop, playing, isReady: urls.data !== undefined };
}
