/**
 * Runs an async task at most once at a time: callers arriving while it runs share its promise
 * (100 concurrent 401s cause one refresh). The next call after it settles starts a new run.
 */
export function createSingleFlight<T, A extends unknown[] = []>(task: (...args: A) => Promise<T>): { run: (...args: A) => Promise<T> } {
  let running: Promise<T> | null = null;
  return {
    /** Joins the run in progress (its arguments win), or starts one with these. */
    run(...args: A) {
      running ??= task(...args).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
