// Preview tokens: what the content system's preview button hands an editor. Stored as a digest; valid 8 hours.
import { digest, randomToken } from '../auth/random-tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/db';

const lifetimeMs = 8 * 3_600_000;

export async function createPreviewToken(db: Db, clock: Clock): Promise<{ token: string; expires_at: string }> {
  const token = randomToken(24);
  const expires = new Date(clock() + lifetimeMs);
  await db.query('INSERT INTO preview_tokens (token_hash, expires_at) VALUES ($1, $2)', [digest(token), expires]);
  return { token, expires_at: expires.toISOString() };
}

/** True when the token exists and has not expired. */
export async function previewTokenValid(db: Db, token: string | undefined, clock: Clock): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db.query('SELECT 1 FROM preview_tokens WHERE token_hash = $1 AND expires_at > $2', [digest(token), new Date(clock())]);
  return rows.length > 0;
}
