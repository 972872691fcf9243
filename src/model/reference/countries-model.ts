// The countries members live in (GET countries_light/{platform}, requirements §7), named by the API in the language of
// the call: sign-up's and the profile's country select, the delivery address. Read when a screen shows them, and read
// again in the language the member changes to with the list on screen (also when the change comes while a read is on
// its way: the later read wins). The one query of remote data keeps each language's answer, so a language seen before
// shows its names at once.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { Language } from '@/lib/app-config';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { call, platform } from '@/model/session/api';
import type { Country } from '@/model/user/user-types';
import { countryLanguagesNeeded } from './country-languages-model';

/** A screen that lists countries asks for them; they are read once per language, not on every mount. */
export const countriesNeeded = createEvent();
/** The language rides along so that the list kept is known to be in it; the API client sends the applied one. */
export const loadCountriesFx = createEffect<{ language: Language | null }, Country[], ApiError>(() =>
  call('getCountries', { path: { platform } }),
);

const countriesQuery = loadableQuery(loadCountriesFx, { name: 'countries', memberData: false });
/** The countries in the language of their last answer; empty until one came. */
export const $countries = countriesQuery.$state.map((state) => (state.status === 'ready' ? state.data : []));

const $wanted = createStore(false).on(countriesNeeded, () => true);
sample({
  clock: [countriesNeeded, $appliedLanguage.updates],
  source: { wanted: $wanted, language: $appliedLanguage },
  filter: ({ wanted }) => wanted,
  fn: ({ language }) => ({ language }),
  target: countriesQuery.query.refresh,
});
// Why: a screen with the country list also offers a language: the ones countries are offered in.
sample({ clock: countriesNeeded, target: countryLanguagesNeeded });
