import {
  MCQ_STATISTICS_MINIMUM_ATTEMPTS,
  type McqItemFlag,
  type McqItemStatistics,
  type McqResults,
  type McqStatisticsResponse,
} from '@viva/contracts';

// Classical test theory's usual bounds: almost everyone right (or almost nobody) says little about a candidate.
const TOO_EASY_ABOVE = 0.95;
const TOO_HARD_BELOW = 0.2;

type Item = Omit<McqItemStatistics, 'facility' | 'discrimination' | 'flags'> & {
  /** Per attempt that had the question: whether it was right, and the score on the attempt's other questions. */
  outcomes: { isCorrect: boolean; restScore: number }[];
};

/**
 * Item statistics over scored attempts: for each question, how many answered it, the facility (share correct) and
 * the discrimination, the point-biserial correlation of getting it right with the score on the other questions
 * (the item itself left out of the total, so a short test does not inflate it). Below the minimum number of
 * attempts only the counts are given.
 */
export function computeItemStatistics(attempts: readonly McqResults[]): McqStatisticsResponse {
  const items = new Map<string, Item>();
  for (const attempt of attempts) {
    for (const group of attempt.results) {
      for (const question of group.questions) {
        const identity = JSON.stringify([group.competency, question.skill_level, question.question]);
        let item = items.get(identity);
        if (!item) {
          item = {
            competency: group.competency,
            skill_level: question.skill_level,
            question: question.question,
            answered: 0,
            correct: 0,
            outcomes: [],
          };
          items.set(identity, item);
        }
        if (question.user_answer !== null) item.answered += 1;
        if (question.is_correct) item.correct += 1;
        item.outcomes.push({
          isCorrect: question.is_correct,
          restScore: attempt.correct_answers - (question.is_correct ? 1 : 0),
        });
      }
    }
  }
  const hasEnough = attempts.length >= MCQ_STATISTICS_MINIMUM_ATTEMPTS;
  return {
    attempts: attempts.length,
    minimum_attempts: MCQ_STATISTICS_MINIMUM_ATTEMPTS,
    items: [...items.values()].map(({ outcomes, ...item }) => {
      if (!hasEnough || outcomes.length === 0)
        return { ...item, facility: null, discrimination: null, flags: [] };
      const facility = round(item.correct / outcomes.length);
      const correlation = pointBiserial(outcomes);
      // Rounded first: a correlation of zero can come out as -1e-17.
      const discrimination = correlation === null ? null : round(correlation);
      const flags: McqItemFlag[] = [];
      if (facility > TOO_EASY_ABOVE) flags.push('too_easy');
      if (facility < TOO_HARD_BELOW) flags.push('too_hard');
      if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
      return { ...item, facility, discrimination, flags };
    }),
  };
}

/** Pearson's correlation of a 0/1 variable with a score; null when either does not vary. */
function pointBiserial(outcomes: readonly { isCorrect: boolean; restScore: number }[]): number | null {
  const count = outcomes.length;
  const meanCorrect = outcomes.filter((outcome) => outcome.isCorrect).length / count;
  const meanRest = outcomes.reduce((total, outcome) => total + outcome.restScore, 0) / count;
  let covariance = 0;
  let varianceCorrect = 0;
  let varianceRest = 0;
  for (const outcome of outcomes) {
    const correctDeviation = (outcome.isCorrect ? 1 : 0) - meanCorrect;
    const restDeviation = outcome.restScore - meanRest;
    covariance += correctDeviation * restDeviation;
    varianceCorrect += correctDeviation ** 2;
    varianceRest += restDeviation ** 2;
  }
  if (varianceCorrect === 0 || varianceRest === 0) return null;
  return covariance / Math.sqrt(varianceCorrect * varianceRest);
}

// Three decimals; + 0 turns a rounded -0 into 0.
const round = (value: number) => Math.round(value * 1000) / 1000 + 0;
