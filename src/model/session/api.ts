// The one API client of the app. Tokens live in local storage (SPEC §3 keys) so a reload keeps the
// session; the client reads them on every request. Events for the refresh error are bound to the app's
// Effector scope at boot (main.tsx), because the client calls them from inside running effects.
import { createCaller } from '@/api/call';
import { createApiClient } from '@/api/client';
import type { ApiError } from '@/api/api-error';
import type { Tokens } from '@/api/client';
import { sessionId } from '@/api/session-id';
import { clearSessionStorage } from '@/api/unauthorized';
import type { components } from '@/generated/api';
import { appConfig, environmentConfig } from '@/lib/app-config';
import { i18n, setOverridesSource } from '@/lib/i18n';
import { readString, write } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

type Platform = components['schemas']['AnonymousTokenRequest']['platform'];
/** The platforms the contract serves; typed over its enum, so a platform added there must be added here. */
const contractPlatforms: Record<Platform, true> = { miles: true };
const isPlatform = (value: string): value is Platform => Object.hasOwn(contractPlatforms, value);
if (!isPlatform(appConfig.platform)) throw new Error(`config/app.json: platform "${appConfig.platform}" is not one the API serves`);
/** config/app.json's platform, as the contract types it (anonymous token, countries). */
export const platform: Platform = appConfig.platform;

/** Stores tokens and their expiry (SPEC §4: 59 minutes after login). */
export function storeTokens(tokens: Tokens, now = Date.now()): void {
  write(storageKeys.token, tokens.token);
  if (tokens.refresh_token) write(storageKeys.refreshToken, tokens.refresh_token);
  write(storageKeys.exp, String(now + appConfig.constants.tokenValidityMs));
}

const callbacks: { refreshFailed: (error: ApiError) => void } = { refreshFailed: () => undefined };
/** The anonymous token a failed refresh obtained: the visitor's guest token from then on (no second call). */
let guest: Tokens | null = null;

/** SPEC §8: the member's storage goes; the guest token a failed refresh left is kept. */
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
  },
});

/** The contract's operations by operationId, through the one client (its refresh, timeout, log and errors). */
export const call = createCaller(api);

// The editors' string overrides go through this client too, in the language being loaded. Given here, where the
// client is created: this module is imported by the session model, which the start-up imports before any language
// is applied. A refusal of this extra never ends a session by itself (the member's own calls decide that).
setOverridesSource((language) => call('getTranslations', { language, reloadOnUnauthorized: false }));
