import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { McqResults, McqSubmitRequest } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import { fetchMcqJobStatus, submitMcqAnswers } from './mcq-api.ts';

/** spec part 2 §9: the scoring job is polled every 5 s, at most 60 times (5 minutes). */
export const MCQ_POLL_MS = 5_000;
export const MCQ_MAX_POLLS = 60;

export type McqOutcome =
  | { kind: 'answering' }
  | { kind: 'processing'; jobId: string }
  /** results null: the job finished without score detail (the 'Thank You!' view). */
  | { kind: 'completed'; results: McqResults | null }
  | { kind: 'failed'; message: string };

/** Submit, then poll the scoring job until it completes, fails, is not found or takes too long (spec part 2 §4.6). */
export function useMcqSubmission(token: string) {
  const [outcome, setOutcome] = useState<McqOutcome>({ kind: 'answering' });
  const submit = useMutation({
    mutationFn: (request: McqSubmitRequest) => submitMcqAnswers(token, request),
    onSuccess: (response) => setOutcome({ kind: 'processing', jobId: response.job_id }),
  });

  const jobId = outcome.kind === 'processing' ? outcome.jobId : null;
  useEffect(() => {
    if (jobId === null) return;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      try {
        const record = await fetchMcqJobStatus(jobId);
        if (isCancelled) return;
        if (record.status === 'completed') return setOutcome({ kind: 'completed', results: record.result });
        if (record.status === 'failed')
          return setOutcome({ kind: 'failed', message: record.error ?? 'MCQ processing failed' });
      } catch (error) {
        if (isCancelled) return;
        if (error instanceof ApiError && error.status === 404)
          return setOutcome({ kind: 'failed', message: 'Job not found on server' });
        if (error instanceof ApiError && error.status < 500)
          return setOutcome({ kind: 'failed', message: errorMessage(error, 'MCQ processing failed') });
        // No answer or a server error: the job keeps running, so ask again at the next turn.
      }
      if (attempt >= MCQ_MAX_POLLS)
        return setOutcome({ kind: 'failed', message: 'MCQ processing timed out after 5 minutes.' });
      timer = setTimeout(() => void poll(attempt + 1), MCQ_POLL_MS);
    };
    void poll(1);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  return {
    outcome,
    submit: submit.mutate,
    isSubmitting: submit.isPending,
    submitError: submit.isError
      ? errorMessage(submit.error, 'Failed to submit answers. Please try again.')
      : null,
  };
}
