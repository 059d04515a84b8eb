import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api-errors.ts';
import {
  fetchInterviewGrade,
  fetchInterviewTranscript,
  fetchJobCandidates,
  fetchMcqResults,
  retryInterviewGrading,
} from './interviews-api.ts';

const interviewKey = (conversationId: string) => ['interviews', conversationId] as const;

/** A 404 is an answer here (spec part 1 §4: 'A grading 404 means no results yet'), not a failure. */
async function orNullWhenNotFound<Result>(request: Promise<Result>): Promise<Result | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// While grading runs, its state is asked again this often.
const GRADING_POLL_MS = 2_000;

export function useJobCandidates(jobPostingId: string) {
  return useQuery({
    queryKey: ['job-candidates', jobPostingId],
    queryFn: () => fetchJobCandidates(jobPostingId),
  });
}

/** Loaded when the interview is shown, kept per conversation (spec part 1 §4); polled while grading runs. */
export function useInterviewTranscript(conversationId: string | null) {
  return useQuery({
    queryKey: [...interviewKey(conversationId ?? ''), 'transcript'],
    queryFn: () => fetchInterviewTranscript(conversationId!),
    enabled: conversationId !== null,
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data?.grading.status;
      return status === 'pending' || status === 'processing' ? GRADING_POLL_MS : false;
    },
  });
}

export function useInterviewGrade(conversationId: string | null, isGraded: boolean) {
  return useQuery({
    queryKey: [...interviewKey(conversationId ?? ''), 'grade'],
    queryFn: () => orNullWhenNotFound(fetchInterviewGrade(conversationId!)),
    enabled: conversationId !== null && isGraded,
    staleTime: Infinity,
  });
}

/** MCQ results come with the grading record; when it has none they are asked for by candidate and job. */
export function useMcqResults(userId: string | null, jobPostingId: string, isNeeded: boolean) {
  return useQuery({
    queryKey: ['mcq-results', userId, jobPostingId],
    queryFn: () => orNullWhenNotFound(fetchMcqResults(userId!, jobPostingId)),
    enabled: userId !== null && isNeeded,
    staleTime: Infinity,
  });
}

export function useRetryGrading(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryInterviewGrading(conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKey(conversationId) }),
  });
}
