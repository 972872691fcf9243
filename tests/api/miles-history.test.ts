/** @vitest-environment node */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { wholeHistory } from './support/history-pages';
import { dayOf, giveMiles, history, newMember, stats } from './support/miles';
import type { FirstPage } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });
let dana: FirstPage;
beforeAll(async () => {
  dana = await wholeHistory(server, tokens.demo);
});

const types = ['order', 'reservation', 'exceptional', 'animation', 'sponsorship', 'transfer', 'inscription', 'expired'];

describe("the demo member's seeded history", () => {
  it('has 300+ movements of every type and status over two years, newest first, answering the contract', () => {
    expectContract('PointsHistory', dana);
    expect(dana.count).toBe(dana.items.length);
    expect(dana.count).toBeGreaterThanOrEqual(300);
    expect(new Set(dana.items.map((m) => m.id)).size).toBe(dana.count);
    expect(new Set(dana.items.map((m) => m.type))).toEqual(new Set(types));
    expect(new Set(dana.items.map((m) => m.status))).toEqual(new Set(['valid', 'pending', 'cancelled']));
    const times = dana.items.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(700 * 86_400_000);
    expect(dana.items.find((m) => m.booking_number === 'DANA0001')).toMatchObject({
      type: 'reservation',
      status: 'pending',
      amount: 800,
      hotel: { name: 'Horizon Rotterdam Erasmus', city: 'Rotterdam' },
    });
    expect(dana.items.filter((m) => m.type === 'expired').every((m) => m.amount < 0 && m.expires_on === null)).toBe(true);
    expect(dana.items.filter((m) => m.status === 'pending').every((m) => Date.parse(m.valid_on) > Date.now())).toBe(true);
  });

  it('keeps the balance of 87 500 and the stats of the README, and announces the miles expiring within 60 days', async () => {
    const s = await stats(server, tokens.demo);
    expect(s.points).toEqual([5200, 6300, 1500, 100_000, 87_500, 11_000]);
    expect(s.pending).toBe(5200);
    // Debits use the oldest miles first: of the miles valid 22 to 24 months ago, 2 500 remain, on three dates.
    expect(s.expiring_total).toBe(2500);
    expect(s.expiring?.map((e) => e.amount)).toEqual([1500, 600, 400]);
    const limit = dayOf(server, 60);
    expect(s.expiring?.every((e) => e.date > dayOf(server) && e.date <= limit)).toBe(true);
  });

  it("leaves the balance, pending total and expiring miles to users_stats (the header's figures): not computed twice", () => {
    for (const figure of ['balance', 'pending', 'expiring']) expect(dana).not.toHaveProperty(figure);
  });

  it('sums to the balance: valid totals by type add up to 87 500, the pending ones to 5 200', () => {
    expect(dana.totals.map((t) => t.type)).toEqual(types);
    dana.totals.forEach((t) => expectContract('PointsTypeTotal', t));
    expect(dana.totals.reduce((sum, t) => sum + t.valid, 0)).toBe(87_500);
    expect(dana.totals.reduce((sum, t) => sum + t.pending, 0)).toBe(5200);
    expect(dana.totals.reduce((sum, t) => sum + t.count, 0)).toBe(dana.count);
    expect(dana.totals.find((t) => t.type === 'expired')).toMatchObject({ count: 1, valid: -1500 });
  });
});

describe('GET points_history filters', () => {
  it('by type, one or several', async () => {
    const reservations = await history(server, tokens.demo, '?type[]=reservation');
    expect(reservations.items.every((m) => m.type === 'reservation')).toBe(true);
    expect(reservations.count).toBe(dana.totals.find((t) => t.type === 'reservation')?.count);
    expect(reservations.totals.filter((t) => t.count > 0).map((t) => t.type)).toEqual(['reservation']);
    const two = await history(server, tokens.demo, '?type[]=order&type[]=transfer');
    expect(new Set(two.items.map((m) => m.type))).toEqual(new Set(['order', 'transfer']));
    expect(two.count).toBe(dana.items.filter((m) => m.type === 'order' || m.type === 'transfer').length);
  });

  it('limits the items to the newest N, while count and totals still cover every match', async () => {
    const latest = await history(server, tokens.demo, '?limit=5');
    expect(latest.items).toEqual(dana.items.slice(0, 5));
    expect(latest.count).toBe(dana.count);
    expect(latest.totals).toEqual(dana.totals);
    const pending = await history(server, tokens.demo, '?status[]=pending&limit=2');
    expect(pending.items).toHaveLength(2);
    expect(pending.count).toBeGreaterThan(2);
  });

  it('pages by 100 without limit, 200 at most; 0, 201 and non-numbers are refused', async () => {
    const first = await history(server, tokens.demo);
    expect(first.items).toEqual(dana.items.slice(0, 100));
    expect(first.next_cursor).not.toBeNull();
    expect((await history(server, tokens.demo, '?limit=200')).items).toEqual(dana.items.slice(0, 200));
    for (const limit of ['0', '201', '999', '1000', '-1', '1.5', 'abc']) {
      const refused = await call(server.app, 'GET', `points_history?limit=${limit}`, { token: tokens.demo });
      expect(refused.statusCode, limit).toBe(422);
      expect(violationOf(refused, 'limit')?.key, limit).toBe('invalid_limit');
    }
  });

  it('by effective status', async () => {
    const pending = await history(server, tokens.demo, '?status[]=pending');
    expect(pending.items.map((m) => m.amount).reduce((a, b) => a + b, 0)).toBe(5200);
    const cancelledOrders = await history(server, tokens.demo, '?status[]=cancelled&type[]=order');
    expect(cancelledOrders.items.map((m) => m.label)).toEqual(['Gift shop order 10671']);
    const both = await history(server, tokens.demo, '?status[]=cancelled&status[]=pending');
    expect(both.count).toBe(pending.count + dana.items.filter((m) => m.status === 'cancelled').length);
  });

  it('by date range (inclusive days of the movement date), under 30 days', async () => {
    const from = dayOf(server, -29);
    const to = dayOf(server, 0);
    const month = await history(server, tokens.demo, `?from=${from}&to=${to}`);
    expect(month.count).toBeGreaterThan(0);
    expect(month.items.every((m) => m.created_at.slice(0, 10) >= from && m.created_at.slice(0, 10) <= to)).toBe(true);
    expect(month.count).toBe(dana.items.filter((m) => m.created_at.slice(0, 10) >= from).length);
    const oneDay = await history(server, tokens.demo, `?from=${dayOf(server, -9)}&to=${dayOf(server, -9)}`);
    expect(oneDay.items.map((m) => m.label)).toContain('Gift shop order 10598');
    // Only one end: no limit.
    expect((await history(server, tokens.demo, `?from=${dayOf(server, -400)}`)).count).toBeGreaterThan(month.count);
  });

  it('refuses 30 days or more with "Please select less than 30 days", and a start after the end', async () => {
    const tooLong = await call(server.app, 'GET', `points_history?from=${dayOf(server, -30)}&to=${dayOf(server, 0)}`, {
      token: tokens.demo,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(json<ErrorBody>(tooLong)).toMatchObject({ code: 422, key: 'date_range_too_long', message: 'Please select less than 30 days' });
    expect(violationOf(tooLong, 'to')?.key).toBe('date_range_too_long');
    const reversed = await call(server.app, 'GET', `points_history?from=${dayOf(server, 0)}&to=${dayOf(server, -1)}`, {
      token: tokens.demo,
    });
    expect(json<ErrorBody>(reversed)).toMatchObject({ key: 'date_range_invalid' });
  });

  it('refuses unknown types and statuses and bad dates', async () => {
    const response = await call(server.app, 'GET', 'points_history?type[]=gift&status[]=lost&from=2026-02-30', { token: tokens.demo });
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'type[]')?.key).toBe('invalid_movement_type');
    expect(violationOf(response, 'status[]')?.key).toBe('invalid_movement_status');
    expect(violationOf(response, 'from')?.key).toBe('invalid_date');
  });
});

describe('ownership', () => {
  it('shows each member their own movements only, and guests nothing', async () => {
    const olivier = await history(server, tokens.other);
    expect((await stats(server, tokens.other)).points[4]).toBe(1700);
    expect(olivier.count).toBe(8);
    const danaIds = new Set(dana.items.map((m) => m.id));
    expect(olivier.items.some((m) => danaIds.has(m.id))).toBe(false);
    expect(olivier.items.find((m) => m.type === 'transfer')?.label).toBe('Transfer from Dana M. (FA123456)');
    expect((await call(server.app, 'GET', 'points_history')).statusCode).toBe(401);
    const fresh = await newMember(server, 'nobody');
    expect(await history(server, fresh.token)).toMatchObject({ count: 0, items: [], months: [] });
  });
});

describe('labels in the language of Accept-Language', () => {
  it('renders every seeded line in fr-be and nl-be, English for anything else, and keeps what only the line says', async () => {
    const by = async (language?: string) => (await history(server, tokens.other, '', language)).items.map((m) => m.label);
    const english = await by();
    expect(english).toContain('Transfer from Dana M. (FA123456)');
    expect(english).toContain('Gift shop order 10601');
    expect(await by('de-DE,de;q=0.9')).toEqual(english);
    const french = await by('fr-BE');
    expect(french).toEqual(
      expect.arrayContaining([
        'Bonus de bienvenue',
        'Quiz : les marques Horizon',
        'Transfert de Dana M. (FA123456)',
        'Commande boutique cadeaux 10601',
        expect.stringMatching(/^Réservation HZ469511 – .+ \(3 nuits\) – annulée par l’hôtel$/),
        expect.stringMatching(/^Réservation CLAIMED1 – .+ \(5 nuits\)$/),
      ]),
    );
    const dutch = await by('nl-BE');
    expect(dutch).toEqual(expect.arrayContaining(['Welkomstbonus', 'Overdracht van Dana M. (FA123456)', 'Bestelling cadeaushop 10601']));
    // Same lines in the same order: only the words change.
    expect(french).toHaveLength(english.length);
    expect(new Set([...english, ...french, ...dutch]).size).toBe(english.length * 3);
    // Dana's 300+ lines all have a translation (none is left in English).
    const danaFrench = await wholeHistory(server, tokens.demo, '?limit=200', 'fr-be');
    const danaEnglish = dana.items.map((m) => m.label);
    expect(danaFrench.items.filter((m, i) => m.label === danaEnglish[i]).map((m) => m.label)).toEqual([]);
  });

  it('shows a line without a label key (a back-office adjustment) as it was typed, in every language', async () => {
    const member = await newMember(server, 'typed-label');
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'exceptional', 'valid', 250, 'Goodwill gesture – hotel overbooked', $2, $2)",
      [member.id, new Date(server.clock.now())],
    );
    expect((await history(server, member.token, '', 'nl-be')).items.map((m) => m.label)).toEqual(['Goodwill gesture – hotel overbooked']);
    // A key this server does not know (written by a newer version), or one whose parameters are missing: as stored.
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on) VALUES ($1, 'exceptional', 'valid', 100, 'Future bonus', 'future_kind', NULL, $2, $2), ($1, 'reservation', 'valid', 100, 'Stay without details', 'stay', NULL, $3, $3)",
      [member.id, new Date(server.clock.now() - 1000), new Date(server.clock.now() - 2000)],
    );
    expect((await history(server, member.token, '', 'fr-be')).items.map((m) => m.label)).toEqual([
      'Goodwill gesture – hotel overbooked',
      'Future bonus',
      'Stay without details',
    ]);
  });
});

describe('GET points_status', () => {
  it('lists the statuses as an option list, for anyone', async () => {
    const response = await call(server.app, 'GET', 'points_status');
    expect(response.statusCode).toBe(200);
    const options = json<Schemas['PointsStatusOption'][]>(response);
    options.forEach((o) => expectContract('PointsStatusOption', o));
    expect(options.map((o) => o.key)).toEqual(['valid', 'pending', 'cancelled']);
  });
});

describe('expiry', () => {
  it('writes off miles 24 months after they became valid, the oldest spent first, once', async () => {
    const member = await newMember(server, 'expiring');
    await giveMiles(server, member.id, 3000, 740);
    await giveMiles(server, member.id, 2000, 100);
    await server.db.query(
      "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'order', 'valid', -1000, 'Gift shop order – delivered', $2, $2)",
      [member.id, new Date(server.clock.now() - 300 * 86_400_000)],
    );
    const s = await stats(server, member.token);
    // 3 000 valid 740 days ago, 1 000 of them spent: 2 000 expired about 10 days ago.
    expect(s.points).toEqual([0, 0, 2000, 5000, 2000, 1000]);
    const again = await history(server, member.token, '?type[]=expired');
    expect(again.count).toBe(1);
    expect(again.items[0]).toMatchObject({ type: 'expired', status: 'valid', amount: -2000 });
    expect(again.items[0]?.label).toMatch(/^Miles expired \(valid 24 months, until \d{1,2} [A-Z][a-z]+ \d{4}\)$/);
    const inFrench = await history(server, member.token, '?type[]=expired', 'fr-BE,fr;q=0.9');
    expect(inFrench.items[0]?.label).toMatch(/^Miles expirés \(valables 24 mois, jusqu’au \d{1,2} [a-zéû]+ \d{4}\)$/);
    expect((await stats(server, member.token)).points[4]).toBe(2000);
  });

  it('announces what expires within 60 days, not later', async () => {
    const member = await newMember(server, 'soon');
    await giveMiles(server, member.id, 1200, 700);
    await giveMiles(server, member.id, 800, 650);
    const s = await stats(server, member.token);
    expect(s.expiring_total).toBe(1200);
    expect(s.expiring).toHaveLength(1);
  });
});
