import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import {
  $lastInvited,
  $sponsorshipMiles,
  $sponsorships,
  inviteColleagueFx,
  loadSponsorshipsFx,
  sponsorshipsRequested,
} from '@/model/sponsorship/sponsorship-model';
import type { Sponsorship, SponsorshipRequest } from '@/model/sponsorship/sponsorship-model';

const sponsorship = (id: number, email: string, over: Partial<Sponsorship> = {}): Sponsorship => ({
  id,
  email,
  status: 'invited',
  invitee_name: null,
  miles: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  registered_at: null,
  qualified_at: null,
  ...over,
});
const qualified = sponsorship(1, 'ana@agency.example', {
  status: 'qualified',
  invitee_name: 'Ana P.',
  miles: 1000,
  registered_at: '2026-11-02T10:00:00.000Z',
  qualified_at: '2026-11-10T10:00:00.000Z',
});
const refusal = (key: string): ApiError => ({ code: 422, status: 422, errors: [{ propertyPath: 'email', message: key, key }] });

function setup(list: () => Promise<Sponsorship[]> = async () => [qualified]) {
  const invite = vi.fn(async ({ email }: SponsorshipRequest): Promise<Sponsorship> => {
    if (email === 'me@agency.example') throw refusal('self_invitation');
    if (email === 'ana@agency.example') throw refusal('already_invited');
    return sponsorship(2, email, { created_at: '2026-11-21T10:00:00.000Z' });
  });
  const load = vi.fn(list);
  const scope = fork({
    handlers: [
      [loadSponsorshipsFx, load],
      [inviteColleagueFx, invite],
    ],
  });
  return { scope, invite, load };
}

describe('sponsorship model', () => {
  it('loads the invitations with their progress and the miles they earned', async () => {
    const { scope } = setup();
    expect(scope.getState($sponsorships)).toEqual({ status: 'loading' });
    await allSettled(sponsorshipsRequested, { scope });
    expect(scope.getState($sponsorships)).toEqual({ status: 'ready', data: [qualified] });
    expect(scope.getState($sponsorshipMiles)).toBe(1000);
  });

  it('an invitation is remembered for the confirmation, and the list is read again with it on top', async () => {
    const invited = sponsorship(2, 'new@agency.example', { created_at: '2026-11-21T10:00:00.000Z' });
    const { scope, load } = setup();
    await allSettled(sponsorshipsRequested, { scope });
    load.mockImplementation(async () => [invited, qualified]);
    const result = await allSettled(inviteColleagueFx, { scope, params: { email: 'new@agency.example' } });
    expect(result.status).toBe('done');
    expect(scope.getState($lastInvited)).toBe('new@agency.example');
    expect(load).toHaveBeenCalledTimes(2);
    const list = scope.getState($sponsorships);
    expect(list.status === 'ready' && list.data.map((s) => [s.email, s.status])).toEqual([
      ['new@agency.example', 'invited'],
      ['ana@agency.example', 'qualified'],
    ]);
  });

  it('refusals (oneself, already invited) reject on the e-mail field and leave the list as it was', async () => {
    const { scope } = setup();
    await allSettled(sponsorshipsRequested, { scope });
    for (const [email, key] of [
      ['me@agency.example', 'self_invitation'],
      ['ana@agency.example', 'already_invited'],
    ] as const) {
      const result = await allSettled(inviteColleagueFx, { scope, params: { email } });
      expect(result).toMatchObject({ status: 'fail', value: { errors: [{ propertyPath: 'email', key }] } });
    }
    expect(scope.getState($sponsorships)).toEqual({ status: 'ready', data: [qualified] });
    expect(scope.getState($lastInvited)).toBeNull();
  });

  it('a failed load shows the failure, and "Try again" loads again', async () => {
    const list = vi
      .fn<() => Promise<Sponsorship[]>>()
      .mockRejectedValueOnce({ code: 500, status: 500, errors: 'Internal error' })
      .mockResolvedValue([]);
    const { scope } = setup(list);
    await allSettled(sponsorshipsRequested, { scope });
    expect(scope.getState($sponsorships)).toEqual({ status: 'failure' });
    await allSettled(sponsorshipsRequested, { scope });
    expect(scope.getState($sponsorships)).toEqual({ status: 'ready', data: [] });
  });
});
