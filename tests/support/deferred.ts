// A promise the test settles itself: a call that stays under way until the test answers or refuses it, so the test can
// look at the state while it runs, or answer two calls in another order than they were made. (Node 20 has no
// Promise.withResolvers.)
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
