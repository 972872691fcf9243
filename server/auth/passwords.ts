// Password hashing with scrypt (node:crypto): salted, memory-hard, and verified in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** The cost every server hashes new passwords with. */
export const productionCost = { N: 16384, r: 8, p: 1 } as const;
let params: { N: number; r: number; p: number } = productionCost;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password and
// the answer time does not tell which accounts exist.
let dummyHash = hashPassword(randomBytes(12).toString('hex'));

/**
 * For the test servers only (tests/api/support/test-server.ts), whose tests hash and verify passwords many times
 * over: a lower memory cost for the passwords hashed from now on in this process. Nothing in server/ calls it.
 */
export function lowerPasswordCostForTests(N: number): void {
  params = { ...productionCost, N };
  dummyHash = hashPassword(randomBytes(12).toString('hex'));
}

/** Spends the time of one verification without a user. */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash);
  return false;
}
