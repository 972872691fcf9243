/** @vitest-environment node */
// Against abuse, a member keeps at most 200 favorites. The programme's lists hold fewer than 200 items today
// (43 hotels, 40 products, 10 partners), so the test fills the list in the database directly, as years
// of use would, and then asks the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
let member: TestMember;
beforeAll(async () => {
  member = await newMember(server, 'collector');
});

const add = (body: unknown) => call(server.app, 'POST', 'favorites', { token: member.token, body });
const count = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1', [member.id]))[0]?.n;

/** Fills the member's list up to `n` favorites with made-up product ids (as old data might hold). */
async function fillTo(n: number): Promise<void> {
  await server.db.query(
    `INSERT INTO favorites (user_id, type, item_id, created_at)
     SELECT $1, 'product', 1000 + g, now() FROM generate_series(1, $2::int - (SELECT count(*)::int FROM favorites WHERE user_id = $1)) g
     ON CONFLICT DO NOTHING`,
    [member.id, n],
  );
}

describe('at most 200 favorites per member', () => {
  it('refuses the 201st with favorites_limit_reached; re-adding one already there still answers it; removing one makes room', async () => {
    await fillTo(199);
    expect((await add({ type: 'hotel', id: 1 })).statusCode).toBe(201);
    expect(await count()).toBe(200);
    const full = await add({ type: 'hotel', id: 2 });
    expect(full.statusCode).toBe(422);
    expect(json<ErrorBody>(full)).toMatchObject({
      code: 422,
      key: 'favorites_limit_reached',
      message: 'You can keep at most 200 favorites. Please remove one first.',
    });
    expect(await count()).toBe(200);
    // Idempotent even when full: it is there, so it is answered (200), not refused.
    expect((await add({ type: 'hotel', id: 1 })).statusCode).toBe(200);
    expect((await call(server.app, 'DELETE', 'favorites/hotel/1', { token: member.token })).statusCode).toBe(204);
    expect((await add({ type: 'hotel', id: 2 })).statusCode).toBe(201);
    expect(await count()).toBe(200);
  });

  it('lets only one of several concurrent additions take the last place', async () => {
    await server.db.query("DELETE FROM favorites WHERE user_id = $1 AND type = 'hotel'", [member.id]);
    await fillTo(199);
    const answers = await Promise.all([3, 4, 5, 6, 7].map((id) => add({ type: 'hotel', id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await count()).toBe(200);
  });
});
