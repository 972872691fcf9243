// The server cannot read local storage, where a visitor's language choice lives (SPEC §3): the portal mirrors
// the guest's applied language in a cookie so the server can send the prerendered page in that language
// (server/http/prerendered-pages.ts). Only guests: a member's pages are never prerendered.
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $routeMode } from '@/model/session/session-model';

export const languageCookieName = 'language_public';
const yearInSeconds = 31_536_000;

export function useLanguageCookie(): void {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  useEffect(() => {
    if (mode !== 'guest' || !language) return;
    document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; Path=/; Max-Age=${yearInSeconds}; SameSite=Lax`;
  }, [mode, language]);
}
