// A prerendered page whose form works as plain HTML (src/contract/native-forms.ts: the login) is live without the
// form engine: its HTML names no engine, and while the app hydrates it the form stays the server's HTML (its
// Suspense boundary waits). The engine loads when the visitor turns to the page (a press, a key, a focus), when a
// submit was held for the app, or once the page is idle, whichever comes first; a navigation loads it as any route
// does. main.tsx arms the gate only when it hydrates such a page as the build rendered it.
import { nativeFormIds } from '@/contract/native-forms';

const intents = ['focusin', 'pointerdown', 'keydown'] as const;
let armed = false;
let release: () => void = () => undefined;
/** Resolves when the gate opens (at once when it was never armed). */
export const nativeFormsReleased = new Promise<void>((resolve) => {
  release = resolve;
});

/** Opens the gate: the forms it held load their engine now. */
export function openNativeFormGate(): void {
  for (const type of intents) document.removeEventListener(type, openNativeFormGate, true);
  armed = false;
  release();
}

/** Holds the native forms of the page in `root` (being hydrated) until the visitor turns to it, or idle. */
export function armNativeFormGate(root: HTMLElement): void {
  armed = true;
  for (const type of intents) document.addEventListener(type, openNativeFormGate, true);
  // Already in the form before the app ran (typing, a password manager): it is wanted now.
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) openNativeFormGate();
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(openNativeFormGate, { timeout: 2000 }) : openNativeFormGate();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The form `formId` waits at the gate: it is one of the forms that work as plain HTML and the gate is armed. */
export function nativeFormWaits(formId: string): boolean {
  return armed && nativeFormIds.includes(formId);
}
