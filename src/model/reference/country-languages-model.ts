// The languages countries are offered in (GET countries_light/languages, requirements §7): sign-up's language choice.
// The portal can only show the languages it is built with, so the list keeps the configured ones in the API's order;
// until the answer, or when the call fails (or names none of them), it is the configured list. Apart from the
// languages of the header's select (reference-model.ts), which every page loads: only sign-up loads this one.
import { createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { appConfig } from '@/lib/app-config';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { call } from '@/model/session/api';
import { offeredLanguages } from './reference-model';

/** Sign-up shows its language choice: the languages countries are offered in, once per page load. */
export const countryLanguagesNeeded = createEvent();

export const loadCountryLanguagesFx = createEffect<void, components['schemas']['Language'][], ApiError>(() => call('getCountryLanguages'));

const countryLanguagesQuery = loadableQuery(loadCountryLanguagesFx, { name: 'countryLanguages', memberData: false });
/** The languages a new member may sign up in. */
export const $countryLanguages = countryLanguagesQuery.$state.map((state) =>
  state.status === 'ready' ? offeredLanguages(state.data) : [...appConfig.languages],
);

// Asked once per page load (again only after a failure).
sample({ clock: countryLanguagesNeeded, target: countryLanguagesQuery.query.refresh });
