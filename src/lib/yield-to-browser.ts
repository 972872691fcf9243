// Lets the browser run between two parts of a long piece of start-up work (input, paint), so a phone's main
// thread is never blocked by one long task: the parts run as separate tasks (total blocking time, issue 12).

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a message to itself (no 4 ms clamp of timers). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
