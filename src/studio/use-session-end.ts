// A refused call that says the studio session is over (401: expired, logged out elsewhere, the account removed): the
// tab forgets its token and the studio goes back to its login. Any other failure is the caller's to show.
import { useCallback } from 'react';
import { forgetSession, StudioCallError } from './studio-api';

/** `ended(error)`: true when `error` ended the session (and the login is shown), false for any other failure. */
export function useSessionEnd(onSessionEnded: () => void): (error: unknown) => boolean {
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof StudioCallError && error.status === 401)) return false;
      forgetSession();
      onSessionEnded();
      return true;
    },
    [onSessionEnded],
  );
}
