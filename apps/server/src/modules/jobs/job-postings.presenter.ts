import type { Job, JobSummary } from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { canManageJobPosting } from './job-postings.policy.ts';
import type { JobPostingListRow, JobPostingRow } from './job-postings.queries.ts';

/** Explicit response shapes: the recruiter-only fields are added only for those who manage the posting. */
export function toJobSummary(row: JobPostingListRow, viewer: AuthenticatedUser, interviewCount = 0): JobSummary {
  const canManage = canManageJobPosting(viewer, row);
  const summary: JobSummary = {
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
    can_manage: canManage,
  };
  if (!canManage) return summary;
  return {
    ...summary,
    jobSpecsQuestions: row.jobSpecsQuestions,
    companyCultureQuestions: row.companyCultureQuestions,
    jobSpecWorkRequirements: row.workRequirements,
  };
}

export function toJob(row: JobPostingRow, viewer: AuthenticatedUser, interviewCount = 0): Job {
  const mcqQuestionCount = row.mcqQuestions.reduce((total, group) => total + group.questions.length, 0);
  const summary = toJobSummary({ ...row, mcqQuestionCount }, viewer, interviewCount);
  return {
    ...summary,
    jobSpecsMarkdown: row.jobSpecsMarkdown,
    companyCultureMarkdown: row.companyCultureMarkdown,
    ...(summary.can_manage ? { mcqQuestions: row.mcqQuestions } : {}),
  };
}
