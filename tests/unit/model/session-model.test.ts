import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { appStarted } from '@/model/app/app-started';
import { $routeMode, $loggedIn } from '@/model/session/session-model';
import { readStoredSession } from '@/model/session/stored-session';

const NOW = Date.parse('2026-11-21T12:00:00Z');
function seed(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
}
const user = JSON.stringify({ firstname: 'Dana', notification: { password_create_date: '2026-10-01T00:00:00Z', expire_after_days: 90 } });

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
  it('restores the route mode on app start', async () => {
    seed({ token: 't', user, code: 'c', exp: String(Date.now() + 60_000) });
    const scope = fork();
    expect(scope.getState($routeMode)).toBe('guest');
    await allSettled(appStarted, { scope });
    expect(scope.getState($loggedIn)).toBe(true);
    expect(scope.getState($routeMode)).toBe('member');
  });

  it('forces the expired mode', async () => {
    seed({ token: 't', code: 'c', exp: String(Date.now() + 60_000), user: JSON.stringify({ notification: { password_create_date: '2020-01-01T00:00:00Z', expire_after_days: 1 } }) });
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($routeMode)).toBe('expired');
  });
});
