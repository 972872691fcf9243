/** @vitest-environment node */
// Several API processes are run on PostgreSQL, with everything they must share in the
// database. Two real server processes on one database: the login's counters and an Idempotency-Key hold across them.
// Needs a PostgreSQL server (MILES_TEST_DATABASE_URL; `npm run test:pg` starts a throwaway one).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { openPgDb } from '../../server/db/pg-db';
import { demo, other } from './support/api-calls';
import { spawnServer, untilListening } from './support/server-process';
import type { ServerProcess } from './support/server-process';

const serverUrl = process.env.MILES_TEST_DATABASE_URL;
const name = `miles_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let admin: Db;
let db: Db;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  admin = openPgDb(serverUrl);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  db = openPgDb(url.toString());
  const env = { DATABASE_URL: url.toString(), MILES_SEED_DEMO: '1', DIST_DIR: 'no-dist' };
  // One after the other: the first start migrates and seeds the new database.
  for (let i = 0; i < 2; i++) {
    const server = await spawnServer(env);
    servers.push(server);
    await untilListening(server);
  }
}, 300_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  if (!serverUrl) return;
  await db.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
  await admin.close();
}, 60_000);

async function post(
  server: ServerProcess,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  it('seeded the demo members with passwords hashed at the production cost (the API tests lower it in-process)', async () => {
    const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [demo.email]);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it("holds an address's wait on both after wrong passwords spread over both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    for (let i = 0; i < 2; i++) {
      const failed = await post(i % 2 === 0 ? a : b, 'front/login', { email: other.email, password: `Wrong#2026-${i}` });
      expect(failed.status, JSON.stringify(failed.body)).toBe(401);
    }
    // The second failure makes this address wait (2 s), whichever process answers next.
    for (const server of [a, b]) {
      const slowed = await post(server, 'front/login', other);
      expect(slowed.status, JSON.stringify(slowed.body)).toBe(429);
      expect(slowed.body.key).toBe('too_many_attempts');
    }
  });

  it('makes one transfer of one Idempotency-Key sent to both at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await post(a, 'front/login', demo);
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${String(login.body.token)}`, 'idempotency-key': randomUUID() };
    const transfer = { agent_code: 'FA654321', amount: 1000 };
    const answers = await Promise.all([
      post(a, 'points_transfers', transfer, headers),
      post(b, 'points_transfers', transfer, headers),
      post(b, 'points_transfers', transfer, headers),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1', [
      headers['idempotency-key'],
    ]);
    expect(rows[0]?.n).toBe(1);
    // A later retry on either process gets the stored answer, not a second transfer.
    const later = await post(b, 'points_transfers', transfer, headers);
    expect(later.body).toEqual(answers[0]?.body);
    const debits = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM movements m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.type = 'transfer' AND m.amount = -1000 AND m.created_at > now() - interval '10 minutes'",
      [demo.email],
    );
    expect(debits[0]?.n).toBe(1);
  });

  it('answers a history page one process kept with what the other process (or the database) changed since', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await post(a, 'front/login', demo);
    const authorization = `Bearer ${String(login.body.token)}`;
    const firstLine = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/points_history?limit=20`, { headers: { authorization } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: Array<{ id: number; amount: number; label: string }> }).items[0];
    };
    // A keeps the page (history-cache.ts): asked twice, the second answered from what it kept.
    const before = await firstLine(a);
    expect(await firstLine(a)).toEqual(before);
    const sent = await post(
      b,
      'points_transfers',
      { agent_code: 'FA654321', amount: 1000 },
      { authorization, 'idempotency-key': randomUUID() },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const transfer = await firstLine(a);
    if (!transfer) throw new Error('no history line');
    expect(transfer).toMatchObject({ amount: -1000 });
    expect(transfer.id).not.toBe(before?.id);
    // A correction written in the database by neither process (the back office).
    await db.query("UPDATE movements SET label = 'Corrected by the back office', label_key = NULL WHERE id = $1", [transfer.id]);
    expect(await firstLine(a)).toMatchObject({ id: transfer.id, label: 'Corrected by the back office' });
  });
});
