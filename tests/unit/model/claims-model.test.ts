// The claims model in forked scopes (no network): an accepted claim refreshes the member's figures, every
// refusal is kept as the form shows it, the browser's date rules refuse before any call, and a refused claim
// leaves no accepted claim and no refresh behind.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { addDays, localDay } from '@/contract/calendar-days';
import type { BookingClaim, BookingClaimRequest } from '@/model/claims/claim-types';
import {
  $acceptedClaim,
  $claimRefusal,
  anotherClaimRequested,
  claimPageClosed,
  claimPageOpened,
  postClaimFx,
  submitClaimFx,
} from '@/model/claims/claims-model';
import { loadRankFx, loadStatsFx, loadUserFx } from '@/model/user/user-model';
import { demoUser } from '../../support/api-effect-handlers';

const today = localDay(new Date());
const values = {
  booking_number: 'hz490562',
  cf_number: 'CF1234',
  property: 4,
  guest_firstname: 'Ana',
  guest_lastname: 'Peeters',
  source: 'website',
  check_in: addDays(today, -5),
  check_out: addDays(today, -2),
  additional_information: '   ',
};

const claim: BookingClaim = {
  id: 7,
  booking_number: 'HZ490562',
  cf_number: 'CF1234',
  hotel: {
    id: 4,
    code: 'HZBRU04',
    name: 'Casa Horizon Brussels Sablon',
    brand: 'Casa Horizon',
    city: 'Brussels',
    country_code: 'BE',
    country: 'Belgium',
  },
  guest_firstname: 'Ana',
  guest_lastname: 'Peeters',
  source: 'website',
  check_in: values.check_in,
  check_out: values.check_out,
  nights: 3,
  miles: 600,
  booster: true,
  status: 'pending',
  valid_on: `${addDays(values.check_out, 7)}T00:00:00.000Z`,
  movement_id: 99,
  created_at: new Date().toISOString(),
};

const refused = (errors: ApiError['errors'], key?: string, status = 422): ApiError => ({
  code: status || 'network',
  status,
  errors,
  ...(key ? { key } : {}),
});

function setup(post: (request: BookingClaimRequest) => Promise<BookingClaim>) {
  const postSpy = vi.fn(post);
  const stats = vi.fn(async () => ({ points: [600, 0, 0, 0, 87_500, 0], basket: 0, pending: 600 }));
  const scope = fork({
    handlers: [
      [postClaimFx, postSpy],
      [loadStatsFx, stats],
      [loadUserFx, async () => demoUser()],
      [loadRankFx, async () => 'Gold'],
    ],
  });
  return { scope, post: postSpy, stats };
}

describe('claims model', () => {
  it('an accepted claim is kept for the confirmation and refreshes the member figures', async () => {
    const { scope, post, stats } = setup(async () => claim);
    const result = await allSettled(submitClaimFx, { scope, params: values });
    expect(result).toEqual({ status: 'done', value: claim });
    expect(post).toHaveBeenCalledWith({
      booking_number: 'hz490562',
      cf_number: 'CF1234',
      property: 4,
      guest_firstname: 'Ana',
      guest_lastname: 'Peeters',
      source: 'website',
      check_in: values.check_in,
      check_out: values.check_out,
    });
    expect(scope.getState($acceptedClaim)).toEqual(claim);
    expect(scope.getState($claimRefusal)).toBeNull();
    expect(stats).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'booking_not_found',
      refused('No booking found, do you want to modify your claim', 'booking_not_found'),
      { kind: 'booking-not-found', message: 'No booking found, do you want to modify your claim' },
    ],
    [
      'booking_already_claimed',
      refused(
        [{ propertyPath: 'booking_number', message: 'This booking has already been claimed.', key: 'booking_already_claimed' }],
        'booking_already_claimed',
      ),
      {
        kind: 'fields',
        code: 422,
        violations: [{ propertyPath: 'booking_number', message: 'This booking has already been claimed.', key: 'booking_already_claimed' }],
      },
    ],
    [
      'minimum_stay_not_met',
      refused(
        [
          {
            propertyPath: 'check_out',
            message: 'This rate requires a minimum stay of 2 nights.',
            key: 'minimum_stay_not_met',
            params: { count: 2 },
          },
        ],
        'minimum_stay_not_met',
      ),
      {
        kind: 'fields',
        code: 422,
        violations: [
          {
            propertyPath: 'check_out',
            message: 'This rate requires a minimum stay of 2 nights.',
            key: 'minimum_stay_not_met',
            params: { count: 2 },
          },
        ],
      },
    ],
    [
      'minimum_date_exceeded (server)',
      refused([{ propertyPath: 'check_out', message: 'Minimum date exceeded', key: 'minimum_date_exceeded' }]),
      {
        kind: 'fields',
        code: 422,
        violations: [{ propertyPath: 'check_out', message: 'Minimum date exceeded', key: 'minimum_date_exceeded' }],
      },
    ],
    [
      'too many requests',
      refused('Too many requests. Please try again in a minute.', 'too_many_requests', 429),
      { kind: 'message', code: 429, message: 'Too many requests. Please try again in a minute.', key: 'too_many_requests' },
    ],
    [
      'no answer at all',
      refused('Failed to fetch', 'network', 0),
      { kind: 'message', code: 'network', message: 'Something went wrong. Please try again', key: 'generic' },
    ],
  ])('a refusal (%s) is kept as the form shows it, with no accepted claim and no refresh', async (_name, error, expected) => {
    const { scope, stats } = setup(async () => {
      throw error;
    });
    const result = await allSettled(submitClaimFx, { scope, params: values });
    expect(result.status).toBe('fail');
    expect(scope.getState($claimRefusal)).toEqual(expected);
    expect(scope.getState($acceptedClaim)).toBeNull();
    expect(stats).not.toHaveBeenCalled();
  });

  it.each([
    [
      'check-out before check-in',
      { check_in: addDays(today, -2), check_out: addDays(today, -4) },
      'check_out',
      'check_out_before_check_in',
    ],
    [
      'check-out on check-in day',
      { check_in: addDays(today, -2), check_out: addDays(today, -2) },
      'check_out',
      'check_out_before_check_in',
    ],
    [
      'check-out more than 90 days ago',
      { check_in: addDays(today, -95), check_out: addDays(today, -91) },
      'check_out',
      'minimum_date_exceeded',
    ],
    ['a stay that has not started', { check_in: addDays(today, 1), check_out: addDays(today, 3) }, 'check_in', 'stay_not_started'],
  ])('the browser refuses %s on its field without calling the API', async (_name, dates, field, key) => {
    const { scope, post } = setup(async () => claim);
    await allSettled(submitClaimFx, { scope, params: { ...values, ...dates } });
    expect(post).not.toHaveBeenCalled();
    const refusal = scope.getState($claimRefusal);
    expect(refusal).toMatchObject({ kind: 'fields', code: 422 });
    expect(refusal?.kind === 'fields' ? refusal.violations.map((v) => [v.propertyPath, v.key]) : []).toEqual([[field, key]]);
  });

  it('accepts a check-out exactly 90 days ago (the last day of the window)', async () => {
    const { scope, post } = setup(async () => claim);
    await allSettled(submitClaimFx, { scope, params: { ...values, check_in: addDays(today, -92), check_out: addDays(today, -90) } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(scope.getState($claimRefusal)).toBeNull();
  });

  it('a new attempt drops the previous refusal; a success after a refusal leaves no refusal behind', async () => {
    let answer: () => Promise<BookingClaim> = async () => {
      throw refused('No booking found, do you want to modify your claim', 'booking_not_found');
    };
    const { scope } = setup(() => answer());
    await allSettled(submitClaimFx, { scope, params: values });
    expect(scope.getState($claimRefusal)?.kind).toBe('booking-not-found');
    answer = async () => claim;
    await allSettled(submitClaimFx, { scope, params: values });
    expect(scope.getState($claimRefusal)).toBeNull();
    expect(scope.getState($acceptedClaim)).toEqual(claim);
  });

  it('opening or leaving the page, or "declare another booking", starts from a blank state', async () => {
    const { scope } = setup(async () => claim);
    await allSettled(submitClaimFx, { scope, params: values });
    await allSettled(anotherClaimRequested, { scope });
    expect(scope.getState($acceptedClaim)).toBeNull();
    await allSettled(submitClaimFx, { scope, params: values });
    await allSettled(claimPageClosed, { scope });
    expect(scope.getState($acceptedClaim)).toBeNull();
    const refusing = setup(async () => {
      throw refused('No booking found, do you want to modify your claim', 'booking_not_found');
    });
    await allSettled(submitClaimFx, { scope: refusing.scope, params: values });
    await allSettled(claimPageOpened, { scope: refusing.scope });
    expect(refusing.scope.getState($claimRefusal)).toBeNull();
  });
});
