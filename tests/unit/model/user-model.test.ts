import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $rank, $role, $stats, $user, loadRankFx, loadRoleFx, loadStatsFx, loadUserFx, memberDataRequested } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';
import { demoUser } from '../../support/api-effect-handlers';

const expiredUser = () => demoUser({ notification: { password_create_date: '2020-01-01T00:00:00Z', expire_after_days: 90 } });

/** A scope whose API effects are replaced; `users` answers the successive user loads. */
function scopeWith(...users: User[]) {
  const answers = [...users];
  const calls = {
    user: vi.fn(async () => answers.shift() ?? demoUser()),
    role: vi.fn(async () => 'member'),
    stats: vi.fn(async () => ({ points: [0, 0, 0, 0, 85_000, 0], basket: 0 })),
    rank: vi.fn(async () => 'Gold'),
  };
  const scope = fork({
    handlers: [
      [loadUserFx, calls.user],
      [loadRoleFx, calls.role],
      [loadStatsFx, calls.stats],
      [loadRankFx, calls.rank],
    ],
  });
  return { scope, calls };
}

describe('member data (the server refuses an expired password everything but the user)', () => {
  it('loads the user, then role, stats and rank when the password is valid', async () => {
    const { scope, calls } = scopeWith(demoUser());
    await allSettled(memberDataRequested, { scope });
    for (const call of Object.values(calls)) expect(call).toHaveBeenCalledTimes(1);
    expect(scope.getState($role)).toBe('member');
    expect(scope.getState($rank)).toBe('Gold');
  });

  it('loads only the user while the password is expired (any other call would answer 403 and end the session)', async () => {
    const { scope, calls } = scopeWith(expiredUser());
    await allSettled(memberDataRequested, { scope });
    expect(calls.user).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)?.firstname).toBe('Dana');
    for (const call of [calls.role, calls.stats, calls.rank]) expect(call).not.toHaveBeenCalled();
    expect(scope.getState($stats)).toBeNull();
  });

  it('loads the rest once the user comes back with a changed password', async () => {
    const { scope, calls } = scopeWith(expiredUser(), demoUser());
    await allSettled(memberDataRequested, { scope });
    await allSettled(memberDataRequested, { scope });
    expect(calls.user).toHaveBeenCalledTimes(2);
    for (const call of [calls.role, calls.stats, calls.rank]) expect(call).toHaveBeenCalledTimes(1);
  });
});
