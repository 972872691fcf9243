/** @vitest-environment node */
// vitest: isolate — the other API files share a worker whose test server lowered the password cost
// (tests/api/support/test-server.ts); this one reads the module as every server process loads it.
// Passwords are hashed at the production cost wherever the API tests have not lowered it: scrypt with N = 2^14, r = 8,
// p = 1 (16 MiB a hash), the parameters written into the hash. Only the test server lowers it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, productionCost, verifyPassword } from '../../server/auth/passwords';

describe('the password hashing cost', () => {
  it('is the production cost in a process that did not lower it', async () => {
    expect(productionCost).toEqual({ N: 16384, r: 8, p: 1 });
    const stored = await hashPassword('Secret#2026ok');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Secret#2026ok', stored)).toBe(true);
    expect(await verifyPassword('Secret#2026ko', stored)).toBe(false);
  });

  it('is lowered by nothing the server runs: only the API tests call the lowering', () => {
    const serverDir = new URL('../../server/', import.meta.url);
    const callers = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && file !== 'auth/passwords.ts')
      .filter((file) => readFileSync(new URL(file, serverDir), 'utf8').includes('lowerPasswordCostForTests'));
    expect(callers).toEqual([]);
  });
});
