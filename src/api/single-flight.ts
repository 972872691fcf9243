/**
 * Runs an async task at most once at a time: callers arriving while it runs share its promise
 * (100 concurrent 401s cause one refresh). The next call after it settles starts a new run.
 */
export function createSingleFlight<T>(task: () => Promise<T>): { run: () => Promise<T> } {
  let running: Promise<T> | null = null;
  return {
    run() {
      running ??= task().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
