import type { McqCandidateGroup } from '@viva/contracts';

/** One question of the assessment in the order it is asked, with where it sits among the competencies. */
export type FlatMcqQuestion = {
  /** The answer key (spec part 2 §3): the competency, an underscore, the skill level. */
  key: string;
  competency: string;
  skillLevel: string;
  question: string;
  options: string[];
  /** 1-based competency number and question number within it, and how many of each (the 'Question i.j of n.m'). */
  competencyNumber: number;
  competencyCount: number;
  questionNumber: number;
  questionCount: number;
};

/** Questions one after another, across competencies in order (spec part 2 §4.6). */
export function flattenMcqQuestions(groups: readonly McqCandidateGroup[]): FlatMcqQuestion[] {
  return groups.flatMap((group, groupIndex) =>
    group.questions.map((question, questionIndex) => ({
      key: `${group.competency}_${question.skill_level}`,
      competency: group.competency,
      skillLevel: question.skill_level,
      question: question.question,
      options: question.options.map((option) => option.text),
      competencyNumber: groupIndex + 1,
      competencyCount: groups.length,
      questionNumber: questionIndex + 1,
      questionCount: group.questions.length,
    })),
  );
}
