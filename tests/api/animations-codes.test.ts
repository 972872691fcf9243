/** @vitest-environment node */
// Generated voucher and partner codes are bearer codes: whoever holds one uses it. So a code must say nothing
// about the others — random, with enough entropy, in no order — and a restart must neither add codes nor take
// back a code already given. Databases made before keep their given codes; their free sequential ones are
// replaced by random ones.
import { describe, expect, it } from 'vitest';
import { readAnimationFiles } from '../../server/animations/animation-files';
import { syncAnimationFiles } from '../../server/animations/animation-sync';
import type { Schemas } from '../../server/http/api-types';
import { loadContract } from '../../server/http/contract';
import { call, json } from './support/api-calls';
import { seeded } from './support/animations';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

/** A prefix, then three groups of four symbols of a 32-symbol alphabet: 60 random bits. */
const randomShape = (prefix: string) => new RegExp(`^${prefix}[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$`);

async function claim(animationId: number, name: string): Promise<string> {
  const member = await newMember(server, name);
  const response = await call(server.app, 'POST', `animations/${animationId}/code`, { token: member.token });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['AnimationCodeAction']>(response).code ?? '';
}

async function codesOf(animationId: number) {
  return server.db.query<{ code: string; user_id: number | null }>(
    'SELECT code, user_id FROM animation_codes WHERE animation_id = $1 ORDER BY id',
    [animationId],
  );
}

const resync = () => syncAnimationFiles(server.db, readAnimationFiles(loadContract()), server.clock.now);

describe('generated codes', () => {
  it('are random: claimed one after the other, no code tells the next one', async () => {
    const first = await claim(seeded.cityBreaks, 'city1');
    const second = await claim(seeded.cityBreaks, 'city2');
    const spa = await claim(seeded.spaVoucher, 'spa1');
    expect(first).toMatch(randomShape('CITY-'));
    expect(second).toMatch(randomShape('CITY-'));
    expect(spa).toMatch(randomShape('SPA-'));
    expect(second).not.toBe(first);
  });

  it('are all of the random shape, distinct, and in no order', async () => {
    for (const [id, prefix, count] of [
      [seeded.cityBreaks, 'CITY-', 300],
      [seeded.spaVoucher, 'SPA-', 500],
    ] as const) {
      const codes = (await codesOf(id)).map((c) => c.code);
      expect(codes).toHaveLength(count);
      expect(new Set(codes).size).toBe(count);
      expect(codes.filter((c) => !randomShape(prefix).test(c))).toEqual([]);
      // Made in order, they would sort as they were made (the order they are handed out in).
      expect(codes).not.toEqual([...codes].sort());
    }
  });

  it('are neither added nor changed by a restart, and a given code stays given', async () => {
    const mine = await claim(seeded.cityBreaks, 'city3');
    const before = await codesOf(seeded.cityBreaks);
    await resync();
    expect(await codesOf(seeded.cityBreaks)).toEqual(before);
    expect(before.some((c) => c.code === mine)).toBe(true);
  });

  it('replace the free sequential codes of an older database, keeping the ones already given', async () => {
    const member = await newMember(server, 'legacy');
    await server.db.query('DELETE FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL', [seeded.cityBreaks]);
    await server.db.query(
      `INSERT INTO animation_codes (animation_id, code, user_id, received_at)
       VALUES ($1, 'CITY-0901', $2, now()), ($1, 'CITY-0902', NULL, NULL), ($1, 'CITY-0903', NULL, NULL)`,
      [seeded.cityBreaks, member.id],
    );
    await resync();
    const codes = await codesOf(seeded.cityBreaks);
    expect(codes).toHaveLength(300);
    expect(codes.filter((c) => /^CITY-\d{4}$/.test(c.code))).toEqual([{ code: 'CITY-0901', user_id: member.id }]);
  });

  it('keep the listed codes of a file as they are written', async () => {
    const codes = (await codesOf(seeded.loungePasses)).map((c) => c.code);
    expect(codes).toHaveLength(10);
    expect(codes.every((c) => /^LOUNGE-[0-9A-Z]{4}$/.test(c))).toBe(true);
  });
});
