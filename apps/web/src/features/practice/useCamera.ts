import { useCallback, useEffect, useRef, useState } from 'react';

export const CAMERA_ERROR = 'Could not access camera or microphone. Please check your permissions.';
export const START_RECORDING_ERROR =
  'Failed to start recording. Please check your camera and microphone permissions.';

// Spec part 2 §9: WebM with VP9 and Opus; where the browser lacks them, the nearest it has.
const MIME_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
// About 7.5 MB a minute: a 5-minute answer session stays far below the upload limit.
const VIDEO_BITS_PER_SECOND = 1_000_000;

export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return MIME_TYPES.find((type) => isSupported(type));
}

/**
 * The camera and microphone for the preview, and a MediaRecorder over them. `start` resolves once recording has
 * begun (its moment is the zero of every time sent with the upload); `stop` resolves with the whole WebM.
 */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const isSupported = typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia !== undefined;
  const [error, setError] = useState<string | null>(isSupported ? null : CAMERA_ERROR);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    if (!isSupported) return;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: true })
      .then((media) => {
        opened = media;
        if (cancelled) media.getTracks().forEach((track) => track.stop());
        else setStream(media);
      })
      .catch((failure: unknown) => {
        console.error('camera or microphone unavailable', failure);
        if (!cancelled) setError(CAMERA_ERROR);
      });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, [isSupported]);

  const start = useCallback((): boolean => {
    if (!stream || typeof MediaRecorder === 'undefined') {
      setError(START_RECORDING_ERROR);
      return false;
    }
    try {
      const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
      const started = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: VIDEO_BITS_PER_SECOND });
      chunks.current = [];
      started.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      started.start(1000);
      recorder.current = started;
      setError(null);
      return true;
    } catch (failure) {
      console.error('recording could not start', failure);
      setError(START_RECORDING_ERROR);
      return false;
    }
  }, [stream]);

  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve) => {
        const running = recorder.current;
        recorder.current = null;
        if (!running) {
          resolve(new Blob([], { type: 'video/webm' }));
          return;
        }
        running.onstop = () => resolve(new Blob(chunks.current, { type: 'video/webm' }));
        running.stop();
      }),
    [],
  );

  return { stream, error, start, stop };
}
