// One member's heavy reads run one after another (per process). Why: PGlite runs one query at a time on the
// server's only thread, so eight history calls of one member in flight keep eight queries queued ahead of
// every other visitor's; in line behind each other, at most one of them is ever ahead of a bystander. The
// member waits for their own calls, nobody else does. (On PostgreSQL it also keeps one member from holding
// every pooled connection.)

/** A runner that queues the tasks of each key behind each other; different keys run side by side. */
export function oneAtATimePerKey(): <T>(key: number, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<number, Promise<unknown>>();
  return <T>(key: number, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    // A failed task must not fail the ones queued behind it.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The map holds only members with a call in flight.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
