/** spec part 1 §4: the running creation job survives leaving the page, so polling can resume on return. */
export const ACTIVE_JOB_STORAGE_KEY = 'activeJobPostingJob';

export function readActiveJobId(): string | null {
  return localStorage.getItem(ACTIVE_JOB_STORAGE_KEY);
}

export function storeActiveJobId(jobId: string): void {
  localStorage.setItem(ACTIVE_JOB_STORAGE_KEY, jobId);
}

export function clearActiveJobId(): void {
  localStorage.removeItem(ACTIVE_JOB_STORAGE_KEY);
}
