// Lets the browser run between two parts of a long piece of start-up work (input, paint), so a phone's main
// thread is never blocked by one long task: the parts run as separate tasks (total blocking time).
//
// The models await it at the top of their module (top-level await): the shell's evaluation was one long task on a
// slow machine, most of it Effector creating units (an effect costs several times what a store does). A module with
// top-level await is evaluated after the modules it imports, in a later task; the modules that import it wait for
// it, so the order of evaluation is the same, only spread over several tasks. The shell's models do so, kept by an
// A/B in which the build without these yields blocked longer (docs/adr/0018-model-yields-kept.md); the templates'
// chunks' models do not, their yields having moved nothing (docs/adr/0020-template-model-yields-removed.md).

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
