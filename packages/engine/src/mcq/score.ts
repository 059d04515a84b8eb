import { McqResultsSchema, type McqAnswers, type McqCompetencyGroup, type McqResults } from '@viva/contracts';

/** The key an answer is stored under (spec part 2 §3): the competency name, an underscore, the skill level. */
export function mcqAnswerKey(competency: string, skillLevel: string): string {
  return `${competency}_${skillLevel}`;
}

/**
 * Marks a candidate's answers against the groups they were shown. Pure: unanswered questions count as wrong with a
 * null answer, answers under keys that match no question are ignored.
 */
export function scoreMcq(groups: readonly McqCompetencyGroup[], answers: McqAnswers): McqResults {
  let correctAnswers = 0;
  let totalQuestions = 0;
  const results = groups.map((group) => ({
    competency: group.competency,
    questions: group.questions.map((question) => {
      const key = mcqAnswerKey(group.competency, question.skill_level);
      // Own keys only ('constructor' is not an answer), and only text (answers may come from unchecked JSON).
      const chosen = Object.hasOwn(answers, key) ? answers[key] : undefined;
      const userAnswer = typeof chosen === 'string' ? chosen : null;
      const isCorrect = userAnswer !== null && userAnswer.trim() === question.correct_answer.trim();
      totalQuestions += 1;
      if (isCorrect) correctAnswers += 1;
      return {
        skill_level: question.skill_level,
        question: question.question,
        is_correct: isCorrect,
        user_answer: userAnswer,
        correct_answer: question.correct_answer,
        explanation: question.explanation,
      };
    }),
  }));
  const overallScore =
    totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 10_000) / 100;
  return McqResultsSchema.parse({
    overall_score: overallScore,
    correct_answers: correctAnswers,
    total_questions: totalQuestions,
    results,
  });
}
