import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeQuestion, QaPair, UserSettings } from '@viva/contracts';

export type TimelineState =
  | { phase: 'idle' }
  | { phase: 'question'; index: number; secondsLeft: number }
  | { phase: 'transition'; nextIndex: number; secondsLeft: number }
  | { phase: 'completed' };

type Timing = Pick<UserSettings, 'questionTimeSeconds' | 'transitionTimeSeconds'>;

/**
 * Spec part 2 §4.4: while recording, each question is shown for questionTimeSeconds, then 'Get ready for the next
 * question...' for transitionTimeSeconds, then the next; after the last, the completed message. Each question's
 * shown-from and shown-until times (seconds from the recording's start) are kept for the analysis.
 */
export function usePracticeTimeline(questions: QaPair[], timing: Timing) {
  const [state, setState] = useState<TimelineState>({ phase: 'idle' });
  // The machine lives in refs (a tick changes it once, whatever React replays); the state mirrors it for display.
  const current = useRef<TimelineState>({ phase: 'idle' });
  const startedAt = useRef(0);
  const asked = useRef<PracticeQuestion[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const secondsNow = () => (performance.now() - startedAt.current) / 1000;
  const moveTo = (next: TimelineState) => {
    current.current = next;
    setState(next);
  };
  const clear = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  const closeOpenQuestion = useCallback(() => {
    const open = asked.current.at(-1);
    if (open && open.end_time == null) open.end_time = (performance.now() - startedAt.current) / 1000;
  }, []);

  const showQuestion = useCallback(
    (index: number) => {
      const qa = questions[index]!;
      asked.current.push({
        question: qa.question,
        suggested_answer: qa.answer,
        start_time: secondsNow(),
        end_time: null,
      });
      moveTo({ phase: 'question', index, secondsLeft: timing.questionTimeSeconds });
    },
    [questions, timing.questionTimeSeconds],
  );

  const tick = useCallback(() => {
    const now = current.current;
    if (now.phase === 'question') {
      if (now.secondsLeft > 1) return moveTo({ ...now, secondsLeft: now.secondsLeft - 1 });
      closeOpenQuestion();
      if (now.index + 1 >= questions.length) {
        clear();
        return moveTo({ phase: 'completed' });
      }
      return moveTo({
        phase: 'transition',
        nextIndex: now.index + 1,
        secondsLeft: timing.transitionTimeSeconds,
      });
    }
    if (now.phase === 'transition') {
      if (now.secondsLeft > 1) return moveTo({ ...now, secondsLeft: now.secondsLeft - 1 });
      showQuestion(now.nextIndex);
    }
  }, [closeOpenQuestion, questions.length, showQuestion, timing.transitionTimeSeconds]);

  /** Starts the questions at the recording's first moment. */
  const start = useCallback(
    (recordingStartedAt: number) => {
      clear();
      startedAt.current = recordingStartedAt;
      asked.current = [];
      if (questions.length === 0) return moveTo({ phase: 'completed' });
      showQuestion(0);
      timer.current = setInterval(tick, 1000);
    },
    [questions.length, showQuestion, tick],
  );

  /** Stops the questions and gives them as asked, the one on screen ending now. */
  const stop = useCallback((): PracticeQuestion[] => {
    clear();
    closeOpenQuestion();
    moveTo({ phase: 'idle' });
    return asked.current.map((question) => ({ ...question }));
  }, [closeOpenQuestion]);

  useEffect(() => clear, []);
  return { state, start, stop };
}
