// The one way a model loads what a page shows from the API: a Farfetched query over the call's effect, and the
// query's state as every page reads it (Loadable, shown by src/ui/load-states.tsx). Why Farfetched and what the
// state keeps: docs/adr/0026-remote-data-through-farfetched-queries.md.
//
// - The latest request wins: a slower answer to an earlier one is dropped (Farfetched's TAKE_LATEST).
// - What is shown stays while it is read again, and a failed reread keeps it: a member on a shaky connection keeps
//   the page they had. Only a first read that fails shows the failure with "Try again".
// - Member data (`memberData`) goes back to "loading" when the member changes (src/model/session/member-changed.ts).
import { createStore, sample } from 'effector';
import type { Effect, Store } from 'effector';
import { concurrency, createQuery } from '@farfetched/core';
import type { Query } from '@farfetched/core';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';
import { memberDataQueries, memberDataStores } from '@/model/session/member-changed';

export interface LoadableQuery<Params, Data> {
  /** Farfetched's query: `start` reads (again), `refresh` reads only when there is nothing yet for these params. */
  query: Query<Params, Data, ApiError>;
  /** What the page shows. */
  $state: Store<Loadable<Data>>;
}

interface Options {
  /** Unique: Farfetched names the query's stores after it. */
  name: string;
  /** The member's own data: forgotten when the member changes. */
  memberData: boolean;
}

/** An aborted request (a newer one took its place) says nothing about the data. */
const aborted = (error: unknown) => (error as { errorType?: unknown } | null)?.errorType === 'ABORT';

export function loadableQuery<Params, Data>(
  effect: Effect<Params, Data, ApiError>,
  { name, memberData }: Options,
): LoadableQuery<Params, Data> {
  const query = createQuery({ effect, name });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  const $state = createStore<Loadable<Data>>({ status: 'loading' }, { name: `${name}.state` })
    .on(query.started, (current) => (current.status === 'ready' ? current : { status: 'loading' }))
    .on(query.finished.success, (_, { result }) => ({ status: 'ready', data: result }))
    .reset(query.reset);
  sample({
    clock: query.finished.failure,
    source: $state,
    filter: (_, { error }) => !aborted(error),
    fn: (current): Loadable<Data> => (current.status === 'ready' ? current : { status: 'failure' }),
    target: $state,
  });
  if (memberData) {
    memberDataQueries(query);
    memberDataStores($state);
  }
  return { query, $state };
}
