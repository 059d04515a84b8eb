import { McqResultsSchema, type McqAnswers, type McqCompetencyGroup } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { mcqAnswerKey, scoreMcq } from './score.ts';

function question(skillLevel: 'basic' | 'intermediate' | 'advanced', text: string, correct: string) {
  return {
    skill_level: skillLevel,
    question: text,
    options: [correct, `${correct} (wrong 1)`, `${correct} (wrong 2)`, `${correct} (wrong 3)`].map(
      (option) => ({ text: option }),
    ),
    correct_answer: correct,
    explanation: `Because ${correct}.`,
  };
}

const groups: McqCompetencyGroup[] = [
  {
    competency: 'SQL and Relational Databases',
    questions: [
      question('basic', 'Which clause filters rows?', 'WHERE'),
      question('intermediate', 'Which join keeps unmatched left rows?', 'LEFT JOIN'),
      question('advanced', 'Which isolation level prevents phantom reads?', 'SERIALIZABLE'),
    ],
  },
  {
    competency: 'Negotiation',
    questions: [
      question('basic', 'What is a BATNA?', 'Best alternative'),
      question('intermediate', 'What is the ZOPA?', 'Zone of possible agreement'),
      question('advanced', 'How to answer a late discount request?', 'Trade it'),
    ],
  },
];

const allCorrect: McqAnswers = Object.fromEntries(
  groups.flatMap((group) =>
    group.questions.map((item) => [mcqAnswerKey(group.competency, item.skill_level), item.correct_answer]),
  ),
);

describe('scoreMcq', () => {
  it('gives 100% when every answer is right', () => {
    const results = scoreMcq(groups, allCorrect);
    expect(results).toMatchObject({ overall_score: 100, correct_answers: 6, total_questions: 6 });
    expect(results.results.flatMap((result) => result.questions).every((item) => item.is_correct)).toBe(true);
    expect(McqResultsSchema.safeParse(results).success).toBe(true);
  });

  it('gives 0% when every answer is wrong, and reports what was chosen and what was right', () => {
    const wrong = Object.fromEntries(
      Object.entries(allCorrect).map(([key, value]) => [key, `${value} (wrong 1)`]),
    );
    const results = scoreMcq(groups, wrong);
    expect(results).toMatchObject({ overall_score: 0, correct_answers: 0, total_questions: 6 });
    expect(results.results[0]?.questions[0]).toEqual({
      skill_level: 'basic',
      question: 'Which clause filters rows?',
      is_correct: false,
      user_answer: 'WHERE (wrong 1)',
      correct_answer: 'WHERE',
      explanation: 'Because WHERE.',
    });
  });

  it('rounds a partial score to two decimals and keeps competencies and levels in order', () => {
    const answers = {
      ...allCorrect,
      Negotiation_basic: 'Trade it',
      Negotiation_advanced: 'Best alternative',
    };
    const results = scoreMcq(groups, answers);
    expect(results).toMatchObject({ overall_score: 66.67, correct_answers: 4, total_questions: 6 });
    expect(results.results.map((result) => result.competency)).toEqual([
      'SQL and Relational Databases',
      'Negotiation',
    ]);
    expect(results.results[1]?.questions.map((item) => [item.skill_level, item.is_correct])).toEqual([
      ['basic', false],
      ['intermediate', true],
      ['advanced', false],
    ]);
  });

  it('counts unanswered questions as wrong with a null answer', () => {
    const results = scoreMcq(groups, { 'SQL and Relational Databases_basic': 'WHERE' });
    expect(results).toMatchObject({ overall_score: 16.67, correct_answers: 1, total_questions: 6 });
    expect(results.results[0]?.questions[1]).toMatchObject({
      user_answer: null,
      is_correct: false,
      correct_answer: 'LEFT JOIN',
    });
  });

  it('ignores answer keys that match no question', () => {
    const answers = {
      ...allCorrect,
      Cooking_basic: 'Salt',
      Negotiation_expert: 'Trade it',
      Negotiation: 'Trade it',
    };
    const results = scoreMcq(groups, answers);
    expect(results).toMatchObject({ overall_score: 100, correct_answers: 6, total_questions: 6 });
    expect(results.results.flatMap((result) => result.questions)).toHaveLength(6);
  });

  it('accepts an answer that differs from the option only by surrounding spaces', () => {
    expect(scoreMcq(groups, { Negotiation_basic: '  Best alternative ' }).correct_answers).toBe(1);
  });

  it('scores an empty assessment as 0 of 0', () => {
    expect(scoreMcq([], allCorrect)).toEqual({
      overall_score: 0,
      correct_answers: 0,
      total_questions: 0,
      results: [],
    });
  });
});
