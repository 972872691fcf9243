// The results' search model and the redemption steps, with fork + allSettled and the calls' handlers (no network).
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { defaultCriteria } from '@/model/hotel-search/criteria';
import type { SearchCriteria } from '@/model/hotel-search/criteria';
import { searchHotelsFx } from '@/model/hotel-search/hotel-calls';
import type { HotelSearch } from '@/model/hotel-search/hotel-calls';
import { $results, resultsFor, searchOpened, searchRetried } from '@/model/hotel-search/search-model';
import { createRedemptionFx, quoteStayFx } from '@/model/hotel/hotel-calls';
import type { HotelAvailability, Redemption, RedemptionCall, StayRequest } from '@/model/hotel/hotel-calls';
import { $redemption, redemptionConfirmed, redemptionEdited, redemptionReset, stayQuoteFx } from '@/model/hotel/redemption-model';
import type { StayAsked } from '@/model/hotel/redemption-model';
import { loadStatsFx } from '@/model/user/user-model';
import { $appliedLanguage } from '@/model/locale/locale-model';

const paris: SearchCriteria = {
  ...defaultCriteria(),
  destination: { type: 'city', id: 'Paris', label: 'Paris' },
  arrival: '2030-03-02',
  departure: '2030-03-05',
};
const answer = (total: number): HotelSearch => ({
  criteria: { destination: 'Paris', arrival: '2030-03-02', departure: '2030-03-05', nights: 3, rooms: 1, adults: [2], children: [0] },
  total,
  page: 1,
  limit: 20,
  pages: 1,
  facets: { brands: [], cities: [], stars: [] },
  results: [],
});
const apiError = (status: number, code: string): ApiError => ({ status, code, errors: code, key: code });

describe('hotel search model', () => {
  it('shows only the latest search: a slower answer to an older one is dropped', async () => {
    const resolvers: Array<() => void> = [];
    const scope = fork({
      values: [[$appliedLanguage, 'en']],
      handlers: [
        [
          searchHotelsFx,
          ({ criteria }: { criteria: SearchCriteria }) =>
            new Promise<HotelSearch>((resolve) => resolvers.push(() => resolve(answer(criteria.sort === 'name' ? 2 : 9)))),
        ],
      ],
    });
    const first = allSettled(searchOpened, { scope, params: paris });
    const byName = { ...paris, sort: 'name' as const };
    const second = allSettled(searchOpened, { scope, params: byName });
    resolvers[1]?.();
    resolvers[0]?.();
    await Promise.all([first, second]);
    const state = scope.getState($results);
    expect(state.params && resultsFor(byName, 'en')(state.params)).toBe(true);
    expect(state.state).toEqual({ status: 'ready', data: answer(2) });
  });

  it('a failure can be retried; the same search opened again is shown without asking again', async () => {
    let calls = 0;
    const down = fork({
      values: [[$appliedLanguage, 'en']],
      handlers: [
        [searchHotelsFx, () => ((calls += 1) === 1 ? Promise.reject(apiError(503, 'service_unavailable')) : Promise.resolve(answer(4)))],
      ],
    });
    await allSettled(searchOpened, { scope: down, params: paris });
    expect(down.getState($results).state).toEqual({ status: 'failure', code: 'service_unavailable' });
    await allSettled(searchRetried, { scope: down, params: paris });
    expect(down.getState($results).state).toEqual({ status: 'ready', data: answer(4) });
    await allSettled(searchOpened, { scope: down, params: paris });
    expect(calls).toBe(2);
  });
});

const stay: StayRequest = { hotelId: 12, arrival: '2030-03-02', departure: '2030-03-04', adults: [2], children: [0] };
/** What the form asks for that stay, at a hotel of one night's minimum stay. */
const asked: StayAsked = {
  hotelId: 12,
  minNights: 1,
  today: '2030-01-01',
  arrival: '2030-03-02',
  nights: 2,
  rooms: [{ adults: 2, children: 0 }],
  // The form's values as typed, a field an editor added among them: they go with the request.
  values: { arrival: '2030-03-02', nights: 2, rooms: 1, special_request: 'A high floor' },
};
const quoted = { ...stay, values: asked.values };
const quote = (over: Partial<HotelAvailability> = {}): HotelAvailability => ({
  hotel_id: 12,
  arrival: stay.arrival,
  departure: stay.departure,
  nights: 2,
  rooms: 1,
  available: true,
  unavailable_reason: null,
  quota_reached: false,
  min_nights: 1,
  miles_total: 9000,
  miles_per_night: 4500,
  rate: { total_cents: 24000, per_night_cents: 12000, currency: 'EUR' },
  dates: [],
  ...over,
});

describe('redemption steps', () => {
  it('stay → quote → confirm → pending, and the balance is read again', async () => {
    let created: unknown = null;
    let statsLoads = 0;
    const redemption = { id: 5, reference: 'RN-000005', status: 'pending', miles: 9000 } as Redemption;
    const scope = fork({
      handlers: [
        [quoteStayFx, () => Promise.resolve(quote())],
        [
          createRedemptionFx,
          (body: unknown) => {
            created = body;
            return Promise.resolve(redemption);
          },
        ],
        [loadStatsFx, () => (statsLoads++, Promise.resolve({ points: [0, 0, 0, 0, 1000, 0], basket: 0 }))],
      ],
    });
    await allSettled(stayQuoteFx, { scope, params: asked });
    expect(scope.getState($redemption)).toEqual({ step: 'confirm', stay: quoted, quote: quote(), error: null });
    await allSettled(redemptionConfirmed, { scope });
    expect(created).toEqual({ ...quoted, nights: 2, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
    expect(scope.getState($redemption)).toEqual({ step: 'done', redemption });
    expect(statsLoads).toBe(1);
  });

  it("refuses the page's rules as the API does, on their fields, before asking; an unavailable hotel for the whole stay", async () => {
    let quotes = 0;
    const scope = fork({
      handlers: [[quoteStayFx, () => (quotes++, Promise.resolve(quote({ available: false, unavailable_reason: 'sold_out' })))]],
    });
    const rooms = Array.from({ length: 8 }, () => ({ adults: 2, children: 0 }));
    const broken = await allSettled(stayQuoteFx, { scope, params: { ...asked, arrival: '2029-12-31', minNights: 3, rooms } });
    expect(broken).toMatchObject({
      status: 'fail',
      value: {
        status: 422,
        errors: [
          { propertyPath: 'arrival', key: 'arrival_in_past' },
          { propertyPath: 'nights', key: 'minimum_stay_not_met', params: { count: 3 } },
          { propertyPath: 'rooms', key: 'group_booking_required' },
        ],
      },
    });
    expect(quotes).toBe(0);
    const full = await allSettled(stayQuoteFx, { scope, params: asked });
    expect(full).toMatchObject({ status: 'fail', value: { key: 'hotel_not_available', errors: 'hotel_not_available' } });
    expect(quotes).toBe(1);
    expect(scope.getState($redemption)).toEqual({ step: 'form' });
  });

  it('the monthly quota refusal stays on the confirmation with its code', async () => {
    const scope = fork({
      handlers: [
        [quoteStayFx, () => Promise.resolve(quote())],
        [createRedemptionFx, () => Promise.reject(apiError(409, 'redemption_quota_reached'))],
      ],
    });
    await allSettled(stayQuoteFx, { scope, params: asked });
    await allSettled(redemptionConfirmed, { scope });
    expect(scope.getState($redemption)).toEqual({ step: 'confirm', stay: quoted, quote: quote(), error: 'redemption_quota_reached' });
    await allSettled(redemptionEdited, { scope });
    expect(scope.getState($redemption)).toEqual({ step: 'form' });
  });

  it('a quote for a month whose quota is full is shown but cannot be confirmed: no request is sent', async () => {
    let sends = 0;
    const full = quote({ quota_reached: true });
    const scope = fork({
      handlers: [
        [quoteStayFx, () => Promise.resolve(full)],
        [createRedemptionFx, () => (sends++, Promise.resolve({ id: 5 } as Redemption))],
      ],
    });
    await allSettled(stayQuoteFx, { scope, params: asked });
    expect(scope.getState($redemption)).toEqual({ step: 'confirm', stay: quoted, quote: full, error: null });
    await allSettled(redemptionConfirmed, { scope });
    expect(sends).toBe(0);
    expect(scope.getState($redemption)).toEqual({ step: 'confirm', stay: quoted, quote: full, error: null });
  });

  it('a send whose answer was lost is retried with the same Idempotency-Key; a new stay gets a new one', async () => {
    const keys: string[] = [];
    let answers = 0;
    const scope = fork({
      handlers: [
        [quoteStayFx, () => Promise.resolve(quote())],
        [
          createRedemptionFx,
          ({ idempotencyKey }: RedemptionCall) => {
            keys.push(idempotencyKey);
            answers += 1;
            // The first answer never arrives (the network dropped it after the server made the request).
            return answers === 1 ? Promise.reject(apiError(0, 'network')) : Promise.resolve({ id: 5 } as Redemption);
          },
        ],
        [loadStatsFx, () => Promise.resolve({ points: [0, 0, 0, 0, 1000, 0], basket: 0 })],
      ],
    });
    await allSettled(stayQuoteFx, { scope, params: asked });
    await allSettled(redemptionConfirmed, { scope });
    expect(scope.getState($redemption)).toMatchObject({ step: 'confirm', error: 'network' });
    await allSettled(redemptionConfirmed, { scope });
    expect(scope.getState($redemption)).toMatchObject({ step: 'done' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Another request of the same member (a new stay): a new key, or the server would answer the first request.
    await allSettled(redemptionReset, { scope });
    await allSettled(stayQuoteFx, { scope, params: asked });
    await allSettled(redemptionConfirmed, { scope });
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a stay the hotel cannot give (minimum stay) or the API refuses stays on the form, which shows the refusal', async () => {
    const scope = fork({
      handlers: [[quoteStayFx, () => Promise.resolve(quote({ available: false, unavailable_reason: 'minimum_stay' }))]],
    });
    expect(await allSettled(stayQuoteFx, { scope, params: asked })).toMatchObject({
      status: 'fail',
      value: { key: 'minimum_stay_not_met' },
    });
    expect(scope.getState($redemption)).toEqual({ step: 'form' });
    const range = fork({ handlers: [[quoteStayFx, () => Promise.reject(apiError(422, 'date_range_too_long'))]] });
    expect(await allSettled(stayQuoteFx, { scope: range, params: asked })).toMatchObject({
      status: 'fail',
      value: { key: 'date_range_too_long' },
    });
    expect(range.getState($redemption)).toEqual({ step: 'form' });
  });

  it('confirming without a quote does nothing', async () => {
    let calls = 0;
    const scope = fork({ handlers: [[createRedemptionFx, () => (calls++, Promise.reject(apiError(500, 'x')))]] });
    await allSettled(redemptionConfirmed, { scope });
    expect(calls).toBe(0);
    expect(scope.getState($redemption)).toEqual({ step: 'form' });
  });
});
