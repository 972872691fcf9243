/** @vitest-environment node */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { boosterFor, claimDateRefusal, claimMiles } from '../../server/miles/rules';
import type { Booster } from '../../server/miles/rules';
import { call, expectContract, json, login, other, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { claimOf, day, dayOf, history, newBooking, newMember, relogin, seededClaim, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });
let member: TestMember;
beforeAll(async () => {
  member = await newMember(server, 'claimant');
});

const claim = (body: unknown, token = member.token) => call(server.app, 'POST', 'booking_claims', { token, body });
const expectRefusal = async (body: unknown, key: string, message: string, token = member.token) => {
  const response = await claim(body, token);
  expect(response.statusCode, response.body).toBe(422);
  expect(json<ErrorBody>(response)).toMatchObject({ code: 422, key, message });
  return json<ErrorBody>(response);
};

describe('the rules, with fixed dates', () => {
  // The rule since boosters became animations: a booster is an animation the member joins, and it doubles a stay whose CHECK-OUT
  // falls in its period (both days included); the global boosters table no longer doubles anything.
  const winter: Booster = { id: 8, name: 'Winter booster', starts_on: '2026-11-01', ends_on: '2026-12-15', multiplier: 2 };

  it('doubles stays checking out from 1 November to 15 December 2026 for a member who joined the booster', () => {
    expect(boosterFor('2026-11-01', [winter])).toBe(winter);
    expect(boosterFor('2026-12-15', [winter])).toBe(winter);
    expect(boosterFor('2026-10-31', [winter])).toBeNull();
    expect(boosterFor('2026-12-16', [winter])).toBeNull();
    expect(boosterFor('2026-11-10', [])).toBeNull();
    expect(claimMiles(3, winter)).toBe(600);
    expect(claimMiles(3, null)).toBe(300);
  });

  it('accepts claims until 90 days after check-out, once the stay has started', () => {
    expect(claimDateRefusal('2026-05-01', '2026-05-04', '2026-08-02')).toBeNull();
    expect(claimDateRefusal('2026-05-01', '2026-05-04', '2026-08-03')?.key).toBe('minimum_date_exceeded');
    expect(claimDateRefusal('2026-05-01', '2026-05-04', '2026-05-01')).toBeNull();
    expect(claimDateRefusal('2026-05-02', '2026-05-04', '2026-05-01')?.key).toBe('stay_not_started');
    expect(claimDateRefusal('2026-05-04', '2026-05-04', '2026-06-01')?.key).toBe('check_out_before_check_in');
  });
});

describe('POST booking_claims: field rules', () => {
  it('dev/bookings makes a default claimable booking without a body', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/dev/bookings' });
    expect(response.statusCode, response.body).toBe(201);
    const booking = json<Schemas['DevBooking']>(response);
    expectContract('DevBooking', booking);
    expect(booking).toMatchObject({
      check_in: dayOf(server, -5),
      check_out: dayOf(server, -2),
      nights: 3,
      rate_code: 'BAR',
      min_nights: null,
    });
    expect(booking.booking_number).toMatch(/^E2[A-Z0-9]{6}$/);
    expect((await claim(claimOf(booking))).statusCode).toBe(201);
  });

  it('needs a member token', async () => {
    const booking = await newBooking(server);
    expect((await call(server.app, 'POST', 'booking_claims', { body: claimOf(booking) })).statusCode).toBe(401);
  });

  it('names every field that breaks its rule, with its message and key', async () => {
    const booking = await newBooking(server);
    const response = await claim(
      claimOf(booking, {
        booking_number: 'AB12',
        cf_number: 'C-1',
        property: 0,
        guest_firstname: 'Jean<script>',
        guest_lastname: 'Smith!',
        source: 'fax' as Schemas['BookingSource'],
        check_in: '2026-02-30',
        check_out: 'tomorrow',
        additional_information: 'x'.repeat(1001),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).key).toBe('validation_failed');
    expect(violationOf(response, 'booking_number')).toEqual({
      propertyPath: 'booking_number',
      // The form's own message (schemas/forms/declare-booking.json), the one the browser shows.
      message: 'Please enter 8 letters or digits.',
      key: 'booking_number_format',
    });
    expect(violationOf(response, 'cf_number')).toMatchObject({
      key: 'cf_number_format',
      message: 'Please enter the confirmation number: 4 to 20 letters or digits.',
    });
    expect(violationOf(response, 'property')).toMatchObject({ key: 'hotel_not_found', message: 'Please choose a hotel from the list.' });
    expect(violationOf(response, 'guest_firstname')).toEqual({
      propertyPath: 'guest_firstname',
      message: 'Please use only alphanumeric characters',
      key: 'alphanumeric_only',
    });
    expect(violationOf(response, 'guest_lastname')?.key).toBe('alphanumeric_only');
    expect(violationOf(response, 'source')).toMatchObject({ key: 'invalid_source', message: 'Please choose how the booking was made.' });
    expect(violationOf(response, 'check_in')).toMatchObject({ key: 'invalid_date', message: 'Please enter a valid date.' });
    expect(violationOf(response, 'check_out')?.key).toBe('invalid_date');
    expect(violationOf(response, 'additional_information')).toMatchObject({
      key: 'additional_information_too_long',
      message: 'Please write at most 1 000 characters.',
    });
  });

  it('requires every field but the additional information, and refuses unknown ones', async () => {
    const response = await claim({ booking_number: 'ABCD1234', extra: true });
    expect(response.statusCode).toBe(422);
    for (const field of ['cf_number', 'guest_firstname', 'guest_lastname', 'source', 'check_in', 'check_out']) {
      expect(violationOf(response, field), field).toMatchObject({ key: 'required', message: 'This field is required.' });
    }
    // The form names the hotel's own message for a missing hotel (the browser shows the same).
    expect(violationOf(response, 'property')).toMatchObject({ key: 'hotel_not_found', message: 'Please choose a hotel from the list.' });
    expect(violationOf(response, 'additional_information')).toBeUndefined();
    expect(violationOf(response, 'extra')?.key).toBe('unexpected_field');
  });

  it('refuses a booking number that is not exactly 8 letters or digits', async () => {
    const booking = await newBooking(server);
    for (const number of ['ABCD123', 'ABCD12345', 'ABCD-123']) {
      expect(violationOf(await claim(claimOf(booking, { booking_number: number })), 'booking_number')?.key, number).toBe(
        'booking_number_format',
      );
    }
  });
});

describe('POST booking_claims: refusals', () => {
  it('refuses a check-out that is not after the check-in', async () => {
    const booking = await newBooking(server);
    const body = await expectRefusal(
      claimOf(booking, { check_out: booking.check_in }),
      'check_out_before_check_in',
      'Check-out must be after check-in.',
    );
    expect(body.violations?.[0]?.propertyPath).toBe('check_out');
  });

  it('refuses a stay that has not started yet (FUTSTAY1), but takes one that starts today (TODAY001) or is under way (ONGOING1)', async () => {
    const body = await expectRefusal(
      await seededClaim(server, 'FUTSTAY1'),
      'stay_not_started',
      'You can declare a stay once it has started',
    );
    expect(body.violations?.[0]).toEqual({
      propertyPath: 'check_in',
      message: 'You can declare a stay once it has started',
      key: 'stay_not_started',
    });
    expect((await claim(await seededClaim(server, 'TODAY001'))).statusCode).toBe(201);
    const ongoing = await claim(await seededClaim(server, 'ONGOING1'));
    expect(ongoing.statusCode).toBe(201);
    expect(json<Schemas['BookingClaim']>(ongoing).status).toBe('pending');
  });

  it('refuses "Minimum date exceeded" more than 90 days after check-out (OLDSTAY1, EDGE0091), not at 90 days (EDGE0090)', async () => {
    await expectRefusal(await seededClaim(server, 'OLDSTAY1'), 'minimum_date_exceeded', 'Minimum date exceeded');
    await expectRefusal(await seededClaim(server, 'EDGE0091'), 'minimum_date_exceeded', 'Minimum date exceeded');
    const edge = await claim(await seededClaim(server, 'EDGE0090'));
    expect(edge.statusCode, edge.body).toBe(201);
    // Valid at once: check-out + 7 days passed long ago.
    expect(json<Schemas['BookingClaim']>(edge).status).toBe('valid');
  });

  it('refuses a hotel that is not in the programme', async () => {
    const booking = await newBooking(server);
    const body = await expectRefusal(claimOf(booking, { property: 999 }), 'hotel_not_found', 'Please choose a hotel from the list.');
    expect(body.violations?.[0]?.propertyPath).toBe('property');
  });

  it('answers "No booking found, do you want to modify your claim" when number, hotel, dates or last name differ', async () => {
    const booking = await newBooking(server, { property: 3 });
    const message = 'No booking found, do you want to modify your claim';
    await expectRefusal(claimOf(booking, { booking_number: 'ZZZZ9999' }), 'booking_not_found', message);
    await expectRefusal(claimOf(booking, { property: 4 }), 'booking_not_found', message);
    await expectRefusal(claimOf(booking, { guest_lastname: 'Someone' }), 'booking_not_found', message);
    await expectRefusal(claimOf(booking, { check_in: dayOf(server, -20) }), 'booking_not_found', message);
    await expectRefusal(claimOf(booking, { check_out: dayOf(server, -1) }), 'booking_not_found', message);
    // Matching ignores case and accents of the name and the case of the booking number; the first name is not compared.
    const accepted = await claim(
      claimOf(booking, { booking_number: booking.booking_number.toLowerCase(), guest_lastname: 'GUÉST', guest_firstname: 'Anyone' }),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses a stay shorter than its rate allows (MINSTAY1: 1 night on a 2-night rate), and accepts one long enough', async () => {
    const body = await expectRefusal(
      await seededClaim(server, 'MINSTAY1'),
      'minimum_stay_not_met',
      'This rate requires a minimum stay of 2 nights.',
    );
    expect(body.violations?.[0]).toMatchObject({ propertyPath: 'check_out', params: { count: 2 } });
    const long = await newBooking(server, { check_in: dayOf(server, -12), check_out: dayOf(server, -10), min_nights: 2 });
    expect((await claim(claimOf(long))).statusCode).toBe(201);
  });

  it('refuses a booking already claimed by another member (CLAIMED1) or by the member, and never credits twice', async () => {
    const message = 'This booking has already been claimed.';
    const body = await expectRefusal(await seededClaim(server, 'CLAIMED1'), 'booking_already_claimed', message);
    expect(body.violations?.[0]).toEqual({ propertyPath: 'booking_number', message, key: 'booking_already_claimed' });
    await expectRefusal(await seededClaim(server, 'DANA0001'), 'booking_already_claimed', message, tokens.demo);
    const booking = await newBooking(server);
    expect((await claim(claimOf(booking))).statusCode).toBe(201);
    const before = (await history(server, member.token)).count;
    await expectRefusal(claimOf(booking), 'booking_already_claimed', message);
    await expectRefusal(claimOf(booking), 'booking_already_claimed', message, tokens.other);
    expect((await history(server, member.token)).count).toBe(before);
  });

  it('lets only one of two members claiming the same booking at once succeed', async () => {
    const booking = await newBooking(server);
    const rival = await newMember(server, 'rival');
    const answers = await Promise.all([
      claim(claimOf(booking)),
      claim(claimOf(booking), rival.token),
      claim(claimOf(booking), tokens.other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe('an accepted claim', () => {
  let fresh: TestMember;
  beforeAll(async () => {
    fresh = await newMember(server, 'earner');
  });

  it('credits nights × 100 miles as pending until check-out + 7 days', async () => {
    const booking = await newBooking(server, { check_in: dayOf(server, -10), check_out: dayOf(server, -6), property: 16 });
    const response = await claim(claimOf(booking, { source: 'gds', additional_information: 'Late check-out granted.' }), fresh.token);
    expect(response.statusCode, response.body).toBe(201);
    const accepted = json<Schemas['BookingClaim']>(response);
    expectContract('BookingClaim', accepted);
    expect(accepted).toMatchObject({
      booking_number: booking.booking_number,
      nights: 4,
      miles: 400,
      booster: false,
      status: 'pending',
      source: 'gds',
      hotel: { id: 16, name: 'Horizon Paris Opéra', city: 'Paris' },
    });
    expect(accepted.valid_on).toBe(`${dayOf(server, 1)}T00:00:00.000Z`);
    const [line] = (await history(server, fresh.token, '?type[]=reservation')).items;
    expect(line).toMatchObject({
      id: accepted.movement_id,
      type: 'reservation',
      status: 'pending',
      amount: 400,
      valid_on: accepted.valid_on,
      booking_number: booking.booking_number,
      hotel: { id: 16 },
    });
    expect(line?.label).toBe(`Booking ${booking.booking_number} – Horizon Paris Opéra, Paris (4 nights)`);
    const claims = json<Schemas['BookingClaim'][]>(await call(server.app, 'GET', 'booking_claims', { token: fresh.token }));
    expect(claims.map((c) => c.id)).toEqual([accepted.id]);
  });

  it('doubles the miles of a stay checking out in the period of a booster the member joined, not outside it', async () => {
    // The member joins the seeded Winter booster (animation 8), whose period the test then moves to 30..20 days ago.
    expect((await call(server.app, 'POST', 'animations/8/booster', { token: fresh.token })).statusCode).toBe(200);
    await server.db.query('UPDATE animations SET starts_on = $1, ends_on = $2 WHERE id = 8', [dayOf(server, -30), dayOf(server, -20)]);
    const boosted = await newBooking(server, { check_in: dayOf(server, -25), check_out: dayOf(server, -22) });
    expect(boosted.miles).toBe(300); // a dev booking knows no member: its miles are without booster
    const answer = json<Schemas['BookingClaim']>(await claim(claimOf(boosted), fresh.token));
    expect(answer).toMatchObject({ nights: 3, miles: 600, booster: true });
    const late = await newBooking(server, { check_in: dayOf(server, -42), check_out: dayOf(server, -40) });
    expect(json<Schemas['BookingClaim']>(await claim(claimOf(late), fresh.token))).toMatchObject({ nights: 2, miles: 200, booster: false });
    const [line] = (await history(server, fresh.token, '?type[]=reservation')).items.filter(
      (m) => m.booking_number === boosted.booking_number,
    );
    expect(line?.label).toContain('(3 nights, booster 2x)');
  });

  it('counts in the pending total, not in the balance, until valid_on; then in the balance', async () => {
    // Of the three claims above, only the 4-night stay is still pending (the others ended more than 7 days ago).
    const before = await stats(server, fresh.token);
    expectContract('PointsStats', before);
    expect(before.pending).toBe(400);
    expect(before.points[0]).toBe(400);
    expect(before.points[4]).toBe(800);
    expect((await history(server, fresh.token, '?status[]=pending')).items.map((m) => m.amount)).toEqual([400]);
    server.clock.advance(day + 60_000);
    // Tokens last 59 minutes: log in again on the new day.
    fresh = await relogin(server, fresh);
    const after = await stats(server, fresh.token);
    expect(after.points).toEqual([0, 0, 0, 1200, 1200, 0]);
    expect(after.pending).toBe(0);
    expect((await history(server, fresh.token, '?status[]=valid')).items.map((m) => m.amount).sort()).toEqual([200, 400, 600]);
    expect((await history(server, fresh.token, '?status[]=pending')).count).toBe(0);
    const claims = json<Schemas['BookingClaim'][]>(await call(server.app, 'GET', 'booking_claims', { token: fresh.token }));
    expect(claims.every((c) => c.status === 'valid')).toBe(true);
  });

  it("are the member's own: another member's list does not show them", async () => {
    const mine = json<Schemas['BookingClaim'][]>(await call(server.app, 'GET', 'booking_claims', { token: fresh.token }));
    const { token: otherToken } = await login(server.app, other);
    const theirs = json<Schemas['BookingClaim'][]>(await call(server.app, 'GET', 'booking_claims', { token: otherToken }));
    expect(mine.length).toBe(3);
    expect(theirs.map((c) => c.booking_number)).toEqual(['CLAIMED1']);
    expect((await call(server.app, 'GET', 'booking_claims')).statusCode).toBe(401);
  });

  it('names its hotel’s city and country in the request’s language: the answer, the list, my bookings', async () => {
    const named = await newMember(server, 'named');
    const asked = (language: string) => ({ token: named.token, headers: { 'accept-language': language } });
    const booking = await newBooking(server, { check_in: dayOf(server, -5), check_out: dayOf(server, -3), property: 1 });
    const response = await call(server.app, 'POST', 'booking_claims', { ...asked('fr-be'), body: claimOf(booking) });
    expect(response.statusCode, response.body).toBe(201);
    const accepted = json<Schemas['BookingClaim']>(response);
    expectContract('BookingClaim', accepted);
    expect(accepted.hotel).toMatchObject({ id: 1, city: 'Bruxelles', country_code: 'BE', country: 'Belgique' });
    const listed = json<Schemas['BookingClaim'][]>(await call(server.app, 'GET', 'booking_claims', asked('nl-be')));
    expect(listed.map((c) => [c.hotel.city, c.hotel.country_code, c.hotel.country])).toEqual([['Brussel', 'BE', 'België']]);
    const mine = json<Schemas['MyBookings']>(await call(server.app, 'GET', 'my_bookings', asked('en')));
    expectContract('MyBookings', mine);
    expect(mine.claims.map((c) => [c.hotel.city, c.hotel.country_code, c.hotel.country])).toEqual([['Brussels', 'BE', 'Belgium']]);
  });
});
