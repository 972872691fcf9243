import { createEvent } from 'effector';

/** Fired once by main.tsx when the app boots; models restore their state from it. */
export const appStarted = createEvent();

/**
 * Fired by main.tsx once the first page is on screen. What may take long — the member's data from the API —
 * starts from it, so a slow or hanging API shows the shell and a loading state, never a blank page.
 */
export const appShown = createEvent();
