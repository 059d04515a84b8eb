import type { McqCandidateGroup, McqCompetencyGroup, McqReviewResults, McqSignalKind } from '@viva/contracts';
import type { McqAttemptRow } from './mcq.queries.ts';

/**
 * The questions as the candidate gets them: field by field, so neither the correct answer nor its explanation
 * can ride along when the stored shape grows.
 */
export function toCandidateGroups(groups: readonly McqCompetencyGroup[]): McqCandidateGroup[] {
  return groups.map((group) => ({
    competency: group.competency,
    questions: group.questions.map((question) => ({
      skill_level: question.skill_level,
      question: question.question,
      options: question.options.map((option) => ({ text: option.text })),
    })),
  }));
}

/** A scored attempt as the recruiter reads it: the results, when they came in, and the signals beside them. */
export function toReviewResults(
  attempt: McqAttemptRow & { results: NonNullable<McqAttemptRow['results']> },
  signals: Record<McqSignalKind, number>,
): McqReviewResults {
  const { startedAt, submittedAt } = attempt;
  return {
    ...attempt.results,
    submitted_at: (submittedAt ?? attempt.updatedAt).toISOString(),
    integrity: {
      ...signals,
      seconds_per_question: attempt.secondsPerQuestion,
      total_seconds:
        startedAt && submittedAt ? Math.round((submittedAt.getTime() - startedAt.getTime()) / 1000) : null,
    },
  };
}
