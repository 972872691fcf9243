import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { appShown, appStarted } from '@/model/app/app-started';
import { $routeMode, $loggedIn, $session, $sessionNotice, anonymousTokenFx, enterPortalFx, loginFx, logoutClicked, logoutFx, readStoredSessionFx, refreshFailed } from '@/model/session/session-model';
import { readStoredSession } from '@/model/session/stored-session';
import { $mainBalance, $user, loadBusinessFx, loadRankFx, loadRoleFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';
import { demoUser } from '../../support/api-effect-handlers';

const NOW = Date.parse('2026-11-21T12:00:00Z');
function seed(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
}
const user = JSON.stringify({ firstname: 'Dana', notification: { password_create_date: '2026-10-01T00:00:00Z', expire_after_days: 90 } });
/** A scope whose API effects are replaced: the model is tested without network. */
function scopeWith(handlers: { user?: () => Promise<User> } = {}) {
  const calls = { anonymous: vi.fn(async () => undefined), login: vi.fn(async () => undefined), logout: vi.fn(async () => undefined), enter: vi.fn() };
  const scope = fork({
    handlers: [
      [anonymousTokenFx, calls.anonymous],
      [loginFx, calls.login],
      [logoutFx, calls.logout],
      [enterPortalFx, calls.enter],
      [loadUserFx, handlers.user ?? (async () => demoUser())],
      [loadRoleFx, async () => 'member'],
      [loadStatsFx, async () => ({ points: [0, 0, 0, 0, 85_000, 0], basket: 2 })],
      [loadRankFx, async () => 'Gold'],
      [loadBusinessFx, async () => null],
    ],
  });
  return { scope, calls };
}

describe('readStoredSession (SPEC §4 start-up)', () => {
  it('is logged in with token, user, code and a valid token', () => {
    seed({ token: 't', user, code: 'FA123456', exp: String(NOW + 1000) });
    expect(readStoredSession(NOW)).toMatchObject({ loggedIn: true, passwordExpired: false });
  });

  it('is logged in with an expired token when a refresh token exists', () => {
    seed({ token: 't', user, code: 'FA123456', exp: String(NOW - 1), refresh_token: 'r' });
    expect(readStoredSession(NOW).loggedIn).toBe(true);
  });

  it('is a guest with an expired token and no refresh token', () => {
    seed({ token: 't', user, code: 'FA123456', exp: String(NOW - 1) });
    expect(readStoredSession(NOW)).toEqual({ loggedIn: false, user: null, passwordExpired: false });
  });

  it.each(['token', 'user', 'code'])('is a guest without %s', (missing) => {
    seed({ token: 't', user, code: 'FA123456', exp: String(NOW + 1000) });
    window.localStorage.removeItem(missing);
    expect(readStoredSession(NOW).loggedIn).toBe(false);
  });

  it('flags an expired password', () => {
    seed({ token: 't', code: 'c', exp: String(NOW + 1000), user: JSON.stringify({ notification: { password_create_date: '2026-01-01T00:00:00Z', expire_after_days: 30 } }) });
    expect(readStoredSession(NOW)).toMatchObject({ loggedIn: true, passwordExpired: true });
  });
});

describe('session model', () => {
  it('gives a guest an anonymous platform token and loads no user', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(calls.anonymous).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($routeMode)).toBe('guest');
  });

  it('restores a member and loads the user, balance included', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope, calls } = scopeWith();
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(calls.anonymous).not.toHaveBeenCalled();
    expect(scope.getState($loggedIn)).toBe(true);
    expect(scope.getState($routeMode)).toBe('member');
    expect(scope.getState($user)?.firstname).toBe('Dana');
    expect(scope.getState($mainBalance)).toBe(85_000);
  });

  it('forces the expired mode from the loaded user', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope } = scopeWith({ user: async () => demoUser({ notification: { password_create_date: '2020-01-01T00:00:00Z', expire_after_days: 1 } }) });
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(scope.getState($routeMode)).toBe('expired');
  });

  it('logs in: tokens, user, then the wanted page, then the member routes', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(loginFx, { scope, params: { email: 'demo@example.com', password: 'x', ref: '/my-miles' } });
    expect(calls.login).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'x', ref: '/my-miles' });
    expect(calls.enter).toHaveBeenCalledWith('/my-miles');
    expect(scope.getState($routeMode)).toBe('member');
  });

  it('stays a guest when the login fails', async () => {
    const { scope } = scopeWith();
    const failing = fork({ values: [], handlers: [[loginFx, async () => Promise.reject({ code: 401, status: 401, errors: 'Invalid credentials.' })]] });
    await allSettled(loginFx, { scope: failing, params: { email: 'a', password: 'b' } });
    expect(failing.getState($routeMode)).toBe('guest');
    expect(scope.getState($routeMode)).toBe('guest');
  });

  it('logs out a member whose user load fails, with "Something went wrong"', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope, calls } = scopeWith({ user: async () => Promise.reject(new Error('500')) });
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($loggedIn)).toBe(false);
    expect(scope.getState($sessionNotice)).toBe('errors.somethingWentWrong');
  });

  it('clears the member state on logout', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope, calls } = scopeWith();
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($session)).toEqual({ loggedIn: false, user: null, passwordExpired: false });
    expect(scope.getState($user)).toBeNull();
    expect(calls.logout).toHaveBeenCalledTimes(1);
  });

  it('clears the member state on a failed refresh without a logout call (the client ended the stored session)', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope, calls } = scopeWith();
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    await allSettled(refreshFailed, { scope, params: { code: 401, status: 401, errors: 'reused' } });
    expect(scope.getState($session)).toEqual({ loggedIn: false, user: null, passwordExpired: false });
    expect(scope.getState($user)).toBeNull();
    expect(calls.logout).not.toHaveBeenCalled();
    expect(calls.anonymous).toHaveBeenCalledTimes(1);
  });

  it('reads the stored session through its effect', async () => {
    const { scope } = scopeWith();
    await allSettled(readStoredSessionFx, { scope });
    expect(scope.getState($loggedIn)).toBe(false);
  });
});
