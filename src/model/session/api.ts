// The one API client of the app. Tokens live in local storage (requirements §3 keys) so a reload keeps the
// session; the client reads them on every request. Events for the refresh error are bound to the app's
// Effector scope at boot (main.tsx), because the client calls them from inside running effects.
import { createCaller } from '@/api/call';
import { createApiClient } from '@/api/client';
import { isApiError, isTemporaryFailure } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { createSingleFlight } from '@/api/single-flight';
import type { Tokens } from '@/api/client';
import { sessionId } from '@/api/session-id';
import { clearSessionStorage } from '@/api/unauthorized';
import type { components } from '@/generated/api';
import { appConfig, environmentConfig } from '@/lib/app-config';
import { i18n, setOverridesSource } from '@/platform/i18n';
import { readString, write } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { readStoredSession } from './stored-session';

type Platform = components['schemas']['AnonymousTokenRequest']['platform'];
/** The platforms the contract serves; typed over its enum, so a platform added there must be added here. */
const contractPlatforms: Record<Platform, true> = { miles: true };
const isPlatform = (value: string): value is Platform => Object.hasOwn(contractPlatforms, value);
if (!isPlatform(appConfig.platform)) throw new Error(`config/app.json: platform "${appConfig.platform}" is not one the API serves`);
/** config/app.json's platform, as the contract types it (anonymous token, countries). */
export const platform: Platform = appConfig.platform;

/** Stores tokens and their expiry (requirements §4: 59 minutes after login). */
export function storeTokens(tokens: Tokens, now = Date.now()): void {
  write(storageKeys.token, tokens.token);
  if (tokens.refresh_token) write(storageKeys.refreshToken, tokens.refresh_token);
  write(storageKeys.exp, String(now + appConfig.constants.tokenValidityMs));
}

const callbacks: { refreshFailed: (error: ApiError) => void } = { refreshFailed: () => undefined };
/** The anonymous token a failed refresh obtained: the visitor's guest token from then on (no second call). */
let guest: Tokens | null = null;

/** requirements §8: the member's storage goes; the guest token a failed refresh left is kept. */
function endStoredSession(): void {
  clearSessionStorage();
  if (guest) storeTokens(guest);
}

/** Lets the session model learn about failed refreshes (bound to the scope by main.tsx). */
export function onRefreshFailed(handler: (error: ApiError) => void): void {
  callbacks.refreshFailed = handler;
}

export const api = createApiClient({
  baseUrl: environmentConfig.apiBase,
  platform: appConfig.platform,
  logSize: appConfig.constants.requestLogSize,
  timeoutMs: appConfig.constants.requestTimeoutMs,
  askAgainAfterMs: appConfig.constants.readAskedAgainAfterMs,
  tokens: {
    token: () => readString(storageKeys.token),
    refreshToken: () => readString(storageKeys.refreshToken),
    language: () => i18n.language || appConfig.defaultLanguage,
    sessionId: () => sessionId(),
    tokensRefreshed: (tokens) => storeTokens(tokens),
    refreshFailed: (error, anonymous) => {
      guest = anonymous;
      endStoredSession();
      callbacks.refreshFailed(error);
    },
    unauthorized: () => {
      endStoredSession();
      window.location.assign('/');
    },
    untilToken: () => untilToken(),
  },
});

/** The contract's operations by operationId, through the one client (its refresh, timeout, log and errors). */
export const call = createCaller(api);

/** The calls that obtain a guest's token: they wait for none, and their 401 is an answer, not a lost session. */
const tokenCall = { reloadOnUnauthorized: false, refresh: false, waitForToken: false } as const;

/**
 * A guest's platform token (requirements §4). A stored one within its time is first put to the login check (requirements §7 GET
 * access_token): kept when the API takes it as a guest's, or when the API cannot be reached (nothing was refused);
 * otherwise — refused (the API no longer knows it), a member's token left without the member's stored user (a guest
 * must not call the API as someone), or past its time — it goes, and a new one is asked for.
 * Rejects with the failure of the calls it made, also when it keeps a token it could not check: the calls waiting
 * for it (untilToken) fail as the API failed it, at the same moment, instead of leaving only then.
 * The storage is shared by the browser's tabs: a member's session stored there (a login in another tab), before or
 * while this runs, is never removed nor overwritten.
 */
async function obtainGuestToken(): Promise<void> {
  if (readStoredSession(Date.now()).loggedIn) return;
  const found = readString(storageKeys.token);
  if (found && Number(readString(storageKeys.exp)) > Date.now()) {
    const anonymous = await call('accessToken', tokenCall).then(
      (status) => status.anonymous,
      (error: unknown) => {
        if (isApiError(error) && isTemporaryFailure(error)) throw error;
        return false;
      },
    );
    if (anonymous) return;
  }
  // Another session came meanwhile: it is not the one judged here.
  if (readString(storageKeys.token) !== found || readStoredSession(Date.now()).loggedIn) return;
  // Gone before the new one is asked for: should that fail, the next call asks again rather than sending it.
  for (const key of [storageKeys.token, storageKeys.refreshToken, storageKeys.exp]) write(key, null);
  const fresh = await call('anonymousToken', { ...tokenCall, body: { platform } });
  // Nor is a session stored while the new token was on its way overwritten.
  if (readString(storageKeys.token) === null) storeTokens(fresh);
}

/** True while a guest-token task runs: calls wait for its token rather than send the one it may replace. */
let guestTokenRunning = false;
/** The last guest-token task failed: a call made without a token asks for one first, not tokenless (a 401 would reload). */
let guestTokenFailed = false;
/** One guest-token task at a time: the start-up's, a logout's, and the calls that wait for a token share it. */
const guestToken = createSingleFlight(async () => {
  guestTokenRunning = true;
  try {
    await obtainGuestToken();
    guestTokenFailed = false;
  } catch (error) {
    guestTokenFailed = true;
    throw error;
  } finally {
    guestTokenRunning = false;
  }
});

/** Tests: back to a page load that has obtained no guest token and has no scope to tell (a worker that shares modules between files). */
export function forgetGuestToken(): void {
  guest = null;
  guestTokenFailed = false;
  callbacks.refreshFailed = () => undefined;
}

/** Obtains (or checks) the guest's platform token, or joins the task already doing so. */
export function requestGuestToken(): Promise<void> {
  return guestToken.run();
}

/**
 * What a call waits for before it leaves: the guest-token task under way; a new one when the last one failed and
 * left no token (the "Try again" of a page whose call failed with it); else nothing (a member's token, a guest's).
 */
function untilToken(): Promise<void> {
  return guestTokenRunning || (guestTokenFailed && !readString(storageKeys.token)) ? guestToken.run() : Promise.resolve();
}

// The editors' string overrides go through this client too, in the language being loaded. Given here, where the
// client is created: this module is imported by the session model, which the start-up imports before any language
// is applied. A refusal of this extra never ends a session by itself (the member's own calls decide that).
// Nor does it wait for a guest's token: it is public, and asked while the app starts, before any token is asked for.
setOverridesSource((language) => call('getTranslations', { language, reloadOnUnauthorized: false, waitForToken: false }));
