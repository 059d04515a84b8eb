/**
 * Runs independent model calls at the same time. When one fails the others are aborted, so a failed
 * generation does not keep spending tokens; the caller's own signal aborts them all too.
 */
export async function runInParallel<Results extends readonly unknown[]>(
  signal: AbortSignal | undefined,
  start: (signal: AbortSignal) => { [Index in keyof Results]: Promise<Results[Index]> },
): Promise<Results> {
  const controller = new AbortController();
  const combined = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
  try {
    return (await Promise.all(start(combined))) as unknown as Results;
  } catch (error) {
    controller.abort(error);
    throw error;
  }
}
