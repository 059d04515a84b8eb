import { McqCompetencyGroupSchema, type McqCompetencyGroup, type SkillLevel } from '@viva/contracts';
import type { BankCompetency } from './bank/types.ts';
import { shuffleWithSeed } from './shuffle.ts';

export const SKILL_LEVELS: readonly SkillLevel[] = ['basic', 'intermediate', 'advanced'];

/** A bank competency as the contract's group: one question per level, options shuffled by the question's text. */
export function buildMcqGroup(bankCompetency: BankCompetency): McqCompetencyGroup {
  return McqCompetencyGroupSchema.parse({
    competency: bankCompetency.competency,
    questions: SKILL_LEVELS.map((skillLevel) => {
      const { question, answer, distractors, explanation } = bankCompetency.questions[skillLevel];
      return {
        skill_level: skillLevel,
        question,
        options: shuffleWithSeed([answer, ...distractors], question).map((text) => ({ text })),
        correct_answer: answer,
        explanation,
      };
    }),
  });
}
