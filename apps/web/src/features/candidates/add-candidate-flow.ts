import { QA_JOB_POLL_INTERVAL_MS, type CreateCandidateRequest, type User } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import {
  createCandidate,
  deleteUser,
  fetchCvQaJob,
  startCvQaGeneration,
  uploadCandidateCv,
} from './candidates-api.ts';

/** spec part 2 §4.2: the messages shown during the flow, in order. */
export const ADD_CANDIDATE_PROGRESS = {
  creating: 'Creating candidate user...',
  uploading: 'Uploading CV...',
  starting: 'Starting Q&A generation...',
  generating: 'Generating Q&A pairs (this may take a few minutes)...',
} as const;

/** spec part 2 §9: 60 polls, 5 seconds apart (about 5 minutes). */
export const MAX_QA_POLLS = 60;

export class AddCandidateError extends Error {
  /** Whether the candidate exists after all (the list must be refreshed). */
  readonly isCandidateCreated: boolean;

  constructor(message: string, isCandidateCreated: boolean) {
    super(message);
    this.name = 'AddCandidateError';
    this.isCandidateCreated = isCandidateCreated;
  }
}

type FlowOptions = {
  onProgress: (message: string) => void;
  pollIntervalMs?: number;
  signal?: AbortSignal;
};

const pause = (milliseconds: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/**
 * spec part 2 §4.2: create the user, upload the CV for them, start the Q&A job and wait for it. A CV the server
 * refuses removes the user just created, so the same form can be sent again once the file is fixed; a failed or
 * slow generation keeps the candidate and their CV.
 */
export async function addCandidateWithCv(
  request: CreateCandidateRequest,
  file: File,
  { onProgress, pollIntervalMs = QA_JOB_POLL_INTERVAL_MS, signal }: FlowOptions,
): Promise<User> {
  onProgress(ADD_CANDIDATE_PROGRESS.creating);
  let user: User;
  try {
    user = await createCandidate(request);
  } catch (error) {
    throw new AddCandidateError(errorMessage(error, 'Failed to create candidate. Please try again.'), false);
  }

  onProgress(ADD_CANDIDATE_PROGRESS.uploading);
  let cvPath: string;
  try {
    cvPath = await uploadCandidateCv(user.id, file);
  } catch (error) {
    const isRemoved = await deleteUser(user.id).then(
      () => true,
      () => false,
    );
    throw new AddCandidateError(errorMessage(error, 'Failed to upload CV. Please try again.'), !isRemoved);
  }

  onProgress(ADD_CANDIDATE_PROGRESS.starting);
  let jobId: string;
  try {
    jobId = await startCvQaGeneration(cvPath);
  } catch (error) {
    throw new AddCandidateError(
      errorMessage(error, 'Failed to start CV Q&A generation job. Please try again.'),
      true,
    );
  }

  onProgress(ADD_CANDIDATE_PROGRESS.generating);
  for (let poll = 1; poll <= MAX_QA_POLLS; poll += 1) {
    await pause(pollIntervalMs, signal);
    try {
      const record = await fetchCvQaJob(jobId);
      if (record.status === 'completed') return user;
      if (record.status === 'failed') {
        throw new AddCandidateError(record.error || 'CV Q&A generation failed', true);
      }
    } catch (error) {
      if (error instanceof AddCandidateError) throw error;
      // spec part 2 §8: a 404 while waiting ends the wait; anything else is retried at the next poll.
      if (error instanceof ApiError && error.status === 404) {
        throw new AddCandidateError('Job not found on server', true);
      }
    }
  }
  throw new AddCandidateError('CV Q&A generation timed out after 5 minutes.', true);
}
