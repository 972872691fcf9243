// The header's toggles (and a CMS video's play button) pressed before the app started (public/early-press.js opened what they control at once):
// taken over once, after hydration, so the menu or the display options stay open. The hydrating render itself
// stays closed, as the build's HTML was, so hydration changes nothing.
import { useEffect } from 'react';

declare global {
  interface Window {
    __earlyPresses?: string[];
  }
}

/** The header's toggles, and a CMS video's play button (by its video id). */
export type EarlyPress = 'menu' | 'display-options' | `video:${string}`;

/** Whether `name` was pressed open before the app ran; forgets it (a press is taken over once). */
export function takeEarlyPress(name: EarlyPress): boolean {
  const presses = window.__earlyPresses;
  const at = presses?.indexOf(name) ?? -1;
  if (!presses || at < 0) return false;
  presses.splice(at, 1);
  return true;
}

/** Calls `open` after the first render when `name` was pressed before the app ran. */
export function useEarlyPress(name: EarlyPress, open: () => void): void {
  // Why once: the press belongs to the page the visitor saw before the app started.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (takeEarlyPress(name) ? open() : undefined), []);
}
