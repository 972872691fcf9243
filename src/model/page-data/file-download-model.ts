// A file a data list offers on each item (page config `download`: a booking's confirmation): fetched with the member's
// access when asked for (a plain link would carry no token), then handed to the browser under the config's name. One
// at a time: a second click waits for the first. A failure is said next to its item until dismissed or asked again;
// a refusal loads the list again, since what it said (an approval still pending) may have changed.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { createGenericCalls } from '@/api/generic-calls';
import { api } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { pageDataRequested } from './page-data-model';
import type { PageDataRequest } from './page-data-model';

const calls = createGenericCalls(api);

export interface FileRequest {
  /** Which item asked (the list's source and the item's id): where its state is shown. */
  item: string;
  endpoint: string;
  query: Record<string, string>;
  filename: string;
  /** The list's source (page data), loaded again after a refusal. */
  source?: PageDataRequest;
}

export const fileRequested = createEvent<FileRequest>();
export const fileErrorDismissed = createEvent();

export const fetchFileFx = createEffect<FileRequest, Blob, ApiError>(({ endpoint, query }) => calls.getFile(endpoint, query));

/**
 * Saves a Blob under `filename` through a blob: URL and a download link (the browser opens or stores it as its
 * settings say). The URL is revoked once the browser has taken the file.
 */
export const saveFileFx = createEffect<{ item: string; blob: Blob; filename: string }, void>(({ blob, filename }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Why later: revoking at once cancels the download in some browsers before it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
});

/** The item whose file is being fetched now. */
export const $fileLoading = createStore<string | null>(null);
/** The last file that could not be had: its item and the call's error (null: a save the browser refused). */
export const $fileError = createStore<{ item: string; error: ApiError | null } | null>(null);

sample({
  clock: fileRequested,
  source: $fileLoading,
  filter: (loading) => loading === null,
  fn: (_, request) => request,
  target: fetchFileFx,
});
$fileLoading.on(fetchFileFx, (_, { item }) => item).reset(fetchFileFx.finally);

sample({
  clock: fetchFileFx.done,
  fn: ({ params, result }) => ({ item: params.item, blob: result, filename: params.filename }),
  target: saveFileFx,
});

$fileError
  .on(fetchFileFx.fail, (_, { params, error }) => ({ item: params.item, error }))
  .on(saveFileFx.fail, (_, { params }) => ({ item: params.item, error: null }))
  .reset(fetchFileFx, fileErrorDismissed);

// Why: a refusal (not found, not yet approved) may say the list is out of date; a lost connection says nothing of it.
sample({
  clock: fetchFileFx.fail,
  filter: ({ params, error }) => params.source !== undefined && error.status >= 400 && error.status < 500,
  fn: ({ params }) => ({ ...(params.source as PageDataRequest), force: true }),
  target: pageDataRequested,
});

// Why: the next member must never see this one's files or messages.
memberDataStores($fileLoading, $fileError);
