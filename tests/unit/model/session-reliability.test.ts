/** @vitest-environment jsdom */
// A hanging or unreachable service, on the session model: a user load that cannot reach the service keeps the session and offers
// "Try again"; only a refusal ends it (requirements §8), and a 401/403 the client gave up on costs no logout call.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { appShown, appStarted } from '@/model/app/app-started';
import {
  $loggedIn,
  $memberLoading,
  $serviceUnreachable,
  $sessionNotice,
  anonymousTokenFx,
  enterPortalFx,
  loginFx,
  logoutFx,
  serviceRetried,
} from '@/model/session/session-model';
import { $user, loadRankFx, loadRoleFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';
import { demoUser } from '../../support/api-effect-handlers';

const storedUser = JSON.stringify({
  firstname: 'Dana',
  notification: { password_create_date: new Date().toISOString(), expire_after_days: 90 },
});
function seedMember() {
  for (const [k, v] of Object.entries({ token: 't', user: storedUser, code: 'FA123456', exp: String(Date.now() + 60_000) }))
    window.localStorage.setItem(k, v);
}
const failure = (over: Partial<ApiError>): ApiError => ({ code: 'network', status: 0, errors: 'Failed to fetch', ...over });

function scopeWith(user: () => Promise<User>) {
  const calls = { anonymous: vi.fn(async () => undefined), logout: vi.fn(async () => undefined) };
  const scope = fork({
    handlers: [
      [anonymousTokenFx, calls.anonymous],
      [loginFx, async () => undefined],
      [logoutFx, calls.logout],
      [enterPortalFx, () => undefined],
      [loadUserFx, user],
      [loadRoleFx, async () => 'member'],
      [loadStatsFx, async () => ({ points: [0, 0, 0, 0, 85_000, 0], basket: 2 })],
      [loadRankFx, async () => 'Gold'],
    ],
  });
  return { scope, calls };
}

describe('a user load that cannot reach the service', () => {
  it('starts only once the shell is shown, so a hanging API cannot keep the page blank', async () => {
    seedMember();
    const user = vi.fn(async () => demoUser());
    const { scope } = scopeWith(user);
    await allSettled(appStarted, { scope });
    expect(scope.getState($loggedIn)).toBe(true);
    expect(user).not.toHaveBeenCalled();
    await allSettled(appShown, { scope });
    expect(user).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', failure({})],
    ['a timeout', failure({ code: 'timeout', key: 'timeout' })],
    ['a gateway that says the API is down', failure({ code: 503, status: 503, errors: 'Service Unavailable' })],
    ['a 429 asking to slow down', failure({ code: 429, status: 429, errors: 'Too many requests.', key: 'too_many_requests' })],
  ])('keeps the session on %s and offers to try again', async (_, error) => {
    seedMember();
    const { scope, calls } = scopeWith(async () => Promise.reject(error));
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(scope.getState($loggedIn)).toBe(true);
    expect(scope.getState($serviceUnreachable)).toBe(true);
    expect(scope.getState($sessionNotice)).toBeNull();
    expect(calls.logout).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('t');
  });

  it('loads the member on "Try again" once the service answers', async () => {
    seedMember();
    let reachable = false;
    const { scope } = scopeWith(async () => (reachable ? demoUser() : Promise.reject(failure({}))));
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(scope.getState($serviceUnreachable)).toBe(true);
    reachable = true;
    await allSettled(serviceRetried, { scope });
    expect(scope.getState($serviceUnreachable)).toBe(false);
    expect(scope.getState($user)?.firstname).toBe('Dana');
    expect(scope.getState($loggedIn)).toBe(true);
  });

  it('is loading while the first user load runs, and not after', async () => {
    seedMember();
    let answer: (user: User) => void = () => undefined;
    const { scope } = scopeWith(() => new Promise<User>((resolve) => (answer = resolve)));
    await allSettled(appStarted, { scope });
    const started = allSettled(appShown, { scope });
    await vi.waitFor(() => expect(scope.getState($memberLoading)).toBe(true));
    answer(demoUser());
    await started;
    expect(scope.getState($memberLoading)).toBe(false);
  });
});

describe('a user load the service refused', () => {
  it('ends the session without a logout call when the client gave up on a 401/403 (storage already cleared)', async () => {
    seedMember();
    const { scope, calls } = scopeWith(async () =>
      Promise.reject(failure({ code: 401, status: 401, errors: 'Expired', unauthorized: true })),
    );
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(scope.getState($loggedIn)).toBe(false);
    expect(calls.logout).not.toHaveBeenCalled();
    expect(calls.anonymous).toHaveBeenCalledTimes(1);
    expect(scope.getState($serviceUnreachable)).toBe(false);
  });

  it('logs out on any other refusal, with "Something went wrong" (requirements §8)', async () => {
    seedMember();
    const { scope, calls } = scopeWith(async () => Promise.reject(failure({ code: 500, status: 500, errors: 'Internal Server Error' })));
    await allSettled(appStarted, { scope });
    await allSettled(appShown, { scope });
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($sessionNotice)).toBe('errors.somethingWentWrong');
    expect(scope.getState($serviceUnreachable)).toBe(false);
  });
});
