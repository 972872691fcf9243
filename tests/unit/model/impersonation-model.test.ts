/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { tokenActor } from '@/lib/token-actor';
import { $actingAgent } from '@/model/impersonation/impersonation-model';
import { loadUserFx } from '@/model/user/user-model';
import { demoUser } from '../../support/api-effect-handlers';

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.signature`;

afterEach(() => localStorage.clear());

describe('the acting agent of a session', () => {
  it('is the act claim of an impersonation token, and nobody for a member token or garbage', () => {
    expect(tokenActor(jwt({ sub: '1', sid: 'f', act: { sub: '4' } }))).toBe('4');
    expect(tokenActor(jwt({ sub: '1', sid: 'f' }))).toBeNull();
    expect(tokenActor('not.a-token')).toBeNull();
    expect(tokenActor(null)).toBeNull();
  });

  it('is read when the member is loaded (impersonation, stored session)', async () => {
    localStorage.setItem('token', jwt({ sub: '1', sid: 'f', act: { sub: '4' } }));
    const scope = fork({ handlers: [[loadUserFx, () => demoUser({ firstname: 'Dana' })]] });
    await allSettled(loadUserFx, { scope });
    expect(scope.getState($actingAgent)).toBe('4');
  });

  it('is nobody in a member own session', async () => {
    localStorage.setItem('token', jwt({ sub: '1', sid: 'f' }));
    const scope = fork({ values: [[$actingAgent, '4']], handlers: [[loadUserFx, () => demoUser({ firstname: 'Dana' })]] });
    await allSettled(loadUserFx, { scope });
    expect(scope.getState($actingAgent)).toBeNull();
  });
});
