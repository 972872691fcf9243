// Opaque secrets (refresh tokens, recovery slugs, impersonation hashes): random, URL-safe, and stored
// only as a SHA-256 digest so a database leak does not hand out live credentials.
import { createHash, randomBytes } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
