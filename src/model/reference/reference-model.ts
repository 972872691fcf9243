// Reference data every visitor may read (requirements §7): the portal's languages (GET languages) for the language
// select in every page's header (sign-up's languages: country-languages-model.ts, which only that page loads). The
// portal can only show the languages it is built with (config/app.json), so the list keeps the configured ones in
// the API's order; when the call fails (or names none of them) the list stays the configured one.
import { combine, createEffect, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { appConfig, isLanguage } from '@/lib/app-config';
import type { Language } from '@/lib/app-config';
import { appShown } from '@/model/app/app-started';
import { $language } from '@/model/locale/locale-model';
import { call } from '@/model/session/api';
import { yieldToBrowser } from '@/platform/yield-to-browser';

// A task of its own for this model's units (total blocking time: src/platform/yield-to-browser.ts).
await yieldToBrowser();

type ApiLanguage = components['schemas']['Language'];

/** The configured languages among the API's, in the API's order; the configured list when none remains. */
export function offeredLanguages(answer: readonly ApiLanguage[]): Language[] {
  const codes = [...new Set(answer.map((language) => language.code))].filter(isLanguage);
  return codes.length > 0 ? codes : [...appConfig.languages];
}

export const loadLanguagesFx = createEffect<void, ApiLanguage[], ApiError>(() => call('getLanguages'));

const $offeredLanguages = createStore<Language[]>([...appConfig.languages]);
/** The language select's list; the language in use is always in it (the select shows what is applied). */
export const $languages = combine($offeredLanguages, $language, (offered, current) =>
  offered.includes(current) ? offered : [...offered, current],
);

// Why: the language select is in every page's header, so its list is asked for once per page load; once the
// shell is shown, like every call, so a hanging API never holds the first paint (the select shows the configured
// languages until the answer).
sample({ clock: appShown, target: loadLanguagesFx });
sample({ clock: loadLanguagesFx.doneData, fn: offeredLanguages, target: $offeredLanguages });
