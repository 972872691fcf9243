// What a page holds of data it asks the API for: still loading, a failure (with the API's code where the page
// says why), an id the API does not know, or the data. One type for every model; the pages show it with one
// component (src/ui/load-states.tsx). A model whose failure carries more than a code (the client's error, which a
// rule reads) names what it carries.
export type Loadable<T, Failure extends object = { code?: string }> =
  { status: 'loading' } | ({ status: 'failure' } & Failure) | { status: 'not-found' } | { status: 'ready'; data: T };

/**
 * A list a model keeps with its own load status, as a page shows it: the list it holds while a reload is under way
 * (nothing moves), a failure as a failure, the first load as loading.
 */
export function listLoadable<T>(status: 'idle' | 'loading' | 'ready' | 'failure', list: readonly T[]): Loadable<readonly T[]> {
  if (status === 'failure') return { status: 'failure' };
  if (status === 'ready' || list.length > 0) return { status: 'ready', data: list };
  return { status: 'loading' };
}
