// The states a page's data goes through, shown one way on every page: a spinner while it loads, the failure with
// "Try again", an id the API does not know (the page says what and where to go), then the data.
// A page whose data is its subject (a partner, a gift, an article) names itself from the data; until then, `heading`
// gives it its page heading, so every state has one (the outline, the audits and a screen reader's "go to h1").
import type { ReactNode } from 'react';
import type { Loadable } from '@/lib/loadable';
import { LoadFailure } from './load-failure';
import { Notice } from './notice';
import { Spinner } from './spinner';

interface Props<T> {
  state: Loadable<T>;
  /** What is loading ("Loading your orders…"). */
  loading: string;
  /** Why there is nothing ("Your orders could not be loaded."). */
  failed: string;
  retryLabel: string;
  onRetry(): void;
  /** What an unknown id shows: a sentence and, often, the way back. */
  notFound?: ReactNode;
  testId?: string;
  /** The page's heading while there is no data: `pending` loading or failed, `notFound` for an unknown id. */
  heading?: { pending: string; notFound: string };
  children(data: T): ReactNode;
}

export function LoadStates<T>({ state, heading, ...props }: Props<T>) {
  if (state.status === 'ready') return <>{props.children(state.data)}</>;
  const shown = <Unready state={state} {...props} />;
  if (!heading) return shown;
  return (
    <>
      <h1>{state.status === 'not-found' ? heading.notFound : heading.pending}</h1>
      {shown}
    </>
  );
}

function Unready<T>({ state, loading, failed, retryLabel, onRetry, notFound, testId }: Omit<Props<T>, 'heading' | 'children'>) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'failure') return <LoadFailure message={failed} retryLabel={retryLabel} onRetry={onRetry} testId={testId} />;
  return (
    <Notice tone="info" live={false}>
      {notFound}
    </Notice>
  );
}
