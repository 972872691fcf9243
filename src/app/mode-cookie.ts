// The server cannot see the session (its tokens live in local storage), yet it must not send a member the
// guests' prerendered HTML: the member would see the guests' page first and lose what they did on it (a language
// chosen there) when the app replaced it. The portal mirrors its route mode in a cookie, as it mirrors the guest's
// language (language-cookie.ts); server/http/prerendered-pages.ts sends the app's shell and skeleton instead of a
// prerendered page to anyone whose mode is not `guest`.
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $routeMode } from '@/model/session/session-model';

export const modeCookieName = 'mode';
const yearInSeconds = 31_536_000;

/** Keeps the `mode` cookie equal to the app's route mode (guest, member, expired). */
export function useModeCookie(): void {
  const mode = useUnit($routeMode);
  useEffect(() => {
    document.cookie = `${modeCookieName}=${encodeURIComponent(mode)}; Path=/; Max-Age=${yearInSeconds}; SameSite=Lax`;
  }, [mode]);
}
