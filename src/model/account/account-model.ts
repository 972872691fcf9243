// Account calls of the account screens (requirements §7 "POST to a user endpoint": creation, recovery, …). Each is an
// effect the screen awaits: the form shows a rejection's violations on their fields.
import { createEffect, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { formBody } from '@/api/form-body';
import type { FormValues } from '@/api/form-body';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { userRefreshRequested } from '@/model/user/user-model';
import type { UserProfile } from '@/model/user/user-types';

type Schemas = components['schemas'];

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

// Why: a saved profile or image changes the header (name, +500 miles for a complete profile). A password
// change does not: on the forced screen the session ends right after, and a refresh would race the logout.
sample({ clock: [updateProfileFx.done, uploadProfileImageFx.done], target: userRefreshRequested });
