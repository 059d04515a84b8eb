import type { TimedWord } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeAnswers } from './analyze-answers.ts';

/** Timed words for a sentence spoken from `start`, one word every `step` seconds. */
function spoken(sentence: string, start: number, step = 0.4): TimedWord[] {
  return sentence
    .split(' ')
    .map((word, index) => ({ word, start: start + index * step, end: start + index * step + 0.3 }));
}

const first =
  'I built a payment service in Java with Spring Boot and it handled two thousand requests a second';
const second = 'um I think I am actually a good team player and I really enjoy helping my colleagues';

describe('analyzeAnswers', () => {
  it('segments by the recorded question times', () => {
    const words = [...spoken(first, 5), ...spoken(second, 40)];
    const analysis = analyzeAnswers({
      words,
      questions: [
        {
          question: 'Tell me about a service you built.',
          start_time: 0,
          end_time: 30,
          suggested_answer: 'I built a payment service with Spring Boot in Java.',
        },
        { question: 'Are you a team player?', start_time: 35, end_time: 70 },
      ],
    });
    const [one, two] = analysis.answers;
    expect(one?.user_answer).toBe(first);
    expect(two?.user_answer).toBe(second);
    expect(one?.start_time).toBe(5);
    expect(one?.end_time).toBeCloseTo(5 + 17 * 0.4 + 0.3, 5);
    // 18 words over 7.1 s.
    expect(one?.speech_rate).toBe(Math.round(18 / (7.1 / 60)));
    expect(one?.answer_match_score).toBeGreaterThan(0.8);
    expect(two?.answer_match_score).toBe(0);
    expect(two?.suggested_answer).toBe('');
    expect(two?.filler_words).toEqual({ total_count: 2, breakdown: { um: 1, actually: 1 } });
    expect(two?.sentiment_score).toBeGreaterThan(0);
  });

  it('splits at the longest pauses, in order, when no times are given', () => {
    const words = [...spoken(first, 2), ...spoken(second, 30), ...spoken('no questions from me thanks', 60)];
    const analysis = analyzeAnswers({
      words,
      questions: [
        { question: 'Tell me about a service.' },
        { question: 'Team player?' },
        { question: 'Any questions?' },
      ],
    });
    expect(analysis.answers.map((answer) => answer.user_answer)).toEqual([
      first,
      second,
      'no questions from me thanks',
    ]);
  });

  it('gives an empty answer, not an error, when a question got no words', () => {
    const analysis = analyzeAnswers({
      words: spoken(first, 5),
      questions: [
        { question: 'First?', start_time: 0, end_time: 30 },
        { question: 'Second?', start_time: 31, end_time: 50 },
      ],
    });
    expect(analysis.answers[1]).toMatchObject({
      user_answer: '',
      speech_rate: 0,
      answer_match_score: 0,
      start_time: 31,
    });
  });
});
