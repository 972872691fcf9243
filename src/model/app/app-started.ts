import { createEvent } from 'effector';

/** Fired once by main.tsx when the app boots; models restore their state from it. */
export const appStarted = createEvent();
