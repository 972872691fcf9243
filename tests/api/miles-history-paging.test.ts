/** @vitest-environment node */
// points_history one page at a time: pages stitch to exactly the filtered history (ties on the date, a line
// written between two pages), the first page's count and totals are those of every page, the balance by month, bad cursors,
// and a 10 000-movement member answered page by page.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json, violationOf } from './support/api-calls';
import { pagesOf, wholeHistory } from './support/history-pages';
import { history, newMember, nextPage, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

type Movement = Schemas['PointsMovement'];

const { server, tokens } = useTestServer({ logins: ['demo'] });

const ids = (items: readonly Movement[]) => items.map((m) => m.id);

/** Totals by type as the API defines them, summed here over the stitched lines. */
function totalsOver(items: readonly Movement[]): Schemas['PointsTypeTotal'][] {
  const types = ['order', 'reservation', 'exceptional', 'animation', 'sponsorship', 'transfer', 'inscription', 'expired'] as const;
  return types.map((type) => {
    const mine = items.filter((m) => m.type === type);
    const sum = (status: string) => mine.filter((m) => m.status === status).reduce((total, m) => total + m.amount, 0);
    return { type, count: mine.length, valid: sum('valid'), pending: sum('pending'), cancelled: sum('cancelled') };
  });
}

/** The lines of a member straight from the table, in the history's order (the oracle of the stitching). */
async function idsInTable(memberId: number, where = 'TRUE'): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    `SELECT id FROM movements WHERE user_id = $1 AND ${where} ORDER BY created_at DESC, id DESC`,
    [memberId],
  );
  return rows.map((r) => r.id);
}

async function movementsFor(member: TestMember, count: number): Promise<void> {
  const created = await call(server.app, 'POST', 'dev/movements', { body: { email: member.email, count } });
  expect(created.statusCode, created.body).toBe(201);
}

describe('pages', () => {
  it('stitch to exactly the filtered history, whatever the page size; count and totals are those of every page', async () => {
    const [demoUser] = await server.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'demo@example.com'");
    const table = await idsInTable(demoUser?.id ?? 0);
    for (const query of [
      '?limit=37',
      '?limit=200',
      '',
      '?type[]=reservation&type[]=order&limit=20',
      '?status[]=valid&limit=45',
      '?status[]=pending&status[]=cancelled&limit=3',
    ]) {
      const pages = await pagesOf(server, tokens.demo, query);
      const stitched = pages.flatMap((p) => p.items);
      pages.forEach((p) => expectContract('PointsHistory', p));
      expect(new Set(ids(stitched)).size, query).toBe(stitched.length);
      expect(stitched.length, query).toBe(pages[0]?.count);
      // The first page's count and totals cover every line of every page (the next ones do not repeat them).
      expect(pages[0].count, query).toBe(stitched.length);
      expect(pages[0].totals, query).toEqual(totalsOver(stitched));
      expect(pages.at(-1)?.next_cursor).toBeNull();
      if (query === '?limit=37' || query === '') expect(ids(stitched), query).toEqual(table);
    }
    const byType = await wholeHistory(server, tokens.demo, '?type[]=reservation&type[]=order&limit=20');
    expect(ids(byType.items)).toEqual(await idsInTable(demoUser?.id ?? 0, "type IN ('reservation', 'order')"));
  });

  it('order lines of the same instant by id, to the microsecond, without a gap or a repeat', async () => {
    const member = await newMember(server, 'same-instant');
    const at = new Date(server.clock.now() - 86_400_000);
    // 25 lines at one instant and 10 a few microseconds apart (a Date in the cursor would lose these).
    await server.db.query(
      `INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on)
       SELECT $1, 'exceptional', 'valid', 10, 'Tie ' || n, $2::timestamptz + CASE WHEN n > 25 THEN (n - 25) * interval '1 microsecond' ELSE interval '0' END, $2
         FROM generate_series(1, 35) AS n`,
      [member.id, at],
    );
    for (const limit of [1, 7, 10]) {
      const stitched = (await pagesOf(server, member.token, `?limit=${limit}`)).flatMap((p) => p.items);
      expect(ids(stitched), `limit ${limit}`).toEqual(await idsInTable(member.id));
    }
  });

  it('are not shifted by a movement written between two pages: no gap, no duplicate', async () => {
    const member = await newMember(server, 'busy-paging');
    await movementsFor(member, 250);
    const written: { id: number; newest: boolean }[] = [];
    const pages = await pagesOf(server, member.token, '?limit=40', {
      between: async (pageIndex) => {
        // A claim accepted now (ahead of every cursor) and a line dated in the part not yet read.
        const newest = await server.db.query<{ id: number }>(
          "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'exceptional', 'valid', 5, 'Written meanwhile', $2, $2) RETURNING id",
          [member.id, new Date(server.clock.now())],
        );
        const older = await server.db.query<{ id: number }>(
          "INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on) VALUES ($1, 'exceptional', 'valid', 5, 'Backdated', $2, $2) RETURNING id",
          [member.id, new Date(server.clock.now() - (590 - pageIndex) * 86_400_000)],
        );
        written.push({ id: newest[0]?.id ?? 0, newest: true }, { id: older[0]?.id ?? 0, newest: false });
      },
    });
    const stitched = ids(pages.flatMap((p) => p.items));
    const newestIds = new Set(written.filter((w) => w.newest).map((w) => w.id));
    expect(new Set(stitched).size).toBe(stitched.length);
    // Everything but the lines written ahead of the cursor, in order: the first page's lines plus every line
    // not yet read when it was written.
    expect(stitched).toEqual((await idsInTable(member.id)).filter((id) => !newestIds.has(id)));
    expect(written.filter((w) => !w.newest).every((w) => stitched.includes(w.id))).toBe(true);
  });
});

/** The balance at the end of each month from the lines themselves (requirements §3), the reference of `months`. */
function monthsOf(items: readonly Movement[], now: number): Schemas['MonthBalance'][] {
  const valid = items
    .filter((m) => m.status === 'valid')
    .map((m) => ({ month: new Date(Math.min(Date.parse(m.valid_on), now)).toISOString().slice(0, 7), amount: m.amount }));
  const first = valid.map((v) => v.month).sort()[0];
  if (!first) return [];
  const months: Schemas['MonthBalance'][] = [];
  let balance = 0;
  for (let at = new Date(`${first}-01T00:00:00Z`); at.getTime() <= now; at.setUTCMonth(at.getUTCMonth() + 1)) {
    const month = at.toISOString().slice(0, 7);
    balance += valid.filter((v) => v.month === month).reduce((sum, v) => sum + v.amount, 0);
    months.push({ month, balance });
  }
  return months;
}

describe('balance by month', () => {
  it('is given with the first page, whatever the filters, and ends on today’s balance', async () => {
    const dana = await wholeHistory(server, tokens.demo, '?limit=200');
    expect(dana.months).toEqual(monthsOf(dana.items, server.clock.now()));
    expect(dana.months?.length).toBeGreaterThanOrEqual(24);
    expect(dana.months?.at(-1)).toEqual({ month: new Date(server.clock.now()).toISOString().slice(0, 7), balance: 87_500 });
    const filtered = await history(server, tokens.demo, '?type[]=order&limit=1');
    expect(filtered.months).toEqual(dana.months);
    // A next page continues a list whose figures the member has: no months, count or totals (nextPage checks).
    await nextPage(server, tokens.demo, `?type[]=order&limit=1&cursor=${encodeURIComponent(filtered.next_cursor ?? '')}`);
    expect((await history(server, (await newMember(server, 'no-months')).token)).months).toEqual([]);
  });
});

describe('cursor', () => {
  it('refuses what no page gave with 422 invalid_cursor, never a 500', async () => {
    const bad = [
      'garbage',
      '2026-13-01T00:00:00.000000Z_5',
      '2026-02-30T10:00:00.000000Z_5',
      '2026-01-01T25:00:00.000000Z_5',
      '2026-01-01T00:00:00.000000Z_9999999999',
      '2026-01-01T00:00:00.000000Z_99999999999',
      '2026-01-01T00:00:00.000Z_5',
      '2026-01-01T00:00:00.000000Z_0',
    ];
    for (const cursor of bad) {
      const response = await call(server.app, 'GET', `points_history?cursor=${encodeURIComponent(cursor)}`, { token: tokens.demo });
      expect(response.statusCode, cursor).toBe(422);
      expect(violationOf(response, 'cursor')?.key, cursor).toBe('invalid_cursor');
    }
  });

  it('serves one member’s calls at once without mixing or blocking them, a refused one included', async () => {
    const first = await history(server, tokens.demo, '?limit=10');
    const calls = await Promise.all([
      call(server.app, 'GET', 'points_history?cursor=2026-13-01T00:00:00.000000Z_5', { token: tokens.demo }),
      ...Array.from({ length: 8 }, (_, i) =>
        call(
          server.app,
          'GET',
          i % 2 ? `points_history?limit=10&cursor=${encodeURIComponent(first.next_cursor ?? '')}` : 'points_history?limit=10',
          { token: tokens.demo },
        ),
      ),
    ]);
    expect(calls.map((c) => c.statusCode)).toEqual([422, ...Array<number>(8).fill(200)]);
    const answers = calls.slice(1).map((c) => json<Schemas['PointsHistory']>(c));
    const twenty = ids((await history(server, tokens.demo, '?limit=20')).items);
    answers.forEach((answer, i) => expect(ids(answer.items)).toEqual(i % 2 ? twenty.slice(10) : twenty.slice(0, 10)));
  });
});

describe('10 000 movements', () => {
  it('answer the first page fast, with the count and totals of all of them', async () => {
    const member = await newMember(server, 'busy');
    const created = await call(server.app, 'POST', 'dev/movements', { body: { email: member.email, count: 10_000 } });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Schemas['DevMovementsResult']>(created)).toEqual({ count: 10_000, balance: 0 });
    await history(server, member.token); // warm-up: the expiry check and the plans' first run
    const started = performance.now();
    const first = await history(server, member.token);
    const elapsed = performance.now() - started;
    expect(first.items).toHaveLength(100);
    expect(first.count).toBe(10_000);
    expect(first.totals.reduce((sum, t) => sum + t.valid, 0)).toBe((await stats(server, member.token)).points[4]);
    console.info(`points_history page 1 of 10 000 movements: ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(1000);
    const filtered = await history(server, member.token, '?type[]=sponsorship&status[]=valid&limit=200');
    expect(filtered.count).toBe(1000);
    expect(filtered.items.every((m) => m.type === 'sponsorship' && m.status === 'valid')).toBe(true);
    // The last page, deep in the history, costs what the first does.
    const deep = await nextPage(
      server,
      member.token,
      `?limit=200&cursor=${encodeURIComponent(`${new Date(server.clock.now() - 599 * 86_400_000).toISOString().replace('Z', '000Z')}_2147483647`)}`,
    );
    expect(deep.items.length).toBeGreaterThan(0);
    expect(deep.items.every((m) => Date.parse(m.created_at) < server.clock.now() - 599 * 86_400_000)).toBe(true);
  });
});
