// Preview mode (content editors): the preview token lives in session storage for this tab only; while it
// is there, page_content calls carry it and the API serves drafts. Leaving preview forgets it.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { appStarted } from '@/model/app/app-started';

export const previewStorageKey = 'content_preview';

export const previewLeft = createEvent();

const readPreviewTokenFx = createEffect(() => {
  try {
    return sessionStorage.getItem(previewStorageKey);
  } catch {
    return null;
  }
});
const forgetPreviewTokenFx = createEffect(() => {
  try {
    sessionStorage.removeItem(previewStorageKey);
  } catch {
    // storage unavailable: nothing was kept
  }
});

export const $previewToken = createStore<string | null>(null);
export const $previewing = $previewToken.map((token) => token !== null);

// Why: main.tsx stores the token of a preview entry before appStarted; a reload in the same tab stays in preview.
sample({ clock: appStarted, target: readPreviewTokenFx });
sample({ clock: readPreviewTokenFx.doneData, target: $previewToken });
sample({ clock: previewLeft, fn: () => null, target: [$previewToken, forgetPreviewTokenFx] });
