import type { Job, JobSummary } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { canManageJobPosting } from './job-postings.policy.ts';
import type { JobPostingRow } from './job-postings.queries.ts';

/**
 * Explicit response shapes: the recruiter-only fields are added only for those who manage the posting. The list
 * is built by the database with the same fields in the same order (listJobPostingsJson in job-postings.queries.ts).
 */
function toJobSummary(row: JobPostingRow, viewer: AuthenticatedUser, interviewCount: number): JobSummary {
  return {
    id: row.id,
    position: row.position,
    company: row.company,
    location: row.location,
    type: row.type,
    posted: row.createdAt.toISOString(),
    workArrangementInfo: row.workArrangement,
    has_company_culture: row.companyCultureFileKey != null,
    interview_count: interviewCount,
    mcq_question_count: row.mcqQuestionCount,
    can_manage: canManageJobPosting(viewer, row),
  };
}

export function toJob(row: JobPostingRow, viewer: AuthenticatedUser, interviewCount = 0): Job {
  const mcqQuestionCount = row.mcqQuestions.reduce((total, group) => total + group.questions.length, 0);
  const summary = toJobSummary({ ...row, mcqQuestionCount }, viewer, interviewCount);
  const job: Job = {
    ...summary,
    jobSpecsMarkdown: row.jobSpecsMarkdown,
    companyCultureMarkdown: row.companyCultureMarkdown,
  };
  if (!summary.can_manage) return job;
  return {
    ...job,
    jobSpecsQuestions: row.jobSpecsQuestions,
    companyCultureQuestions: row.companyCultureQuestions,
    jobSpecWorkRequirements: row.workRequirements,
    mcqQuestions: row.mcqQuestions,
  };
}
