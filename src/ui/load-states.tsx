// The states a page's data goes through, shown one way on every page: a spinner while it loads, the failure with
// "Try again", an id the API does not know (the page says what and where to go), then the data.
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
  children(data: T): ReactNode;
}

export function LoadStates<T>({ state, loading, failed, retryLabel, onRetry, notFound, testId, children }: Props<T>) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'failure') return <LoadFailure message={failed} retryLabel={retryLabel} onRetry={onRetry} testId={testId} />;
  if (state.status === 'not-found')
    return (
      <Notice tone="info" live={false}>
        {notFound}
      </Notice>
    );
  return <>{children(state.data)}</>;
}
