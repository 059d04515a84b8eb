import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobCreationStatus } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { clearActiveJobId, readActiveJobId, storeActiveJobId } from './active-job-storage.ts';
import { fetchJobPostingCreationStatus, startJobPostingCreation } from './jobs-api.ts';
import { prependJobPosting } from './useJobPostings.ts';

/** spec part 1 §9. */
export const JOB_STATUS_POLL_MS = 2000;
export const JOB_CREATED_MESSAGE = 'Job posting created successfully!';

function isFinished(record: JobCreationStatus | undefined): boolean {
  return record?.status === 'completed' || record?.status === 'failed';
}

/**
 * The async creation of spec part 1 §4: upload, then poll the status record every 2 s until it completes or fails.
 * The job id is kept in browser storage, so a person who leaves and comes back sees the same job resume.
 */
export function useJobPostingCreation({ onCompleted }: { onCompleted: (job: Job) => void }) {
  const queryClient = useQueryClient();
  const notify = useNotifier();
  const [activeJobId, setActiveJobId] = useState<string | null>(readActiveJobId);
  const [error, setError] = useState<string | null>(null);

  // spec part 1 §8: every error shows as a red alert and as a snackbar.
  const reportError = (message: string) => {
    setError(message);
    notify(message, 'error');
  };

  const finish = () => {
    clearActiveJobId();
    setActiveJobId(null);
  };

  const start = useMutation({
    mutationFn: startJobPostingCreation,
    onMutate: () => setError(null),
    onSuccess: (jobId) => {
      storeActiveJobId(jobId);
      setActiveJobId(jobId);
    },
    onError: (failure) =>
      reportError(errorMessage(failure, 'Failed to create job posting. Please try again.')),
  });

  /** One status check; a finished job is settled here, once, as its answer arrives. */
  const checkStatus = async (jobId: string): Promise<JobCreationStatus> => {
    try {
      const record = await fetchJobPostingCreationStatus(jobId);
      if (record.status === 'completed') {
        if (record.result !== null) {
          prependJobPosting(queryClient, record.result);
          onCompleted(record.result);
        }
        notify(JOB_CREATED_MESSAGE, 'success');
        finish();
      } else if (record.status === 'failed') {
        reportError(record.error ?? 'Job posting creation failed');
        finish();
      }
      return record;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        // spec part 1 §4: a 404 on the status check stops polling.
        reportError('Job not found');
        finish();
      } else if (failure instanceof ApiError && failure.status < 500) {
        // Signed out or no longer allowed: asking again cannot succeed.
        reportError(errorMessage(failure, 'Failed to check the job posting status.'));
        finish();
      }
      throw failure;
    }
  };

  const status = useQuery({
    queryKey: ['job-posting-creation', activeJobId],
    queryFn: () => checkStatus(activeJobId ?? ''),
    enabled: activeJobId !== null,
    // A passing network failure must not lose a job that keeps running on the server: keep asking until it ends.
    refetchInterval: (query) => (isFinished(query.state.data) ? false : JOB_STATUS_POLL_MS),
    retry: false,
    gcTime: 0,
  });

  return {
    /** Uploads the form; the progress dialog follows the job it starts. */
    start: start.mutate,
    /** True from the upload until the job completes or fails: the form is locked meanwhile. */
    isRunning: start.isPending || activeJobId !== null,
    activeJobId,
    /** The latest status record of the running job (undefined until the first answer). */
    record: activeJobId === null ? undefined : status.data,
    error,
    reportError,
    dismissError: () => setError(null),
  };
}
