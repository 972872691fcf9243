// A prerendered page hydrated as the build rendered it is live before every part of it has its code: a part that works
// as plain HTML (the login form, src/contract/native-forms.ts; content HTML, src/cms/cms-html.tsx) stays the server's
// HTML behind its Suspense boundary while the app hydrates the rest, and its code loads when the visitor turns to the
// page (a press, a key, a focus), when a submit was held for the app, or once the page is idle, whichever comes first.
// So the page's HTML names only the code the page needs to be live. main.tsx arms the gate only when it hydrates a
// page as the build rendered it; a navigation loads what its route needs, as any route does.

const intents = ['focusin', 'pointerdown', 'keydown'] as const;
let armed = false;
let release: () => void = () => undefined;
/** Resolves when the gate opens (at once when it was never armed). */
export const hydrationGateOpened = new Promise<void>((resolve) => {
  release = resolve;
});

/** Opens the gate: the parts it held load their code now. */
export function openHydrationGate(): void {
  for (const type of intents) document.removeEventListener(type, openHydrationGate, true);
  armed = false;
  release();
}

/** Holds the parts of the page in `root` (being hydrated) that work as plain HTML until the visitor turns to it, or idle. */
export function armHydrationGate(root: HTMLElement): void {
  armed = true;
  for (const type of intents) document.addEventListener(type, openHydrationGate, true);
  // Already in the page before the app ran (typing in a form, a password manager): it is wanted now.
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) openHydrationGate();
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(openHydrationGate, { timeout: 2000 }) : openHydrationGate();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** True while the gate holds: a part that works as plain HTML keeps the server's HTML. */
export function hydrationGateArmed(): boolean {
  return armed;
}
