// Account calls of the account screens (requirements §7 "POST to a user endpoint": creation, recovery, …). Each is an
// effect the screen awaits: the form shows a rejection's violations on their fields.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { formBody } from '@/api/form-body';
import type { FormValues } from '@/api/form-body';
import type { components } from '@/generated/api';
import type { Language } from '@/lib/app-config';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { countryLanguagesNeeded } from '@/model/reference/country-languages-model';
import { call, platform } from '@/model/session/api';
import { userRefreshRequested } from '@/model/user/user-model';
import type { Country, UserProfile } from '@/model/user/user-types';

type Schemas = components['schemas'];

/** A screen that lists countries asks for them; they are fetched once, not on every mount. */
export const countriesNeeded = createEvent();
export const loadCountriesFx = createEffect<void, Country[], ApiError>(() => call('getCountries', { path: { platform } }));
// The forms' submits: their values passed the form's validator (src/api/form-body.ts says why that types them).
// The same answer whether the address was free or already had an account (the owner is mailed): the page says
// "check your mailbox" either way.
export const createAccountFx = createEffect<FormValues, void, ApiError>(async (values) => {
  await call('createAccount', { body: formBody('createAccount', values) });
});
export const requestRecoveryFx = createEffect<FormValues, void, ApiError>(async (values) => {
  await call('requestRecovery', { body: formBody('requestRecovery', values) });
});
export const resetPasswordFx = createEffect<FormValues, void, ApiError>(async (values) => {
  await call('resetPassword', { body: formBody('resetPassword', values) });
});
export const confirmSignInFx = createEffect<Schemas['ConfirmRequest'], void, ApiError>(async (body) => {
  await call('confirmAccount', { body });
});
export const unsubscribeFx = createEffect<string, void, ApiError>(async (token) => {
  await call('unsubscribe', { body: { token } });
});
export const changePasswordFx = createEffect<FormValues, void, ApiError>(async (values) => {
  await call('changePassword', { body: formBody('changePassword', values) });
});
export const updateProfileFx = createEffect<FormValues, UserProfile, ApiError>((values) =>
  call('updateProfile', { body: formBody('updateProfile', values) }),
);
export const uploadProfileImageFx = createEffect<Blob, Schemas['ProfileImage'], ApiError>((file) =>
  call('uploadProfileImage', { files: { file } }),
);

export const $countries = createStore<Country[]>([]);
sample({ clock: loadCountriesFx.doneData, target: $countries });
// Why: a screen with the country list also offers a language: the ones countries are offered in.
sample({ clock: countriesNeeded, target: countryLanguagesNeeded });
// The names are the API's, in the language of the call: a list in another language than the one shown is read again,
// when a screen asks for it, when the member changes language with the list on screen, and when a call made before
// the change answers.
const $countriesLanguage = createStore<Language | null>(null);
sample({ clock: loadCountriesFx, source: $appliedLanguage, target: $countriesLanguage });
const countriesSource = {
  countries: $countries,
  pending: loadCountriesFx.pending,
  loadedIn: $countriesLanguage,
  language: $appliedLanguage,
};
sample({
  clock: countriesNeeded,
  source: countriesSource,
  filter: ({ countries, pending, loadedIn, language }) => !pending && (countries.length === 0 || loadedIn !== language),
  target: loadCountriesFx,
});
sample({
  clock: $appliedLanguage.updates,
  source: countriesSource,
  filter: ({ countries, pending, loadedIn, language }) => !pending && countries.length > 0 && loadedIn !== language,
  target: loadCountriesFx,
});
sample({
  clock: loadCountriesFx.done,
  source: { loadedIn: $countriesLanguage, language: $appliedLanguage },
  filter: ({ loadedIn, language }) => loadedIn !== language,
  target: loadCountriesFx,
});
// Why: a saved profile or image changes the header (name, +500 miles for a complete profile). A password
// change does not: on the forced screen the session ends right after, and a refresh would race the logout.
sample({ clock: [updateProfileFx.done, uploadProfileImageFx.done], target: userRefreshRequested });
