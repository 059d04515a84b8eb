import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { McqJobStatus } from '@viva/contracts';
import { installFakeApi, storeSignedInSession } from '../../test/fake-api.ts';
import { useMcqSubmission } from './useMcqSubmission.ts';

// The spec's figures, written out: the test fails if the hook's constants drift from them.
const FIVE_SECONDS = 5_000;
const MAX_POLLS = 60;

const TOKEN = 'a'.repeat(43);
const JOB = 'job-1';
const record = (status: McqJobStatus['status'], result: McqJobStatus['result'] = null): McqJobStatus => ({
  job_id: JOB,
  status,
  progress: status === 'completed' ? 100 : 50,
  message: null,
  result,
  error: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
});
const RESULTS = { overall_score: 50, correct_answers: 1, total_questions: 2, results: [] };

/** Moves the fake clock on, letting each poll's answer and React's state updates land. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));

function submitAndPoll(statusOnPoll: (poll: number) => McqJobStatus) {
  let polls = 0;
  installFakeApi({
    [`POST /mcq/${TOKEN}/submit`]: { status: 202, body: { job_id: JOB, status: 'pending', error: null } },
    [`GET /mcq/job/${JOB}`]: () => ({ body: statusOnPoll(++polls) }),
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMcqSubmission(TOKEN), { wrapper });
  act(() => result.current.submit({ answers: { Support_basic: 'Acknowledge the issue' } }));
  return { result, polls: () => polls };
}

// spec part 2 §9 and §8 'MCQ page': the scoring job is polled every 5 s, at most 60 times, then the timeout text.
describe('MCQ scoring polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeSignedInSession();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks every 5 seconds, 60 times at most, then says it timed out and stops', async () => {
    const { result, polls } = submitAndPoll(() => record('processing'));
    await advance(0);
    expect(polls()).toBe(1);
    expect(result.current.outcome).toEqual({ kind: 'processing', jobId: JOB });
    await advance(FIVE_SECONDS - 1);
    expect(polls()).toBe(1);
    await advance(1);
    expect(polls()).toBe(2);

    await advance((MAX_POLLS - 2) * FIVE_SECONDS);
    expect(polls()).toBe(60);
    expect(result.current.outcome).toEqual({
      kind: 'failed',
      message: 'MCQ processing timed out after 5 minutes.',
    });
    await advance(10 * FIVE_SECONDS);
    expect(polls()).toBe(60);
  });

  it('stops at the poll that finds the job completed, with its results', async () => {
    const { result, polls } = submitAndPoll((poll) =>
      poll < 3 ? record('processing') : record('completed', RESULTS),
    );
    await advance(2 * FIVE_SECONDS);
    expect(polls()).toBe(3);
    expect(result.current.outcome).toEqual({ kind: 'completed', results: RESULTS });
    await advance(10 * FIVE_SECONDS);
    expect(polls()).toBe(3);
  });
});
