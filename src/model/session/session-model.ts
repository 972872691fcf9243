// The session (requirements §4): start-up, login, impersonation, logout, password expiry. Tokens are stored by
// api.ts; this model decides who the visitor is and loads the member's data.
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { isApiError, isTemporaryFailure } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import type { Tokens } from '@/api/client';
import { clearSessionStorage } from '@/api/unauthorized';
import { isPasswordExpired } from '@/lib/password-expiry';
import { safeRef } from '@/lib/safe-ref';
import { loginWaitingCookie } from '@/contract/cookies';
import { readCookie } from '@/platform/cookies';
import { readString } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { appShown, appStarted } from '@/model/app/app-started';
import { $user, loadUserFx, memberDataRequested } from '@/model/user/user-model';
import { call, requestGuestToken, storeTokens } from './api';
import { memberChanged } from './member-changed';
import { readStoredSession } from './stored-session';
import type { StoredSession } from './stored-session';
import { parseQaOptions, readStoredQaOptions, storeQaOptions } from './qa-options';
import type { QaOptions } from './qa-options';
import { yieldToBrowser } from '@/platform/yield-to-browser';

// A task of its own for this model's units (total blocking time: src/platform/yield-to-browser.ts).
await yieldToBrowser();

export interface Credentials {
  email: string;
  password: string;
}

export const logoutClicked = createEvent();
export const refreshFailed = createEvent<ApiError>();
/** "Try again" on the "cannot reach the service" notice. */
export const serviceRetried = createEvent();
/** The session ended without anything left to do here: the API client cleared the storage (requirements §8). */
const sessionLost = createEvent();

export const readStoredSessionFx = createEffect<void, StoredSession>(() => readStoredSession(Date.now()));
/**
 * A guest's platform token (requirements §4), checked or obtained by the API module (api.ts), which the calls waiting for a
 * token join. Fails with the failure of the calls it made.
 */
export const anonymousTokenFx = createEffect<void, void, ApiError>(() => requestGuestToken());
/**
 * Logs in; `ref` is the page to open afterwards (only ever a same-origin path); `captcha` is the solved captcha,
 * once the account asks for one (422 captcha_required). Answers the QA options of the login answer (requirements §7), kept
 * with the tokens. Rejects with the ApiError.
 */
/** A header reader of an answer that names the QA options (the login's, the handoff's). */
type QaHeader = (name: 'X-QA-Options') => string | null;

/** Keeps the session a call answers (its tokens) and the QA options its answer names (requirements §7). */
async function keepSession(ask: (answerHeaders: (header: QaHeader) => void) => Promise<Tokens>): Promise<QaOptions | null> {
  let qaHeader: string | null = null;
  storeTokens(await ask((header) => void (qaHeader = header('X-QA-Options'))));
  const options = parseQaOptions(qaHeader);
  storeQaOptions(options);
  return options;
}

export const loginFx = createEffect<Credentials & { ref?: string | null; captcha?: string }, QaOptions | null, ApiError>(
  ({ email, password, captcha }) => {
    const body = { email, password, ...(captcha ? { captcha } : {}) };
    return keepSession((answerHeaders) => call('login', { body, reloadOnUnauthorized: false, refresh: false, answerHeaders }));
  },
);
/**
 * Takes over the session of a login sent as plain HTML before the app ran (the prerendered login form: the server
 * holds it for this call, server/http/native-forms.ts), once, at start; answers its QA options as loginFx does, or
 * null when no login waits (or it was gone: the visitor stays a guest).
 */
export const takeOverLoginFx = createEffect<void, { options: QaOptions | null } | null>(async () => {
  if (readCookie(loginWaitingCookie) === null) return null;
  const handoff = (answerHeaders: (header: QaHeader) => void) =>
    call('sessionHandoff', { reloadOnUnauthorized: false, refresh: false, waitForToken: false, answerHeaders });
  return keepSession(handoff).then(
    (options) => ({ options }),
    () => null,
  );
});
export const impersonateFx = createEffect<{ hash: string }, void, ApiError>(async ({ hash }) => {
  storeTokens(await call('impersonate', { body: { hash }, reloadOnUnauthorized: false, refresh: false }));
  // A support session acts as the member: the agent's own login options are not its.
  storeQaOptions(null);
});
/** The QA options kept with a stored session (a reload of the tab). */
const readQaOptionsFx = createEffect(() => readStoredQaOptions());
/** Ends the session; the guest routes start from `target` (default: the root, i.e. the login page). */
export const logoutFx = createEffect(async (target: string | void) => {
  const refreshToken = readString(storageKeys.refreshToken);
  // The server forgets the refresh family; locally the session ends whatever the answer.
  if (refreshToken)
    await call('logout', { body: { refresh_token: refreshToken }, reloadOnUnauthorized: false, refresh: false }).catch(() => undefined);
  clearSessionStorage();
  // The guest route set starts from the root (the login page), not from the member page just left; the
  // URL is set before the session store changes, so the guest router is created on the right page.
  window.history.replaceState(null, '', target ?? '/');
});
/** After login the URL becomes the wanted page (a safe ref) before the member's route set takes over. */
export const enterPortalFx = createEffect((ref: string | null) => {
  const target = safeRef(ref);
  window.history.replaceState(null, '', target ?? '/');
});

export const $session = createStore<StoredSession>({ loggedIn: false, user: null, passwordExpired: false });
export const $loggedIn = $session.map((s) => s.loggedIn);
const $qaOptionsHeld = createStore<QaOptions | null>(null);
/**
 * The QA options of this session's login (requirements §7): the test helpers a test environment's server offers; null in
 * production and without a login answer that named any. Read-only: only the login answer sets them.
 */
export const $qaOptions = $qaOptionsHeld.map((options) => options);
/** The message shown after the session ended on an error (requirements §8: "Something went wrong"). */
export const $sessionNotice = createStore<string | null>(null);
const $pendingRef = createStore<string | null>(null);
/** The member's data could not be loaded because the service was out of reach (not refused): "Try again". */
export const $serviceUnreachable = createStore(false);
/** The member's data is on its way and nothing of it has come yet (the shell says so). */
export const $memberLoading = combine(
  $session,
  $user,
  loadUserFx.pending,
  (session, user, pending) => session.loggedIn && pending && user === null,
);

/** Which route set the router uses: guest (public list), member (private list) or forced password change. */
export type RouteMode = 'guest' | 'member' | 'expired';
export const $routeMode = $session.map<RouteMode>((s) => (!s.loggedIn ? 'guest' : s.passwordExpired ? 'expired' : 'member'));

// Why: the stored session decides the very first route set, before anything renders (requirements §4 start-up).
sample({ clock: appStarted, target: readStoredSessionFx });
sample({ clock: readStoredSessionFx.doneData, target: $session });
// Why: a login sent before the app ran is the visitor's session from the first route set on (allSettled waits), at
// the address its login page was asked to open; its data loads once the shell is shown, as a restored session's.
sample({ clock: readStoredSessionFx.doneData, filter: (s) => !s.loggedIn, fn: () => undefined, target: takeOverLoginFx });
const loginTakenOver = sample({ clock: takeOverLoginFx.doneData, filter: Boolean });
sample({ clock: loginTakenOver, fn: () => new URLSearchParams(window.location.search).get('ref'), target: enterPortalFx });
sample({ clock: loginTakenOver, fn: (): StoredSession => ({ loggedIn: true, user: null, passwordExpired: false }), target: $session });
sample({ clock: loginTakenOver, fn: ({ options }) => options, target: $qaOptionsHeld });
// Why: a stored session keeps the QA options its login answered.
sample({ clock: readStoredSessionFx.doneData, filter: (s) => s.loggedIn, target: readQaOptionsFx });
sample({ clock: readQaOptionsFx.doneData, target: $qaOptionsHeld });
// Why: a guest gets a platform-level anonymous token once the shell is shown, so a slow or hanging API never keeps
// the page from starting; the calls that need the token wait for it in the client (and fail with it).
sample({ clock: appShown, source: $session, filter: (s) => !s.loggedIn, fn: () => undefined, target: anonymousTokenFx });
// Why: a restored member's data loads once the shell is on screen (it may take long, or not come at all).
sample({ clock: appShown, source: $session, filter: (s) => s.loggedIn, fn: () => undefined, target: memberDataRequested });

// Login and impersonation: tokens first, then the user, then the session flips to the member's routes.
sample({ clock: loginFx, fn: ({ ref }) => ref ?? null, target: $pendingRef });
sample({ clock: impersonateFx, fn: () => null, target: $pendingRef });
// Why: the options are the login's, whatever the test handlers of a scope answered (none is no options).
sample({ clock: loginFx.doneData, fn: (options) => options ?? null, target: $qaOptionsHeld });
sample({ clock: [loginFx.done, impersonateFx.done], fn: () => null, target: $sessionNotice });
sample({ clock: [loginFx.done, impersonateFx.done], target: memberDataRequested });
sample({
  clock: loadUserFx.doneData,
  source: { session: $session, ref: $pendingRef },
  filter: ({ session }) => !session.loggedIn,
  fn: ({ ref }) => ref,
  target: enterPortalFx,
});
// Why: the user's password dates decide between the member routes and the forced change (requirements §4).
sample({
  clock: loadUserFx.doneData,
  fn: (user): StoredSession => ({ loggedIn: true, user, passwordExpired: isPasswordExpired(user.notification, Date.now()) }),
  target: $session,
});

// How a failed user load ends: out of reach keeps the session (a brief outage logs nobody out) and offers
// "Try again"; a 401/403 the client gave up on already cleared the storage and is going to the root; any
// other refusal is requirements §8's "Something went wrong", which logs out.
const userLoadFailed = loadUserFx.failData.map((error) =>
  isApiError(error) ? (isTemporaryFailure(error) ? 'unreachable' : error.unauthorized ? 'unauthorized' : 'refused') : 'refused',
);
sample({ clock: userLoadFailed, fn: (kind) => kind === 'unreachable', target: $serviceUnreachable });
sample({ clock: [loadUserFx.done, logoutFx.finally], fn: () => false, target: $serviceUnreachable });
sample({ clock: serviceRetried, fn: () => false, target: $serviceUnreachable });
sample({ clock: serviceRetried, target: memberDataRequested });
sample({ clock: [logoutClicked, userLoadFailed.filter({ fn: (kind) => kind === 'refused' })], fn: () => undefined, target: logoutFx });
sample({
  clock: userLoadFailed.filter({ fn: (kind) => kind === 'refused' }),
  fn: () => 'errors.somethingWentWrong',
  target: $sessionNotice,
});
// Why: after a failed refresh the client has ended the stored session and kept the guest token it obtained;
// the model only follows (no logout call, no second anonymous token).
sample({
  clock: [refreshFailed, userLoadFailed.filter({ fn: (kind) => kind === 'unauthorized' })],
  fn: () => undefined,
  target: sessionLost,
});
sample({ clock: sessionLost, fn: () => undefined, target: anonymousTokenFx });
// Why: the options belong to the login that ended (the storage holding them is cleared with it).
$qaOptionsHeld.reset([logoutFx.finally, sessionLost, impersonateFx.done]);
sample({ clock: sessionLost, fn: (): StoredSession => ({ loggedIn: false, user: null, passwordExpired: false }), target: $session });

// Why: the visitor is a guest again, and guests call the API with the platform's anonymous token.
sample({ clock: logoutFx.finally, fn: () => undefined, target: anonymousTokenFx });
sample({ clock: logoutFx.finally, fn: (): StoredSession => ({ loggedIn: false, user: null, passwordExpired: false }), target: $session });

// Why: whoever the portal acts for now (a guest, another member, the member an agent impersonates), every
// model drops the previous member's data (src/model/session/member-changed.ts lists who holds some).
sample({ clock: [logoutFx.finally, loginFx.done, impersonateFx.done, sessionLost], fn: () => undefined, target: memberChanged });
