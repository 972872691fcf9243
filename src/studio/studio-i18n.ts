// The studio's words in the portal's three languages: its own i18next instance and strings, bundled with the studio
// (a few kilobytes) so that nothing of it lives in the portal's namespaces or its loading.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/lib/storage-keys';
import en from './strings/en.json';
import frBe from './strings/fr-be.json';
import nlBe from './strings/nl-be.json';

export const studioLanguages = ['en', 'fr-be', 'nl-be'] as const;
export type StudioLanguage = (typeof studioLanguages)[number];
const storageKey = 'studio_language';

const isStudioLanguage = (language: string | null): language is StudioLanguage => studioLanguages.includes(language as StudioLanguage);

/**
 * The language kept for the studio in this browser, else the one this browser chose in the portal (the same origin:
 * a Dutch market team's colleague who reads the portal in Dutch), else the browser's own when the studio speaks it,
 * else English.
 */
function firstLanguage(): StudioLanguage {
  const kept = localStorage.getItem(storageKey);
  if (isStudioLanguage(kept)) return kept;
  const portal = [storageKeys.language('logged'), storageKeys.language('public')]
    .map((key) => localStorage.getItem(key))
    .find(isStudioLanguage);
  if (portal) return portal;
  const browser = navigator.language.toLowerCase();
  return browser.startsWith('fr') ? 'fr-be' : browser.startsWith('nl') ? 'nl-be' : 'en';
}

export const studioI18n = i18next.createInstance();
void studioI18n.use(initReactI18next).init({
  resources: { en: { studio: en }, 'fr-be': { studio: frBe }, 'nl-be': { studio: nlBe } },
  lng: firstLanguage(),
  fallbackLng: 'en',
  // The portal's codes as they are (fr-be), not normalised to fr-BE, which the resources do not hold.
  lowerCaseLng: true,
  ns: ['studio'],
  defaultNS: 'studio',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the studio's language and keeps it for the next visit. */
export function chooseLanguage(language: StudioLanguage): void {
  localStorage.setItem(storageKey, language);
  void studioI18n.changeLanguage(language);
}
