import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Job, JobSummary, WorkRequirement } from '@viva/contracts';
import {
  deleteJobPosting,
  fetchJobPosting,
  fetchJobPostingPdfs,
  fetchJobPostings,
  replaceJobSpecsQuestions,
  replaceWorkRequirements,
} from './jobs-api.ts';

export const JOB_POSTINGS_KEY = ['job-postings'] as const;
const jobPostingKey = (jobPostingId: string) => [...JOB_POSTINGS_KEY, jobPostingId] as const;

export function useJobPostings() {
  return useQuery({ queryKey: JOB_POSTINGS_KEY, queryFn: fetchJobPostings });
}

export function useJobPosting(jobPostingId: string) {
  return useQuery({ queryKey: jobPostingKey(jobPostingId), queryFn: () => fetchJobPosting(jobPostingId) });
}

export function useJobPostingPdfs(jobPostingId: string) {
  return useQuery({
    queryKey: [...jobPostingKey(jobPostingId), 'pdfs'],
    queryFn: () => fetchJobPostingPdfs(jobPostingId),
    // The signed URLs expire: fetch fresh ones each time the dialog opens.
    gcTime: 0,
  });
}

/** spec part 1 §4: a newly created job is prepended to the list (once, even if delivered twice). */
export function prependJobPosting(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobPostingKey(job.id), job);
  if (queryClient.getQueryData(JOB_POSTINGS_KEY) === undefined) {
    // The list is still loading, maybe an answer from before the job finished: ask again rather than miss the new
    // posting. A first load is not cancelled by invalidation alone, hence the explicit cancel.
    const filters = { queryKey: JOB_POSTINGS_KEY, exact: true };
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
    return;
  }
  queryClient.setQueryData<JobSummary[]>(JOB_POSTINGS_KEY, (jobs) =>
    jobs === undefined ? undefined : [job, ...jobs.filter((existing) => existing.id !== job.id)],
  );
}

export function useDeleteJobPosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobPosting,
    onSuccess: (_nothing, jobPostingId) => {
      queryClient.setQueryData<JobSummary[]>(JOB_POSTINGS_KEY, (jobs) =>
        jobs?.filter((job) => job.id !== jobPostingId),
      );
      queryClient.removeQueries({ queryKey: jobPostingKey(jobPostingId) });
    },
  });
}

type EditableFields = Pick<Job, 'jobSpecsQuestions' | 'jobSpecWorkRequirements'>;

/** The posting's copy in the details and in the list both take what the server accepted, never the draft. */
function storeAcceptedFields(queryClient: QueryClient, jobPostingId: string, fields: EditableFields): void {
  queryClient.setQueryData<Job>(jobPostingKey(jobPostingId), (job) => job && { ...job, ...fields });
  queryClient.setQueryData<JobSummary[]>(JOB_POSTINGS_KEY, (jobs) =>
    jobs?.map((job) => (job.id === jobPostingId ? { ...job, ...fields } : job)),
  );
}

export function useReplaceJobSpecsQuestions(jobPostingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: string[]) => replaceJobSpecsQuestions(jobPostingId, questions),
    onSuccess: (jobSpecsQuestions) => storeAcceptedFields(queryClient, jobPostingId, { jobSpecsQuestions }),
  });
}

export function useReplaceWorkRequirements(jobPostingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requirements: WorkRequirement[]) => replaceWorkRequirements(jobPostingId, requirements),
    onSuccess: (jobSpecWorkRequirements) =>
      storeAcceptedFields(queryClient, jobPostingId, { jobSpecWorkRequirements }),
  });
}
