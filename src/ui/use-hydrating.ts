import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the component from the build's HTML (React's server snapshot), false once it is the
 * app's: what the build could not know (a figure of the API) is rendered as the build rendered it while hydrating,
 * then React renders it afresh. A part hydrated after the rest of the page (behind its Suspense boundary) must not
 * differ from the HTML it takes over, whatever the app learnt meanwhile.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
