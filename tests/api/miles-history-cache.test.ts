/** @vitest-environment node */
// A first history page is answered again from the page the server kept (server/miles/history-cache.ts) only while
// nothing it shows has changed: each way a page can change — a movement written by the server or behind its back
// (the back office), changed, removed, a hotel renamed, a pending line the clock made valid, a new month — shows
// on the very next call. Also run on PostgreSQL (`npm run test:pg`); two processes: ops-multi-process.test.ts.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db';
import type { Schemas } from '../../server/http/api-types';
import { historyPageCache, stampOf } from '../../server/miles/history-cache';
import { call, json } from './support/api-calls';
import { day, giveMiles, newMember, relogin } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
afterEach(() => {
  server.clock.reset();
  vi.restoreAllMocks();
});

/** The statements a call runs (planned or not). */
function watchStatements(): string[] {
  const seen: string[] = [];
  const { db } = server;
  const planned = db.queryPlanned.bind(db);
  const plain = db.query.bind(db);
  vi.spyOn(db, 'queryPlanned').mockImplementation((sql, params) => (seen.push(sql), planned(sql, params)));
  vi.spyOn(db, 'query').mockImplementation((sql, params) => (seen.push(sql), plain(sql, params)));
  return seen;
}

async function firstPage(member: TestMember, query = '?limit=50', language = 'en') {
  const response = await call(server.app, 'GET', `points_history${query}`, {
    token: member.token,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: response.body, page: json<Schemas['PointsHistory']>(response) };
}

/** A movement written straight into the ledger, as the back office would (no server code path). */
async function writeLine(member: TestMember, values: { amount: number; status?: string; validInDays?: number; hotelId?: number }) {
  const validOn = new Date(server.clock.now() + (values.validInDays ?? -1) * day);
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on, hotel_id)
     VALUES ($1, 'exceptional', $2, $3, 'Back-office line', $4, $5, $6) RETURNING id`,
    [member.id, values.status ?? 'valid', values.amount, new Date(server.clock.now()), validOn, values.hotelId ?? null],
  );
  return row?.id ?? 0;
}

describe('a first history page the server kept', () => {
  it('is answered again, the same bytes, without reading the history, while nothing changed', async () => {
    const member = await newMember(server, 'kept');
    await giveMiles(server, member.id, 700);
    const first = await firstPage(member);
    const statements = watchStatements();
    const again = await firstPage(member);
    expect(again.body).toBe(first.body);
    // The page's statement walks the history (history_walk); a kept page is answered after one probe of versions.
    expect(statements.filter((sql) => sql.includes('history_walk'))).toEqual([]);
    expect(statements.filter((sql) => sql.includes('hotels_version'))).toHaveLength(1);
  });

  it('is sent compressed as the client asks (brotli, gzip, or not), the same JSON each way, kept or built', async () => {
    const member = await newMember(server, 'coded');
    for (let i = 0; i < 30; i += 1) await giveMiles(server, member.id, 100 + i, 10 + i);
    const plain = (await firstPage(member)).body;
    expect(plain.length).toBeGreaterThan(1024);
    for (const [asked, coding, decode] of [
      ['br;q=1, gzip;q=0.5', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
    ] as const) {
      const response = await call(server.app, 'GET', 'points_history?limit=50', {
        token: member.token,
        headers: { 'accept-language': 'en', 'accept-encoding': asked },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    }
    const refused = await call(server.app, 'GET', 'points_history?limit=50', {
      token: member.token,
      headers: { 'accept-language': 'en', 'accept-encoding': 'identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain);
  });

  it('shows a line the server writes (a transfer) on the next call, for the sender and the receiver', async () => {
    const [sender, receiver] = [await newMember(server, 'sender'), await newMember(server, 'receiver')];
    await giveMiles(server, sender.id, 5000);
    await firstPage(sender);
    await firstPage(receiver);
    const sent = await call(server.app, 'POST', 'points_transfers', {
      token: sender.token,
      body: { agent_code: receiver.agentCode, amount: 1200 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await firstPage(sender)).page.items[0]).toMatchObject({ type: 'transfer', amount: -1200 });
    expect((await firstPage(receiver)).page.items[0]).toMatchObject({ type: 'transfer', amount: 1200 });
  });

  it('shows a line written, changed or removed behind the server (the back office) on the next call', async () => {
    const member = await newMember(server, 'office');
    await giveMiles(server, member.id, 300);
    await firstPage(member);
    const id = await writeLine(member, { amount: 450 });
    expect((await firstPage(member)).page.items[0]).toMatchObject({ id, amount: 450, label: 'Back-office line' });
    await server.db.query("UPDATE movements SET label = 'Corrected line' WHERE id = $1", [id]);
    expect((await firstPage(member)).page.items[0]).toMatchObject({ id, label: 'Corrected line' });
    await server.db.query("UPDATE movements SET status = 'cancelled' WHERE id = $1", [id]);
    const cancelled = (await firstPage(member)).page;
    expect(cancelled.items[0]).toMatchObject({ id, status: 'cancelled' });
    expect(cancelled.totals?.find((t) => t.type === 'exceptional')).toMatchObject({ valid: 300, cancelled: 450 });
    await server.db.query('DELETE FROM movements WHERE id = $1', [id]);
    const removed = (await firstPage(member)).page;
    expect(removed.items.map((m) => m.id)).not.toContain(id);
    expect(removed.count).toBe(1);
  });

  it("shows a hotel's new name on the next call", async () => {
    const member = await newMember(server, 'hotel');
    const [hotel] = await server.db.query<{ id: number; name: string }>('SELECT id, name FROM hotels ORDER BY id LIMIT 1');
    if (!hotel) throw new Error('no hotel seeded');
    await writeLine(member, { amount: 800, hotelId: hotel.id });
    expect((await firstPage(member)).page.items[0]?.hotel?.name).toBe(hotel.name);
    await server.db.query('UPDATE hotels SET name = $2 WHERE id = $1', [hotel.id, `${hotel.name} Centre`]);
    expect((await firstPage(member)).page.items[0]?.hotel?.name).toBe(`${hotel.name} Centre`);
    await server.db.query('UPDATE hotels SET name = $2 WHERE id = $1', [hotel.id, hotel.name]);
  });

  it('shows a pending line valid once the clock passes its day, and the month-end balances of a new month', async () => {
    let member = await newMember(server, 'clock');
    await giveMiles(server, member.id, 1000);
    const id = await writeLine(member, { amount: 250, status: 'pending', validInDays: 2 });
    const before = (await firstPage(member)).page;
    expect(before.items.find((m) => m.id === id)?.status).toBe('pending');
    expect((await firstPage(member)).page.items.find((m) => m.id === id)?.status).toBe('pending');

    server.clock.advance(3 * day);
    member = await relogin(server, member);
    const matured = (await firstPage(member)).page;
    expect(matured.items.find((m) => m.id === id)?.status).toBe('valid');
    expect(matured.totals?.find((t) => t.type === 'exceptional')).toMatchObject({ valid: 1250, pending: 0 });

    // 32 days on: nothing else is due, but the month-end balances run up to the new month.
    await firstPage(member);
    server.clock.advance(32 * day);
    member = await relogin(server, member);
    const month = new Date(server.clock.now()).toISOString().slice(0, 7);
    const later = (await firstPage(member)).page;
    expect(later.months?.at(-1)).toEqual({ month, balance: 1250 });
  });

  it('is kept per member, per language and per filters', async () => {
    const [a, b] = [await newMember(server, 'one'), await newMember(server, 'two')];
    await giveMiles(server, a.id, 100);
    await giveMiles(server, b.id, 200);
    for (let round = 0; round < 2; round += 1) {
      expect((await firstPage(a)).page.items.map((m) => m.amount)).toEqual([100]);
      expect((await firstPage(b)).page.items.map((m) => m.amount)).toEqual([200]);
      expect((await firstPage(a, '?limit=50&type[]=order')).page.items).toEqual([]);
    }
    // A label the programme writes is rendered in the asked language (a welcome line, key `welcome`).
    await server.db.query(
      `INSERT INTO movements (user_id, type, status, amount, label, label_key, created_at, valid_on)
       VALUES ($1, 'inscription', 'valid', 50, 'Welcome bonus', 'welcome', $2, $2)`,
      [a.id, new Date(server.clock.now())],
    );
    const labels = new Set<string>();
    for (const language of ['en', 'fr-be', 'nl-be', 'en', 'fr-be', 'nl-be'])
      labels.add((await firstPage(a, '?limit=50', language)).page.items[0]?.label ?? '');
    expect(labels.size).toBe(3);
  });
});

describe('the pages a server keeps', () => {
  it('are bounded in size: the least recently answered go first, a page larger than the bound is not kept', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const probe = { queryPlanned: async () => [{ due: false, sources: '7.1' }] } as unknown as Db;
    const cache = historyPageCache(100);
    const stamp = stampOf('7.1', now);
    cache.keep('a', stamp, 'a'.repeat(40));
    cache.keep('b', stamp, 'b'.repeat(40));
    expect((await cache.fresh(probe, 1, 'a', now))?.body).toBe('a'.repeat(40)); // a is now the most recently answered
    cache.keep('c', stamp, 'c'.repeat(40));
    expect(await cache.fresh(probe, 1, 'b', now)).toBeUndefined();
    expect((await cache.fresh(probe, 1, 'a', now))?.body).toBe('a'.repeat(40));
    expect((await cache.fresh(probe, 1, 'c', now))?.body).toBe('c'.repeat(40));
    cache.keep('huge', stamp, 'h'.repeat(101));
    expect(cache.size).toBe(2);
    // Compressed bytes count too: a's brotli bytes push the least recently answered (c) out.
    const a = await cache.fresh(probe, 1, 'a', now);
    cache.keep('x', stamp, 'x'.repeat(15));
    a?.coded('gzip');
    expect(await cache.fresh(probe, 1, 'c', now)).toBeUndefined();
    // Another version, or the next month, is not the page kept.
    expect(await cache.fresh(probe, 1, 'a', new Date('2026-12-01T00:00:00Z'))).toBeUndefined();
    cache.keep('d', stampOf('6.1', now), 'd');
    expect(await cache.fresh(probe, 1, 'd', now)).toBeUndefined();
  });
});
