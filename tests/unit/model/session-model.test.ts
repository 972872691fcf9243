/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { appShown, appStarted } from '@/model/app/app-started';
import {
  $routeMode,
  $loggedIn,
  $session,
  $sessionNotice,
  anonymousTokenFx,
  enterPortalFx,
  loginFx,
  logoutClicked,
  logoutFx,
  readStoredSessionFx,
  refreshFailed,
} from '@/model/session/session-model';
import { readStoredSession } from '@/model/session/stored-session';
import { $mainBalance, $rank, $role, $user, loadRankFx, loadRoleFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';
import { demoUser } from '../../support/api-effect-handlers';

const NOW = Date.parse('2026-11-21T12:00:00Z');
function seed(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
}
const user = JSON.stringify({ firstname: 'Dana', notification: { password_create_date: '2026-10-01T00:00:00Z', expire_after_days: 90 } });
/** A scope whose API effects are replaced: the model is tested without network. */
function scopeWith(handlers: { user?: () => Promise<User>; login?: () => Promise<void> } = {}) {
  const calls = {
    anonymous: vi.fn(async () => undefined),
    login: vi.fn(handlers.login ?? (async () => undefined)),
    logout: vi.fn(async () => undefined),
    enter: vi.fn((ref: string | null) => void ref),
  };
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
    ],
  });
  return { scope, calls };
}

/** What a restored member has before the session ends: without it, "cleared" below would prove nothing. */
function expectRestoredMember(scope: Scope) {
  expect(scope.getState($routeMode)).toBe('member');
  expect(scope.getState($user)?.firstname).toBe('Dana');
  expect(scope.getState($mainBalance)).toBe(85_000);
  expect(scope.getState($rank)).toBe('Gold');
  expect(scope.getState($role)).toBe('member');
}

function expectNoMemberData(scope: Scope) {
  expect(scope.getState($user)).toBeNull();
  expect(scope.getState($mainBalance)).toBeNull();
  expect(scope.getState($rank)).toBeNull();
  expect(scope.getState($role)).toBeNull();
}

describe('readStoredSession (requirements §4 start-up)', () => {
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
    seed({
      token: 't',
      code: 'c',
      exp: String(NOW + 1000),
      user: JSON.stringify({ notification: { password_create_date: '2026-01-01T00:00:00Z', expire_after_days: 30 } }),
    });
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
    const { scope } = scopeWith({
      user: async () => demoUser({ notification: { password_create_date: '2020-01-01T00:00:00Z', expire_after_days: 1 } }),
    });
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(scope.getState($routeMode)).toBe('expired');
  });

  it('logs in: tokens, user, then the wanted page, then the member routes', async () => {
    // Each step is noted as it runs, so the order itself is asserted. The route set switches in the same
    // effector update as the page change; React re-renders (new router) only after the URL was replaced.
    const steps: string[] = [];
    const { scope, calls } = scopeWith({
      login: async () => void steps.push('tokens'),
      user: async () => {
        await Promise.resolve(); // the answer comes later than the call: noted when the user has loaded
        steps.push('user loaded');
        return demoUser();
      },
    });
    calls.enter.mockImplementation((ref: string | null) => void steps.push(`page ${ref}`));
    const result = await allSettled(loginFx, { scope, params: { email: 'demo@example.com', password: 'x', ref: '/my-miles' } });
    expect(result.status).toBe('done');
    expect(steps).toEqual(['tokens', 'user loaded', 'page /my-miles']);
    expect(scope.getState($user)?.firstname).toBe('Dana');
    expect(scope.getState($routeMode)).toBe('member');
  });

  it('stays a guest when the login fails: no user load, no page change, the error goes to the caller', async () => {
    const userLoad = vi.fn(async () => demoUser());
    const refusal = { code: 401, status: 401, errors: 'Invalid credentials.' };
    const { scope, calls } = scopeWith({ login: async () => Promise.reject(refusal), user: userLoad });
    const result = await allSettled(loginFx, { scope, params: { email: 'a', password: 'b', ref: '/my-miles' } });
    expect(result).toEqual({ status: 'fail', value: refusal });
    expect(userLoad).not.toHaveBeenCalled();
    expect(calls.enter).not.toHaveBeenCalled();
    expect(scope.getState($user)).toBeNull();
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
    expectRestoredMember(scope);
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($session)).toEqual({ loggedIn: false, user: null, passwordExpired: false });
    expectNoMemberData(scope);
    expect(calls.logout).toHaveBeenCalledTimes(1);
  });

  it('clears the member state on a failed refresh without a logout call (the client ended the stored session)', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope, calls } = scopeWith();
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expectRestoredMember(scope);
    await allSettled(refreshFailed, { scope, params: { code: 401, status: 401, errors: 'reused' } });
    expect(scope.getState($session)).toEqual({ loggedIn: false, user: null, passwordExpired: false });
    expectNoMemberData(scope);
    expect(calls.logout).not.toHaveBeenCalled();
    expect(calls.anonymous).toHaveBeenCalledTimes(1);
  });

  it('reads the stored session through its effect', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const { scope } = scopeWith();
    await allSettled(readStoredSessionFx, { scope });
    expect(scope.getState($session)).toMatchObject({ loggedIn: true, passwordExpired: false, user: { firstname: 'Dana' } });
  });
});
