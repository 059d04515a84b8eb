import { describe, expect, it } from 'vitest';
import type { McqResults } from '@viva/contracts';
import { computeItemStatistics } from './item-statistics.ts';

/** Attempts from a table of right (1) and wrong (0) answers, one column per question. */
function attemptsOf(table: Record<string, number[]>): McqResults[] {
  const names = Object.keys(table);
  const count = table[names[0]!]!.length;
  return Array.from({ length: count }, (_, attempt) => {
    const questions = names.map((name) => ({
      skill_level: 'basic' as const,
      question: name,
      is_correct: table[name]![attempt] === 1,
      user_answer: 'chosen',
      correct_answer: 'right',
      explanation: null,
    }));
    const correct = questions.filter((question) => question.is_correct).length;
    return {
      overall_score: (correct / names.length) * 100,
      correct_answers: correct,
      total_questions: names.length,
      results: [{ competency: 'Support', questions }],
    };
  });
}

// Five attempts. Worked by hand with the item left out of each total (the rest score):
//   X: right 2/5, rests [2,1,1,1,1]: cov 0.6, var 1.2 and 0.8 -> 0.6/sqrt(0.96) = 0.612
//   Y: right 3/5, rests [2,1,1,0,1]: cov 0 -> 0
//   Z: right 2/5, rests [2,2,1,1,0]: cov -0.4, var 1.2 and 2.8 -> -0.4/sqrt(3.36) = -0.218
//   N: right 1/5 (facility 0.2, not below it), rests [3,2,0,1,1]: cov -1.4, var 0.8 and 5.2 -> -0.686
//   V (all right) and W (all wrong) shift every rest by a constant: the figures above do not change; theirs are null.
const TABLE = {
  X: [1, 1, 0, 0, 0],
  Y: [1, 1, 0, 1, 0],
  Z: [1, 0, 0, 0, 1],
  N: [0, 0, 1, 0, 0],
  V: [1, 1, 1, 1, 1],
  W: [0, 0, 0, 0, 0],
};

describe('item statistics', () => {
  it('gives facility, point-biserial discrimination and flags known by hand', () => {
    const statistics = computeItemStatistics(attemptsOf(TABLE));
    expect(statistics.attempts).toBe(5);
    const byQuestion = Object.fromEntries(
      statistics.items.map(({ question, facility, discrimination, flags, answered, correct }) => [
        question,
        { answered, correct, facility, discrimination, flags },
      ]),
    );
    expect(byQuestion).toEqual({
      X: { answered: 5, correct: 2, facility: 0.4, discrimination: 0.612, flags: [] },
      Y: { answered: 5, correct: 3, facility: 0.6, discrimination: 0, flags: [] },
      Z: {
        answered: 5,
        correct: 2,
        facility: 0.4,
        discrimination: -0.218,
        flags: ['negative_discrimination'],
      },
      N: {
        answered: 5,
        correct: 1,
        facility: 0.2,
        discrimination: -0.686,
        flags: ['negative_discrimination'],
      },
      V: { answered: 5, correct: 5, facility: 1, discrimination: null, flags: ['too_easy'] },
      W: { answered: 5, correct: 0, facility: 0, discrimination: null, flags: ['too_hard'] },
    });
  });

  it('gives only the counts below 5 attempts', () => {
    const statistics = computeItemStatistics(attemptsOf({ X: [1, 0, 1, 1], Y: [0, 0, 0, 1] }));
    expect(statistics).toEqual({
      attempts: 4,
      minimum_attempts: 5,
      items: [
        {
          competency: 'Support',
          skill_level: 'basic',
          question: 'X',
          answered: 4,
          correct: 3,
          facility: null,
          discrimination: null,
          flags: [],
        },
        {
          competency: 'Support',
          skill_level: 'basic',
          question: 'Y',
          answered: 4,
          correct: 1,
          facility: null,
          discrimination: null,
          flags: [],
        },
      ],
    });
  });
});
