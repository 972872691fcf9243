// The states a page's data goes through, shown one way on every page: a spinner while it loads (or the page's own
// placeholder, said the spinner's way), the failure with "Try again", an id the API does not know (the page says what
// and where to go), then the data, or the page's sentence for an empty list.
// A page whose data is its subject (a partner, a gift, an article) names itself from the data; until then, `heading`
// gives it its page heading, so every state has one (the outline, the audits and a screen reader's "go to h1").
import type { ReactNode } from 'react';
import type { Loadable } from '@/lib/loadable';
import { LoadFailure } from './load-failure';
import { Notice } from './notice';
import { Spinner } from './spinner';

interface Props<T> {
  state: Loadable<T, object>;
  /** What is loading ("Loading your orders…"). */
  loading: string;
  /**
   * What stands in for the data while it loads, instead of the spinner: the content's own shape (skeletons of its
   * size), where the page must not move when the data comes. Screen readers hear `loading` as the spinner says it; a
   * placeholder that says nothing more hides itself from them (aria-hidden).
   */
  placeholder?: ReactNode;
  /** Why there is nothing ("Your orders could not be loaded."). */
  failed: string;
  /** What keeps the data's place above the failure, for boxes that stay when it could not be loaded (figures with an ellipsis). */
  failedPlaceholder?: ReactNode;
  retryLabel: string;
  onRetry(): void;
  /** What an unknown id shows: a sentence and, often, the way back. None: nothing shows (a part of a page with no content). */
  notFound?: ReactNode;
  /** What an empty list shows instead of `children` (the page's own sentence, in its own notice). */
  empty?: ReactNode;
  testId?: string;
  /** The page's heading while there is no data: `pending` loading or failed, `notFound` for an unknown id. */
  heading?: { pending: string; notFound: string };
  children(data: T): ReactNode;
}

export function LoadStates<T>({ state, heading, empty, ...props }: Props<T>) {
  if (state.status === 'ready') {
    const isEmpty = empty !== undefined && Array.isArray(state.data) && state.data.length === 0;
    return <>{isEmpty ? empty : props.children(state.data)}</>;
  }
  const shown = <Unready state={state} {...props} />;
  if (!heading) return shown;
  return (
    <>
      <h1>{state.status === 'not-found' ? heading.notFound : heading.pending}</h1>
      {shown}
    </>
  );
}

function Unready<T>({
  state,
  loading,
  placeholder,
  failed,
  failedPlaceholder,
  retryLabel,
  onRetry,
  notFound,
  testId,
}: Omit<Props<T>, 'heading' | 'children' | 'empty'>) {
  if (state.status === 'loading') return <Spinner label={loading} placeholder={placeholder} />;
  if (state.status === 'failure')
    return (
      <>
        {failedPlaceholder}
        <LoadFailure message={failed} retryLabel={retryLabel} onRetry={onRetry} testId={testId} />
      </>
    );
  if (notFound === undefined) return null;
  return (
    <Notice tone="info" live={false}>
      {notFound}
    </Notice>
  );
}
