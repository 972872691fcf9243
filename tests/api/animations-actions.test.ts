/** @vitest-environment node */
// Booster, event, voucher and code actions: the booster doubles the claims of members who joined it
// for bookings checking out in its period; event cancellation until the deadline (clock); a member's code is
// kept; actions of another type, closed periods and impersonated sessions are refused.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { detail, seeded } from './support/animations';
import { claimOf, day, dayOf, history, newBooking, newMember, relogin } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
const post = (path: string, token: string) => call(server.app, 'POST', path, { token });
const keyOf = (response: { body: string }) => (JSON.parse(response.body) as ErrorBody).key;

async function declare(member: TestMember, checkIn: number, checkOut: number): Promise<Schemas['BookingClaim']> {
  const booking = await newBooking(server, { check_in: dayOf(server, checkIn), check_out: dayOf(server, checkOut) });
  const response = await call(server.app, 'POST', 'booking_claims', { token: member.token, body: claimOf(booking) });
  expect(response.statusCode, response.body).toBe(201);
  return json<Schemas['BookingClaim']>(response);
}

describe('a booster (winter booster: from 10 days ago to 50 days ahead, × 2)', () => {
  it('doubles a booking whose check-out is in the period, for a member who joined', async () => {
    const member = await newMember(server, 'booster');
    const joined = await post(`animations/${seeded.winterBooster}/booster`, member.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const action = json<Schemas['AnimationBoosterAction']>(joined);
    expect(action).toMatchObject({ kind: 'booster', multiplier: 2 });
    expect(action.joined_at).not.toBeNull();
    // Joining twice changes nothing.
    expect(json<Schemas['AnimationBoosterAction']>(await post(`animations/${seeded.winterBooster}/booster`, member.token))).toEqual(action);
    // Check-in before the period, check-out inside it: doubled (the check-out decides).
    expect(await declare(member, -12, -8)).toMatchObject({ nights: 4, miles: 800, booster: true });
    // Check-out the day before the period starts: not doubled.
    expect(await declare(member, -14, -11)).toMatchObject({ nights: 3, miles: 300, booster: false });
    const lines = (await history(server, member.token, '?type[]=reservation')).items;
    expect(lines.find((l) => l.amount === 800)?.label).toContain('(4 nights, booster 2x)');
    expect(lines.find((l) => l.amount === 300)?.label).not.toContain('booster');
  });

  it('does not double the same booking dates for a member who did not join', async () => {
    const member = await newMember(server, 'nobooster');
    expect(await declare(member, -12, -8)).toMatchObject({ nights: 4, miles: 400, booster: false });
  });

  it('cannot be joined before it starts, and is refused on another type', async () => {
    const member = await newMember(server, 'early');
    const early = await post(`animations/${seeded.springBooster}/booster`, member.token);
    expect([early.statusCode, keyOf(early)]).toEqual([409, 'animation_closed']);
    const wrong = await post(`animations/${seeded.brandsQuiz}/booster`, member.token);
    expect([wrong.statusCode, keyOf(wrong)]).toEqual([409, 'not_a_booster']);
  });
});

describe('an event', () => {
  it('registers once, counts the seat, and cancels until the deadline but not after', async () => {
    let member = await newMember(server, 'event');
    const path = `animations/${seeded.agencyDays}/registration`;
    const registered = json<Schemas['AnimationEventAction']>(await post(path, member.token));
    expect(registered).toMatchObject({ kind: 'event', registered: true, seats_total: 40, seats_left: 39 });
    expect(json<Schemas['AnimationEventAction']>(await post(path, member.token))).toMatchObject({ registered: true, seats_left: 39 });
    const cancelled = await call(server.app, 'DELETE', path, { token: member.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<Schemas['AnimationEventAction']>(cancelled)).toMatchObject({ registered: false, seats_left: 40 });
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.agencyDays)).participation.state).toBe('not_started');
    await post(path, member.token);
    // The seeded deadline is 23 days ahead at 22:00 UTC: 24 days later it has passed.
    server.clock.advance(24 * day);
    try {
      member = await relogin(server, member);
      const late = await call(server.app, 'DELETE', path, { token: member.token });
      expect([late.statusCode, keyOf(late)]).toEqual([409, 'cancel_deadline_passed']);
      expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.agencyDays)).action).toMatchObject({
        registered: true,
      });
    } finally {
      server.clock.reset();
    }
  });
});

describe('a voucher', () => {
  it('gives the member one code and the same code again, and counts what is left', async () => {
    const member = await newMember(server, 'voucher');
    const first = json<Schemas['AnimationCodeAction']>(await post(`animations/${seeded.spaVoucher}/code`, member.token));
    expect(first.code).toMatch(/^SPA-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(first.received_at).not.toBeNull();
    const again = json<Schemas['AnimationCodeAction']>(await post(`animations/${seeded.spaVoucher}/code`, member.token));
    expect(again).toEqual(first);
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.spaVoucher))).toMatchObject({
      action: { code: first.code, codes_left: first.codes_left },
      participation: { state: 'completed' },
    });
    const other = await newMember(server, 'voucher2');
    const second = json<Schemas['AnimationCodeAction']>(await post(`animations/${seeded.spaVoucher}/code`, other.token));
    expect(second.code).not.toBe(first.code);
    expect(second.codes_left).toBe(first.codes_left - 1);
  });

  it('is refused once closed', async () => {
    const member = await newMember(server, 'late-voucher');
    const response = await post(`animations/${seeded.autumnVoucher}/code`, member.token);
    expect([response.statusCode, keyOf(response)]).toEqual([409, 'animation_closed']);
  });
});

describe('a support session', () => {
  it('reads the animations but takes part in nothing: every write is 409 impersonation_forbidden', async () => {
    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    const { token } = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    expect((await call(server.app, 'GET', 'animations_type_light', { token })).statusCode).toBe(200);
    const writes = [
      post(`animations/${seeded.habitsSurvey}/attempts`, token),
      post(`animations/${seeded.winterBooster}/booster`, token),
      post(`animations/${seeded.agencyDays}/registration`, token),
      post(`animations/${seeded.spaVoucher}/code`, token),
      post(`animations/${seeded.londonExternal}/external_start`, token),
      post(`animations/${seeded.businessElearning}/modules/701/read`, token),
    ];
    for (const response of await Promise.all(writes))
      expect([response.statusCode, keyOf(response)]).toEqual([409, 'impersonation_forbidden']);
  });
});
