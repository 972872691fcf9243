// My bookings (src/model/my-bookings) with fork + allSettled and the calls' handlers replaced: the list and its
// states, the confirmation PDF fetched in the page's language and saved under the booking's reference, one at a
// time, and each way it can fail with its own message.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { fetchConfirmationFx, loadMyBookingsFx, saveConfirmationFx } from '@/model/my-bookings/my-bookings-calls';
import {
  $confirmationError,
  $confirmationLoading,
  $myBookings,
  confirmationErrorDismissed,
  confirmationRequested,
  myBookingsOpened,
} from '@/model/my-bookings/my-bookings-model';
import type { MyBookings, Redemption } from '@/model/my-bookings/my-bookings-model';
import { memberChanged } from '@/model/session/member-changed';

const redemption = (id: number, status: Redemption['status']): Redemption => ({
  id,
  reference: `RN-00012${id}`,
  hotel: {
    id: 4,
    code: 'HBXL',
    name: 'Horizon Brussels Grand-Place',
    city: 'Brussels',
    country_code: 'BE',
    brand: { code: 'horizon', name: 'Horizon' },
  },
  arrival: '2027-02-10',
  departure: '2027-02-12',
  nights: 2,
  rooms: 1,
  adults: [2],
  children: [0],
  miles: 9_000,
  status,
  refusal_reason: status === 'refused' ? 'quota' : null,
  created_at: '2026-11-20T10:00:00.000Z',
  decides_at: '2026-11-23T10:00:00.000Z',
  decided_at: status === 'pending' ? null : '2026-11-23T10:00:00.000Z',
  movement_id: 100 + id,
  confirmation_available: status === 'approved',
});
const bookings: MyBookings = { redemptions: [redemption(3, 'approved'), redemption(2, 'pending'), redemption(1, 'refused')], claims: [] };
const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
const error = (status: number, code: string): ApiError => ({ code, status, errors: code, key: code });

function setup(fetchPdf: (p: { id: number; reference: string; language: string }) => Promise<Blob> = async () => pdf) {
  const calls = { load: vi.fn(async () => bookings), fetch: vi.fn(fetchPdf), save: vi.fn(async () => undefined) };
  const scope = fork({
    values: [[$appliedLanguage, 'nl-be']],
    handlers: [
      [loadMyBookingsFx, calls.load],
      [fetchConfirmationFx, calls.fetch],
      [saveConfirmationFx, calls.save],
    ],
  });
  return { scope, calls };
}

describe('my bookings', () => {
  it('lists the redemptions with their states, reads them again at every visit, and keeps them on a failed reread', async () => {
    const { scope, calls } = setup();
    expect(scope.getState($myBookings)).toEqual({ status: 'loading' });
    await allSettled(myBookingsOpened, { scope });
    const state = scope.getState($myBookings);
    expect(state.status === 'ready' && state.data.redemptions.map((r) => [r.reference, r.status])).toEqual([
      ['RN-000123', 'approved'],
      ['RN-000122', 'pending'],
      ['RN-000121', 'refused'],
    ]);
    calls.load.mockImplementationOnce(async () => Promise.reject(error(0, 'network')));
    await allSettled(myBookingsOpened, { scope });
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(scope.getState($myBookings).status).toBe('ready');
    await allSettled(memberChanged, { scope });
    expect(scope.getState($myBookings)).toEqual({ status: 'loading' });
  });

  it('says so when the first read fails', async () => {
    const { scope, calls } = setup();
    calls.load.mockImplementationOnce(async () => Promise.reject(error(503, 'service_unavailable')));
    await allSettled(myBookingsOpened, { scope });
    expect(scope.getState($myBookings)).toEqual({ status: 'failure', code: 'service_unavailable' });
  });
});

describe('the booking confirmation PDF', () => {
  it('is fetched in the page language and saved under the booking reference, one at a time', async () => {
    let release: (blob: Blob) => void = () => undefined;
    const { scope, calls } = setup(() => new Promise<Blob>((resolve) => (release = resolve)));
    const first = allSettled(confirmationRequested, { scope, params: { id: 3, reference: 'RN-000123' } });
    expect(scope.getState($confirmationLoading)).toBe(3);
    // A second click while the first runs asks nothing.
    const second = allSettled(confirmationRequested, { scope, params: { id: 3, reference: 'RN-000123' } });
    expect(calls.fetch).toHaveBeenCalledTimes(1);
    expect(calls.fetch).toHaveBeenCalledWith({ id: 3, reference: 'RN-000123', language: 'nl-be' });
    release(pdf);
    await Promise.all([first, second]);
    expect(calls.fetch).toHaveBeenCalledTimes(1);
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(calls.save).toHaveBeenCalledWith({ id: 3, blob: pdf, filename: 'confirmation-RN-000123.pdf' });
    expect(scope.getState($confirmationLoading)).toBeNull();
    expect(scope.getState($confirmationError)).toBeNull();
  });

  it.each([
    [error(409, 'redemption_not_approved'), 'notApproved'],
    [error(404, 'redemption_not_found'), 'notFound'],
    [error(0, 'network'), 'offline'],
    [error(500, 'internal'), 'failed'],
  ] as const)('a refusal %#: shows its message next to that booking, and saves nothing', async (failure, key) => {
    const { scope, calls } = setup(async () => Promise.reject(failure));
    await allSettled(confirmationRequested, { scope, params: { id: 2, reference: 'RN-000122' } });
    expect(scope.getState($confirmationError)).toEqual({ id: 2, key });
    expect(scope.getState($confirmationLoading)).toBeNull();
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('reads the list again after "not approved yet" (the hotel may have answered since), and the message goes with a dismissal or a new try', async () => {
    const { scope, calls } = setup(async () => Promise.reject(error(409, 'redemption_not_approved')));
    await allSettled(confirmationRequested, { scope, params: { id: 2, reference: 'RN-000122' } });
    expect(calls.load).toHaveBeenCalledTimes(1);
    await allSettled(confirmationErrorDismissed, { scope });
    expect(scope.getState($confirmationError)).toBeNull();
    await allSettled(confirmationRequested, { scope, params: { id: 2, reference: 'RN-000122' } });
    expect(scope.getState($confirmationError)).toEqual({ id: 2, key: 'notApproved' });
    calls.fetch.mockImplementation(async () => pdf);
    await allSettled(confirmationRequested, { scope, params: { id: 3, reference: 'RN-000123' } });
    expect(scope.getState($confirmationError)).toBeNull();
  });

  it('says the download failed when the browser could not take the file', async () => {
    const { scope, calls } = setup();
    calls.save.mockImplementation(async () => Promise.reject(new Error('blocked')));
    await allSettled(confirmationRequested, { scope, params: { id: 3, reference: 'RN-000123' } });
    expect(scope.getState($confirmationError)).toEqual({ id: 3, key: 'failed' });
  });
});
