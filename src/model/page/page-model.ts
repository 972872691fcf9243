// The loading flag toggled around every page load (requirements §2.5). A counter, so overlapping loads (a template
// and, later, its data) keep the flag up until the last one ends.
import { createEvent, createStore } from 'effector';

export const pageLoadStarted = createEvent();
export const pageLoadFinished = createEvent();

const $pendingLoads = createStore(0)
  .on(pageLoadStarted, (n) => n + 1)
  .on(pageLoadFinished, (n) => Math.max(0, n - 1));

export const $pageLoading = $pendingLoads.map((n) => n > 0);
