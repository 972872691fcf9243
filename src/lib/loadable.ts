// What a page holds of data it asks the API for: still loading, a failure (with the API's code where the page
// says why), an id the API does not know, or the data. One type for every model; the pages show it with one
// component (src/ui/load-states.tsx).
export type Loadable<T> =
  { status: 'loading' } | { status: 'failure'; code?: string } | { status: 'not-found' } | { status: 'ready'; data: T };
