import { useCallback, useEffect, useRef, useState } from 'react';
import { QA_JOB_POLL_INTERVAL_MS, type JobStatusRecord } from '@viva/contracts';
import { ApiError } from '../../app/api-errors.ts';
import type { DocumentsApi } from './documents-api.ts';

/** spec part 2 §3: an entry of the browser-stored map of active generation jobs, keyed by file path. */
export type ActiveQaJob = {
  jobId: string;
  status: string;
  progress: number;
  createdAt: string;
  updatedAt: string;
};
type ActiveJobs = Record<string, ActiveQaJob>;

function readJobs(storageKey: string): ActiveJobs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as ActiveJobs) : {};
  } catch {
    return {};
  }
}

function writeJobs(storageKey: string, jobs: ActiveJobs) {
  if (Object.keys(jobs).length === 0) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, JSON.stringify(jobs));
}

const isRunning = (job: ActiveQaJob | undefined) => job?.status === 'pending' || job?.status === 'processing';

type QaJobHandlers = {
  onStarted: (jobId: string) => void;
  onAlreadyRunning: () => void;
  onStartFailed: (error: unknown) => void;
  onCompleted: (path: string, record: JobStatusRecord) => void;
  onFailed: (path: string, record: JobStatusRecord) => void;
};

/**
 * spec part 2 §4.1: Q&A generation jobs per file, kept in browser storage under the kind's key, polled every 5
 * seconds and re-checked on load (finished ones dropped, running ones resumed, unknown ones skipped).
 */
export function useQaJobs(api: DocumentsApi, storageKey: string, handlers: QaJobHandlers) {
  const [jobs, setJobs] = useState<ActiveJobs>(() => readJobs(storageKey));
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const update = useCallback(
    (change: (current: ActiveJobs) => ActiveJobs) => {
      // The storage is the truth (another tab may have changed it): read, change, write, show.
      const next = change(readJobs(storageKey));
      writeJobs(storageKey, next);
      setJobs(next);
    },
    [storageKey],
  );

  const checkJob = useCallback(
    async (path: string, job: ActiveQaJob) => {
      try {
        const record = await api.jobStatus(job.jobId);
        if (record.status === 'completed' || record.status === 'failed') {
          update(({ [path]: _finished, ...rest }) => rest);
          if (record.status === 'completed') handlersRef.current.onCompleted(path, record);
          else handlersRef.current.onFailed(path, record);
          return;
        }
        update((jobsNow) => ({
          ...jobsNow,
          [path]: {
            ...job,
            status: record.status,
            progress: record.progress,
            updatedAt: record.updated_at,
          },
        }));
      } catch (error) {
        // 404: the server does not know the job (or no longer): stop polling it.
        if (error instanceof ApiError && error.status === 404) update(({ [path]: _gone, ...rest }) => rest);
      }
    },
    [api, update],
  );

  const check = useCallback(async () => {
    await Promise.all(Object.entries(readJobs(storageKey)).map(([path, job]) => checkJob(path, job)));
  }, [storageKey, checkJob]);

  /** Checks one file's job now rather than at the next poll (nothing to do when it has none). */
  const refresh = useCallback(
    async (path: string) => {
      const job = readJobs(storageKey)[path];
      if (job) await checkJob(path, job);
    },
    [storageKey, checkJob],
  );

  const hasJobs = Object.keys(jobs).length > 0;
  useEffect(() => {
    void check();
  }, [check]);
  useEffect(() => {
    if (!hasJobs) return undefined;
    const timer = setInterval(() => void check(), QA_JOB_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hasJobs, check]);

  const start = useCallback(
    async (path: string) => {
      if (isRunning(readJobs(storageKey)[path])) {
        handlersRef.current.onAlreadyRunning();
        return;
      }
      try {
        const started = await api.startQa(path);
        update((current) => ({
          ...current,
          [path]: {
            jobId: started.job_id,
            status: started.status,
            progress: started.progress,
            createdAt: started.created_at,
            updatedAt: started.updated_at,
          },
        }));
        if (started.already_running) handlersRef.current.onAlreadyRunning();
        else handlersRef.current.onStarted(started.job_id);
      } catch (error) {
        handlersRef.current.onStartFailed(error);
      }
    },
    [api, storageKey, update],
  );

  return { jobs, start, refresh, isRunning: (path: string) => isRunning(jobs[path]) };
}
