// What a page holds of data it asks the API for: still loading, a failure (with the API's code where the page
// says why), an id the API does not know, or the data. One type for every model; the pages show it with one
// component (src/ui/load-states.tsx). A model whose failure carries more than a code (the client's error, which a
// rule reads) names what it carries.
export type Loadable<T, Failure extends object = { code?: string }> =
  { status: 'loading' } | ({ status: 'failure' } & Failure) | { status: 'not-found' } | { status: 'ready'; data: T };

/**
 * The data a page is about, taken out of what it was given: `pick` answers it, or null when the data is of another
 * kind than the page shows (a gift on a partner service's page), which the page says as "not found".
 */
export function narrowed<T, U, Failure extends object>(state: Loadable<T, Failure>, pick: (data: T) => U | null): Loadable<U, Failure> {
  if (state.status !== 'ready') return state;
  const data = pick(state.data);
  return data === null ? { status: 'not-found' } : { status: 'ready', data };
}

/**
 * The state of data a model keeps as a value and a failure flag (the header's figures, the basket): ready once the
 * data is known (what came stays shown when a reread fails), a failure when the read failed, else loading.
 */
export function loadableOf<T>(data: T | null | undefined, failed: boolean): Loadable<T> {
  if (data !== null && data !== undefined) return { status: 'ready', data };
  return failed ? { status: 'failure' } : { status: 'loading' };
}
