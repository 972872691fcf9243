// Account calls of the account screens (SPEC §7 "POST to a user endpoint": creation, recovery, …). Each is an
// effect the screen awaits: the form shows a rejection's violations on their fields.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { appConfig } from '@/lib/app-config';
import { api } from '@/model/session/api';
import { userRefreshRequested } from '@/model/user/user-model';
import type { Country, UserProfile } from '@/model/user/user-types';

type Values = Record<string, unknown>;

/** A screen that lists countries asks for them; they are fetched once, not on every mount. */
export const countriesNeeded = createEvent();
export const loadCountriesFx = createEffect(() => api.get<Country[]>(`${appConfig.platform}/countries_light`));
export const createAccountFx = createEffect((values: Values) => api.post<{ id: number }>('users', values));
export const requestRecoveryFx = createEffect(async (values: Values) => {
  await api.post('users/recovery', values);
});
export const resetPasswordFx = createEffect(async (values: Values) => {
  await api.post('users/recovery/reset', values);
});
export const confirmSignInFx = createEffect(async (values: { page: string; code: string; slug: string }) => {
  await api.post('users/confirm', values);
});
export const unsubscribeFx = createEffect(async (token: string) => {
  await api.post('unsubscribe', { token });
});
export const changePasswordFx = createEffect(async (values: Values) => {
  await api.post('user/change_password', values);
});
export const updateProfileFx = createEffect((values: Values) => api.patch<UserProfile>('user_light/profile', values));
export const uploadProfileImageFx = createEffect((file: Blob) =>
  api.request<{ image_url: string }>('POST', 'user/profile_image', { files: { file } }),
);

export const $countries = createStore<Country[]>([]);
/** The country list has answered (or failed): a form that preselects a country waits for this, not longer. */
export const $countriesSettled = createStore(false).on(loadCountriesFx.finally, () => true);
sample({ clock: loadCountriesFx.doneData, target: $countries });
sample({
  clock: countriesNeeded,
  source: { countries: $countries, pending: loadCountriesFx.pending },
  filter: ({ countries, pending }) => countries.length === 0 && !pending,
  target: loadCountriesFx,
});
// Why: a saved profile or image changes the header (name, +500 miles for a complete profile). A password
// change does not: on the forced screen the session ends right after, and a refresh would race the logout.
sample({ clock: [updateProfileFx.done, uploadProfileImageFx.done], target: userRefreshRequested });
