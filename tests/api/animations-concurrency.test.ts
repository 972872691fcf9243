/** @vitest-environment node */
// Animations under concurrency, on PGlite here and on a real PostgreSQL in `npm run test:pg`
// (scripts/test-postgres.ts): one credit for ten simultaneous submits, never more registrations than seats,
// and 50 members asking the last 10 codes at once get 10 distinct codes and 40 refusals.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { animationMovements, answerAll, brandsRight, seeded, startAttempt, submit } from './support/animations';
import { newMember } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

async function members(count: number, name: string): Promise<TestMember[]> {
  const made: TestMember[] = [];
  // Ten at a time: each sign-up and login hashes a password.
  for (let i = 0; i < count; i += 10)
    made.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => newMember(server, name)))));
  return made;
}

describe('animations under concurrency', () => {
  it('credits a quiz once when the member submits it ten times at once', async () => {
    const [member] = await members(1, 'rush');
    const attempt = await startAttempt(server, member!.token, seeded.brandsQuiz);
    await answerAll(server, member!.token, attempt.id, brandsRight);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(server, member!.token, attempt.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((a) => json<Schemas['QuizAttempt']>(a).result);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    const movements = await animationMovements(server, member!.id);
    expect(movements.map((m) => m.amount)).toEqual([500]);
    expect(results[0]).toMatchObject({ miles_credited: 500, movement_id: movements[0]?.id });
  });

  it('never oversells an event: 9 members at once for 8 seats, 8 registered and 1 event_full', async () => {
    const crowd = await members(9, 'seat');
    const answers = await Promise.all(
      crowd.map((m) => call(server.app, 'POST', `animations/${seeded.nordlysEvening}/registration`, { token: m.token })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(8).fill(200), 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => json<ErrorBody>(a).key)).toEqual(['event_full']);
    const [row] = await server.db.query<{ seats_taken: number; registered: number }>(
      `SELECT seats_taken, (SELECT count(*)::int FROM animation_participations WHERE animation_id = $1 AND completed_at IS NOT NULL) AS registered
         FROM animations WHERE id = $1`,
      [seeded.nordlysEvening],
    );
    expect(row).toEqual({ seats_taken: 8, registered: 8 });
  });

  it('gives 50 members asking the last 10 codes at once 10 distinct codes and 40 codes_exhausted', async () => {
    const crowd = await members(50, 'codes');
    const answers = await Promise.all(
      crowd.map((m) => call(server.app, 'POST', `animations/${seeded.loungePasses}/code`, { token: m.token })),
    );
    const given = answers.filter((a) => a.statusCode === 200).map((a) => json<Schemas['AnimationCodeAction']>(a).code);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(given).toHaveLength(10);
    expect(new Set(given).size).toBe(10);
    expect(given.every((code) => code !== null && /^LOUNGE-/.test(code))).toBe(true);
    expect(refused.map((a) => [a.statusCode, json<ErrorBody>(a).key])).toEqual(Array(40).fill([409, 'codes_exhausted']));
    const owners = await server.db.query<{ n: number }>(
      'SELECT count(DISTINCT user_id)::int AS n FROM animation_codes WHERE animation_id = $1 AND user_id IS NOT NULL',
      [seeded.loungePasses],
    );
    expect(owners[0]?.n).toBe(10);
  });
});
