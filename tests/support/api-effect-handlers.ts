// Handlers that replace the session's API effects in forked scopes, so model tests run without network.
import { vi } from 'vitest';
import type { fork } from 'effector';
import { anonymousTokenFx, enterPortalFx, loginFx, logoutFx } from '@/model/session/session-model';
import { loadRankFx, loadRoleFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';

export function demoUser(over: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'demo@example.com',
    firstname: 'Dana',
    lastname: 'Meyer',
    code: 'FA123456',
    image_url: null,
    locale: { code: 'en' },
    country: { id: 1, code: 'GB', name: 'United Kingdom' },
    company: { id: 1, name: 'Sunway Travel', vip: false, type: 'agency' },
    notification: { password_create_date: new Date().toISOString(), expire_after_days: 90 },
    profile_complete: false,
    phone: null,
    job_title: null,
    address_line: null,
    postcode: null,
    city: null,
    birth_date: null,
    ...over,
  };
}

/** Effect → replacement pairs, in the array form fork({ handlers }) takes. */
// effector's own Handlers type (Parameters<> sees fork's last overload, whose 2nd argument has it).
export type HandlerPairs = Extract<NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>, unknown[]>;

export function sessionHandlers(user: () => Promise<User> = async () => demoUser()): HandlerPairs {
  return [
    [anonymousTokenFx, vi.fn(async () => undefined)],
    [loginFx, vi.fn(async () => undefined)],
    [logoutFx, vi.fn(async () => undefined)],
    [enterPortalFx, vi.fn()],
    [loadUserFx, user],
    [loadRoleFx, async () => 'member'],
    [loadStatsFx, async () => ({ points: [0, 0, 0, 0, 85_000, 0], basket: 2 })],
    [loadRankFx, async () => 'Gold'],
  ];
}
