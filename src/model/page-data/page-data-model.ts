// The generic data and form calls of requirements §7, as page config uses them (dataSources, forms):
// - common data: `GET {endpoint}?query` kept under a name for the whole visit; held data is kept (no call)
//   unless the request says `replace`, which fetches again and replaces it;
// - page data: `GET {endpoint}?query` cached by endpoint + query; skipped when cached (or on its way) unless
//   forced; a failure is always retried;
// - a form submit (`POST` or another method to `{endpoint}`) whose failure carries the endpoint;
// - `DELETE {endpoint}`; an item a data list removes this way leaves the answer held (every block showing it drops
//   it without a reload).
// A submit or deletion that succeeds is said to the models keeping a copy of that data (data-changed.ts).
// Failures are the client's ApiError; a 401/403 the client gave up on is marked `unauthorized` (requirements §8: such a
// page-data load keeps the page from rendering, see `isUnauthorized`).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { createGenericCalls } from '@/api/generic-calls';
import type { SubmitMethod } from '@/api/generic-calls';
import { api } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';
import { keepAnswersByKey } from '@/model/remote-data/answers-by-key';
import { dataChanged } from '@/model/remote-data/data-changed';
import { dataKey } from './data-source';
import { withoutListItem } from './list-item';
import type { ListItem } from './list-item';
import type { Loadable } from '@/lib/loadable';

const calls = createGenericCalls(api);

/** A source's answer as every page's data (Loadable); a failure keeps the client's error (isUnauthorized reads it). */
export type DataState = Loadable<unknown, { error: ApiError }>;

export interface DataRequest {
  name?: string;
  endpoint: string;
  query?: Record<string, string>;
}
export interface CommonDataRequest extends DataRequest {
  name: string;
  /** Fetch again and replace the data held under `name` (default: keep it, no call). */
  replace?: boolean;
}
export interface PageDataRequest extends DataRequest {
  /** Fetch even when cached (a retry, a reload after a form, a source whose config says so). */
  force?: boolean;
}
export interface DeleteRequest {
  endpoint: string;
  /** The item of a source's list the deletion removes (a data list's `remove`). */
  item?: ListItem;
}
export interface FormSubmit {
  endpoint: string;
  method?: SubmitMethod;
  body: unknown;
}

/** True for a failure that ended the session (requirements §8): the page must not render. */
export const isUnauthorized = (state: DataState | undefined): boolean => state?.status === 'failure' && state.error.unauthorized === true;

interface Fetch {
  key: string;
  endpoint: string;
  query: Record<string, string>;
}

export const commonDataRequested = createEvent<CommonDataRequest>();
export const pageDataRequested = createEvent<PageDataRequest>();
export const formSubmitted = createEvent<FormSubmit>();
export const deleteRequested = createEvent<DeleteRequest>();

export const fetchCommonDataFx = createEffect<Fetch, unknown, ApiError>(({ endpoint, query }) => calls.getData(endpoint, query));
export const fetchPageDataFx = createEffect<Fetch, unknown, ApiError>(({ endpoint, query }) => calls.getData(endpoint, query));
/** Also called directly by a form block, which needs the promise (field errors, success). */
export const submitFormFx = createEffect<FormSubmit, unknown, ApiError>(({ endpoint, method = 'POST', body }) =>
  calls.submit(endpoint, method, body),
);
export const deleteFx = createEffect<DeleteRequest, unknown, ApiError>(({ endpoint }) => calls.remove(endpoint));

/** Common data by name. */
export const $commonData = createStore<Record<string, DataState>>({});
/** Page data by `dataKey(endpoint, query)`. */
export const $pageData = createStore<Record<string, DataState>>({});
/** The last form submit's failure (with its endpoint), until the next submit. */
export const $formFailure = createStore<ApiError | null>(null);
/** The last deletion's failure, until the next one. */
export const $deleteFailure = createStore<ApiError | null>(null);

const held = (state: DataState | undefined) => state !== undefined && state.status !== 'failure';
const toFetch = ({ endpoint, query = {} }: DataRequest): Fetch => ({ key: dataKey(endpoint, query), endpoint, query });

// Why: common data is shared by every page; a page replaces it only when its config says so.
sample({
  clock: commonDataRequested,
  source: $commonData,
  filter: (cache, request) => request.replace === true || !held(cache[request.name]),
  fn: (_, request) => ({ ...toFetch(request), key: request.name }),
  target: fetchCommonDataFx,
});
// Why: requirements §7 — page data is skipped when cached (or already on its way) unless forced.
sample({
  clock: pageDataRequested,
  source: $pageData,
  filter: (cache, request) => request.force === true || !held(cache[toFetch(request).key]),
  fn: (_, request) => toFetch(request),
  target: fetchPageDataFx,
});
sample({ clock: formSubmitted, target: submitFormFx });
sample({ clock: deleteRequested, target: deleteFx });

// A reload keeps what is shown until the new answer; only a first load (or a retry) shows "loading".
keepAnswersByKey($commonData, fetchCommonDataFx, (error) => ({ status: 'failure', error }));
keepAnswersByKey($pageData, fetchPageDataFx, (error) => ({ status: 'failure', error }));
$pageData.on(deleteFx.done, (cache, { params: { item } }) => {
  const held = item ? cache[item.key] : undefined;
  if (!item || held?.status !== 'ready') return cache;
  return { ...cache, [item.key]: { ...held, data: withoutListItem(held.data, item.items, item.value) } };
});
sample({
  clock: submitFormFx.done,
  fn: ({ params }) => ({ method: params.method ?? 'POST', endpoint: params.endpoint }),
  target: dataChanged,
});
sample({ clock: deleteFx.done, fn: ({ params }) => ({ method: 'DELETE', endpoint: params.endpoint }), target: dataChanged });
$formFailure.on(submitFormFx.failData, (_, error) => error).reset(submitFormFx);
$deleteFailure.on(deleteFx.failData, (_, error) => error).reset(deleteFx);

// Why: requirements §2.5 — the page loading flag is up while page data loads, like the content.
sample({ clock: fetchPageDataFx, target: pageLoadStarted });
sample({ clock: fetchPageDataFx.finally, target: pageLoadFinished });

// Why: another member (logout, login, impersonation) must never see this member's data.
memberDataStores($commonData, $pageData, $formFailure, $deleteFailure);

// Why: answers are written in the language asked (Accept-Language): after a switch the held ones are stale,
// and the page's provider asks again for what its blocks show (the first language applied clears nothing).
const languageSwitched = createEvent();
const $languageSeen = createStore<string | null>(null);
sample({
  clock: $appliedLanguage.updates,
  source: $languageSeen,
  filter: (seen, next) => seen !== null && seen !== next,
  fn: () => undefined,
  target: languageSwitched,
});
sample({ clock: $appliedLanguage.updates, target: $languageSeen });
for (const $store of [$commonData, $pageData]) $store.reset(languageSwitched);
