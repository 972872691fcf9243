// The session as the shell needs it: logged in or not, and whether the password has expired.
// The API-backed login, refresh and logout arrive with the session issue and extend this model.
import { createEffect, createStore, sample } from 'effector';
import { appStarted } from '@/model/app/app-started';
import { readStoredSession } from './stored-session';
import type { StoredSession } from './stored-session';

export const readStoredSessionFx = createEffect<void, StoredSession>(() => readStoredSession(Date.now()));

export const $session = createStore<StoredSession>({ loggedIn: false, user: null, passwordExpired: false });
export const $loggedIn = $session.map((s) => s.loggedIn);

/** Which route set the router uses: guest (public list), member (private list) or forced password change. */
export type RouteMode = 'guest' | 'member' | 'expired';
export const $routeMode = $session.map<RouteMode>((s) => (!s.loggedIn ? 'guest' : s.passwordExpired ? 'expired' : 'member'));

// Why: the stored session decides the very first route set, before anything renders.
sample({ clock: appStarted, target: readStoredSessionFx });
sample({ clock: readStoredSessionFx.doneData, target: $session });
