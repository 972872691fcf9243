/**
 * Runs `fn` at once, then ignores calls until `waitMs` have passed since the last run. Used for the app's
 * back navigation (requirements §2.4: two presses within 500 ms go back once).
 */
export function leadingDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): (...args: A) => boolean {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < waitMs) return false;
    last = t;
    fn(...args);
    return true;
  };
}
