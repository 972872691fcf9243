// The member: user (light + profile merged, requirements §3), role, points stats and rank. The business info is
// the agency page's own data source (config/pages/preferred-partner.json): nothing else shows it.
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { isPasswordExpired } from '@/lib/password-expiry';
import { readString, write } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import type { PointsStats, User } from './user-types';
import { yieldToBrowser } from '@/platform/yield-to-browser';

// A task of its own for this model's units (total blocking time: src/platform/yield-to-browser.ts).
await yieldToBrowser();

/**
 * The member's data is needed (start-up of a stored session, login, impersonation): the user first, then the
 * other four calls once the user shows a password that has not expired.
 */
export const memberDataRequested = createEvent();
/** The profile changed: the user, balance and rank again. */
export const userRefreshRequested = createEvent();

/**
 * Whether a member's session is still stored (a member's always has a refresh token; a guest's never). Why: a read
 * answered after the member logged out (a page's calls still under way when "Log out" or "End the support session"
 * was pressed) wrote the member back into the storage beside the guest's token, and the next load opened the
 * member's pages, whose calls the guest's token could only have refused (a reload loop, and the member's details
 * left in a shared browser).
 */
const memberSessionStored = (): boolean => readString(storageKeys.refreshToken) !== null;

/** Loads and merges user_light and user_light/profile, and keeps the result under `user` and `code`. */
export const loadUserFx = createEffect<void, User, ApiError>(async () => {
  const [light, profile] = await Promise.all([call('getUserLight'), call('getProfile')]);
  const user: User = { ...light, ...profile, profile_complete: light.profile_complete || profile.profile_complete };
  if (memberSessionStored()) {
    write(storageKeys.user, user);
    write(storageKeys.code, user.code);
  }
  return user;
});

export const loadRoleFx = createEffect<void, string, ApiError>(async () => {
  const { role } = await call('getRole');
  if (memberSessionStored()) write(storageKeys.role, role);
  return role;
});

export const loadStatsFx = createEffect<void, PointsStats, ApiError>(() => call('getStats'));
export const loadRankFx = createEffect<void, string, ApiError>(async () => (await call('getRank')).rank);

export const $user = createStore<User | null>(null);
export const $role = createStore<string | null>(null);
export const $stats = createStore<PointsStats | null>(null);
export const $rank = createStore<string | null>(null);
/** users_stats or user/rank failed: the home says so and offers to try again (the header shows nothing). */
export const $figuresFailed = combine(
  createStore(false)
    .on(loadStatsFx.fail, () => true)
    .reset(loadStatsFx.done),
  createStore(false)
    .on(loadRankFx.fail, () => true)
    .reset(loadRankFx.done),
  (stats, rank) => stats || rank,
);
memberDataStores($user, $role, $stats, $rank);
/** "Try again" on the home's figures. */
export const figuresRetried = createEvent();
/** requirements §3: index 4 of points is the main balance. */
export const $mainBalance = $stats.map((s) => s?.points[4] ?? null);
/**
 * The member's miles figures as users_stats gives them (the header's, the home's and the history's, so no two
 * pages disagree): the main balance, the pending total (points[0] when the answer has no `pending`) and the
 * miles expiring soon. Null until known.
 */
export const $milesFigures = $stats.map((s) =>
  s ? { balance: s.points[4] ?? 0, pending: s.pending ?? s.points[0] ?? 0, expiring: s.expiring ?? [] } : null,
);
export const $isVip = $user.map((u) => u?.company.vip ?? false);
export const $member = combine({ user: $user, balance: $mainBalance, rank: $rank });

sample({ clock: loadUserFx.doneData, target: $user });
sample({ clock: loadRoleFx.doneData, target: $role });
sample({ clock: loadStatsFx.doneData, target: $stats });
sample({ clock: loadRankFx.doneData, target: $rank });
// Why: a changed profile (complete-account gives +500 miles) must show at once in the header.
sample({ clock: userRefreshRequested, target: [loadUserFx, loadStatsFx, loadRankFx] });
sample({ clock: figuresRetried, target: [loadStatsFx, loadRankFx] });
/** All the member's data was asked for (start-up, login, impersonation) and has not been loaded yet. */
const $fullLoadWanted = createStore(false).on(memberDataRequested, () => true);
sample({ clock: memberDataRequested, target: loadUserFx });
// Why: with an expired password the server answers every other member call 403 password_expired, which ends
// the session (requirements §8); the forced change needs only the user. The rest loads once the password is valid, for
// a full load only: a profile refresh asks for its own figures (a second users_stats call would be waste).
const fullLoadReady = sample({
  clock: loadUserFx.doneData,
  source: $fullLoadWanted,
  filter: (wanted, user) => wanted && !isPasswordExpired(user.notification, Date.now()),
});
sample({ clock: fullLoadReady, target: [loadRoleFx, loadStatsFx, loadRankFx] });
$fullLoadWanted.reset(fullLoadReady);
