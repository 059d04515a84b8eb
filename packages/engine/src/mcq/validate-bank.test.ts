import { McqCompetencyGroupSchema } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { mcqBank } from './bank/index.ts';
import type { BankCompetency } from './bank/types.ts';
import { buildMcqGroup } from './build-group.ts';
import { validateMcqBank } from './validate-bank.ts';

describe('the MCQ bank', () => {
  it('has no problems: valid questions, distinct options, one correct answer, all three levels, no duplicates', () => {
    expect(validateMcqBank()).toEqual([]);
  });

  it('covers at least 40 competencies across every domain', () => {
    expect(mcqBank.length).toBeGreaterThanOrEqual(40);
    const domains = new Set(mcqBank.map((bankCompetency) => bankCompetency.domain));
    expect([...domains].sort()).toEqual([
      'administration',
      'communications',
      'data',
      'education',
      'engineering',
      'finance',
      'fundraising',
      'healthcare',
      'hospitality',
      'legal',
      'maintenance',
      'marketing',
      'media',
      'operations',
      'people',
      'product',
      'production',
      'professional',
      'public',
      'retail',
      'sales',
      'social',
      'software',
      'support',
      'trades',
    ]);
  });

  it('builds every competency into a valid group whose correct answer is among its options', () => {
    for (const bankCompetency of mcqBank) {
      const group = buildMcqGroup(bankCompetency);
      expect(McqCompetencyGroupSchema.safeParse(group).success).toBe(true);
      for (const question of group.questions) {
        expect(question.options.map((option) => option.text)).toContain(question.correct_answer);
      }
    }
  });

  it('does not put the correct answer in the same position every time', () => {
    const positions = [0, 0, 0, 0];
    const questions = mcqBank.flatMap((bankCompetency) => buildMcqGroup(bankCompetency).questions);
    for (const question of questions) {
      const position = question.options.findIndex((option) => option.text === question.correct_answer);
      positions[position] = (positions[position] ?? 0) + 1;
    }
    for (const count of positions) {
      expect(count).toBeGreaterThan(0);
      expect(count / questions.length).toBeLessThan(0.45);
    }
  });
});

describe('validateMcqBank', () => {
  const sound = mcqBank[0] as BankCompetency;

  it('reports a correct answer repeated among the distractors, and a duplicated question', () => {
    const broken: BankCompetency = {
      ...sound,
      competency: 'Broken Copy',
      keywords: ['broken copy keyword'],
      questions: {
        ...sound.questions,
        basic: {
          ...sound.questions.basic,
          distractors: [sound.questions.basic.answer, 'Other one', 'Other two'],
        },
      },
    };
    const problems = validateMcqBank([sound, broken]);
    expect(
      problems.some((problem) => problem.startsWith('Broken Copy (basic): Options must be distinct')),
    ).toBe(true);
    expect(problems).toContain('Broken Copy (intermediate): the same question appears elsewhere in the bank');
  });

  it('reports names that would break answer keys, shared keywords and order-dependent options', () => {
    const broken: BankCompetency = {
      ...sound,
      competency: 'Under_score',
      questions: {
        basic: {
          ...sound.questions.basic,
          question: 'Unique one?',
          distractors: ['All of the above', 'B', 'C'],
        },
        intermediate: { ...sound.questions.intermediate, question: 'Unique two?' },
        advanced: { ...sound.questions.advanced, question: 'Unique three?' },
      },
    };
    const problems = validateMcqBank([sound, broken]);
    expect(problems).toContain(
      'Under_score: a name must be non-empty with no underscore (answer keys use one)',
    );
    expect(
      problems.some((problem) =>
        problem.startsWith(`Under_score: keyword '${sound.keywords[0]}' also belongs`),
      ),
    ).toBe(true);
    expect(problems).toContain('Under_score (basic): an option depends on option order');
  });

  it('reports a bank whose correct option is usually the longest option', () => {
    const giveaway = (question: string) => ({
      question,
      answer: 'The one long and detailed option that is also the correct one',
      distractors: ['Short', 'Shorter', 'Tiny'] as const,
      explanation: 'Only the long option is correct here, as it always is.',
    });
    const cued: BankCompetency = {
      ...sound,
      competency: 'Cued',
      keywords: ['cued'],
      questions: {
        basic: giveaway('Cued one?'),
        intermediate: giveaway('Cued two?'),
        advanced: giveaway('Cued three?'),
      },
    };
    expect(validateMcqBank([cued])).toContain(
      'the correct option is the longest in 3 of 3 questions (at most 40%)',
    );
  });

  it('reports a group whose key is the longest option in two of its questions, even when the bank share is low', () => {
    const question = (text: string, answer: string) => ({
      question: text,
      answer,
      distractors: ['A medium-length wrong option', 'Another wrong option', 'A third wrong one'] as const,
      explanation: 'Made up for the test.',
    });
    const long = 'The long and detailed correct option for this one';
    const short = 'Short right';
    const group = (competency: string, levels: readonly [string, string, string]): BankCompetency => ({
      ...sound,
      competency,
      keywords: [competency.toLowerCase()],
      questions: {
        basic: question(`${competency} one?`, levels[0]),
        intermediate: question(`${competency} two?`, levels[1]),
        advanced: question(`${competency} three?`, levels[2]),
      },
    });
    // Two of nine keys are the longest (22%), so only the per-group rule can catch the cued group.
    const problems = validateMcqBank([
      group('Cued Group', [long, long, short]),
      group('Fair One', [short, short, short]),
      group('Fair Two', [short, short, short]),
    ]);
    expect(problems).toEqual([
      'Cued Group: the correct option is the longest in 2 of its 3 questions (at most 1)',
    ]);
  });
});
