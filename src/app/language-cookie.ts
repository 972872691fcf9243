// The server cannot read local storage, where the language choice lives (requirements §3, per mode): the portal mirrors
// the applied language in a cookie so the server can send a page in that language — a guest's prerendered page
// (server/http/prerendered-pages.ts), and for guests and members alike the page shell that names the language's
// strings among the files to fetch at once (server/http/route-shells.ts). One cookie per mode, as in storage.
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $routeMode } from '@/model/session/session-model';

export const languageCookieName = 'language_public';
export const memberLanguageCookieName = 'language_logged';
const yearInSeconds = 31_536_000;

export function useLanguageCookie(): void {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  useEffect(() => {
    if (!language) return;
    const name = mode === 'guest' ? languageCookieName : memberLanguageCookieName;
    document.cookie = `${name}=${encodeURIComponent(language)}; Path=/; Max-Age=${yearInSeconds}; SameSite=Lax`;
  }, [mode, language]);
}
