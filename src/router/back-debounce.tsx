// requirements §2.4: history back navigation is debounced by 500 ms — the browser's back and forward buttons as well
// as the app's own "back" (src/platform/back-navigation.ts), which ends in the same history traversal. A traversal
// within backDebounceMs of the previous one is blocked: React Router puts the URL back where it was and
// nothing navigates, so a double press on the browser's back goes back one page, not two.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { appConfig } from '@/lib/app-config';

/**
 * The rule, apart from React Router: true when a traversal at `now` comes too soon after the last one let
 * through. Only traversals (POP) count; links and redirects are never held back.
 */
export function createTraversalDebounce(waitMs: number, now: () => number = () => performance.now()): BlockerFunction {
  let last = -Infinity;
  return ({ historyAction }) => {
    if (historyAction !== 'POP') return false;
    const t = now();
    if (t - last < waitMs) return true;
    last = t;
    return false;
  };
}

const tooSoon = createTraversalDebounce(appConfig.constants.backDebounceMs);

/** Mounted once inside the router (by the shell): blocks traversals that come too soon, then forgets them. */
export function BackDebounce() {
  const blocker = useBlocker(tooSoon);
  // Why: a blocked traversal is dropped, not kept for later (reset, never proceed).
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}
