// Language and country, kept per mode (logged in or public) as requirements §3 says, re-resolved whenever the
// login status changes (requirements §4). The country defaults to the language's preselected one (requirements §9).
import { createEffect, createEvent, createStore, sample } from 'effector';
import { appConfig, isLanguage } from '@/lib/app-config';
import type { Language } from '@/lib/app-config';
import { applyLanguage } from '@/platform/i18n';
import { readString, write } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { appStarted } from '@/model/app/app-started';
import { $loggedIn } from '@/model/session/session-model';
import { $user } from '@/model/user/user-model';
import { yieldToBrowser } from '@/platform/yield-to-browser';

// A task of its own for this model's units (total blocking time: src/platform/yield-to-browser.ts).
await yieldToBrowser();

export interface LocaleChoice {
  language: Language;
  country: string;
}

type Mode = 'logged' | 'public';

export const languageChosen = createEvent<Language>();

/**
 * Reads the stored choice of a mode; a member who never chose gets the language and country of the
 * profile; otherwise the default language and its preselected country (requirements §9).
 */
export const resolveLocaleFx = createEffect<{ mode: Mode; profile: { language?: string; country?: string } | null }, LocaleChoice>(
  ({ mode, profile }) => {
    const stored = readString(storageKeys.language(mode));
    const fromProfile = mode === 'logged' ? profile : null;
    const language = isLanguage(stored) ? stored : isLanguage(fromProfile?.language) ? fromProfile.language : appConfig.defaultLanguage;
    const country = readString(storageKeys.country(mode)) ?? fromProfile?.country ?? appConfig.preselectedCountry[language] ?? '';
    return { language, country };
  },
);

/** Loads the language's strings and sets `<html lang>`. */
export const applyLanguageFx = createEffect<Language, void>((language) => applyLanguage(language));

export const persistLocaleFx = createEffect<{ mode: Mode; choice: LocaleChoice }, void>(({ mode, choice }) => {
  write(storageKeys.language(mode), choice.language);
  write(storageKeys.country(mode), choice.country);
});

export const $locale = createStore<LocaleChoice>({
  language: appConfig.defaultLanguage,
  country: appConfig.preselectedCountry[appConfig.defaultLanguage] ?? '',
});
export const $language = $locale.map((l) => l.language);
/** The language whose strings are loaded: the router switches only once they are there. */
export const $appliedLanguage = createStore<Language | null>(null);
const $mode = $loggedIn.map<Mode>((loggedIn) => (loggedIn ? 'logged' : 'public'));

// Why: on start, on every login-status change and when the member's profile arrives, the stored choice of
// that mode applies (or, for a member who never chose, the profile's language).
sample({
  clock: [appStarted, $mode.updates, $user.updates],
  source: { mode: $mode, user: $user },
  fn: ({ mode, user }) => ({ mode, profile: user ? { language: user.locale.code, country: user.country.code } : null }),
  target: resolveLocaleFx,
});
sample({ clock: resolveLocaleFx.doneData, target: $locale });

// Why: choosing a language keeps the country the member chose, or preselects the language's country.
sample({
  clock: languageChosen,
  source: { locale: $locale, mode: $mode },
  filter: ({ locale }, language) => locale.language !== language,
  fn: ({ mode, locale }, language) => ({
    mode,
    choice: {
      language,
      country:
        locale.country && locale.country !== appConfig.preselectedCountry[locale.language]
          ? locale.country
          : (appConfig.preselectedCountry[language] ?? ''),
    },
  }),
  target: persistLocaleFx,
});
sample({ clock: persistLocaleFx.done, fn: ({ params }) => params.choice, target: $locale });

// Why: a resolved or chosen language gets its strings loaded, unless they are the ones showing already
// (a store clock would miss the first resolution, which usually equals the default).
sample({
  clock: $locale,
  source: $appliedLanguage,
  filter: (applied, locale) => applied !== locale.language,
  fn: (_, locale) => locale.language,
  target: applyLanguageFx,
});
// Why: only the language still wanted counts as applied; a slower, older request is skipped by applyLanguage.
sample({
  clock: applyLanguageFx.done,
  source: $locale,
  filter: (locale, { params }) => locale.language === params,
  fn: (_, { params }) => params,
  target: $appliedLanguage,
});
