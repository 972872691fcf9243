// Server secrets live in the database (settings table): generated on first start, kept across restarts
// so issued tokens and captcha challenges stay valid.
import { randomToken } from '../auth/random-tokens';
import type { Db } from './db';

/** Reads a secret, creating it on first use; concurrent first starts agree on one value. */
export async function secretSetting(db: Db, key: string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, randomToken(48)]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  if (!row) throw new Error(`setting ${key} is missing`);
  return row.value;
}
