// Editors' overrides of interface strings (migration 009): read by translations_light in the request's
// language, set or removed by staff. What an override may say is checked against the portal's own string.
import type { Db } from '../db/db';
import { fieldError } from '../http/api-error';
import type { LanguageCode } from '../http/request-language';
import type { LocaleStrings } from './locale-strings';
import { placeholdersOf } from './locale-strings';

/** The overrides of one language as translations_light answers them: `{ "nav.home": "…" }`. */
export async function overridesOf(db: Db, language: LanguageCode): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM translation_overrides WHERE language = $1 ORDER BY key',
    [language],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Refuses an override the portal could not show as meant: an unknown key, an empty text, or a text that drops
 * or adds a `{{placeholder}}` of the original (the figure or name would vanish, or show as braces). A removal
 * (null) needs a known key only.
 */
export function checkOverride(strings: LocaleStrings, key: string, value: string | null): void {
  const original = strings.get(key);
  if (original === undefined) throw fieldError('key', 'This text key does not exist in the portal.', 'translation_key_unknown');
  if (value === null) return; // a removal: the portal's own string applies again
  if (value.trim() === '') throw fieldError('value', 'Please write the text.', 'translation_value_empty');
  const expected = placeholdersOf(original);
  if (placeholdersOf(value).join('\n') !== expected.join('\n')) {
    const names = expected.length > 0 ? expected.map((n) => `{{${n}}}`).join(', ') : 'none';
    throw fieldError('value', `The text must keep the placeholders of the original (${names}).`, 'translation_placeholders_changed');
  }
}

/** Who sets an override: a staff member of the programme (an agent, a user) or a studio account (an editor). */
export type OverrideAuthor = { user: number } | { staff: number };

/** Sets (value a string) or removes (null) one override. */
export async function saveOverride(
  db: Db,
  override: { language: LanguageCode; key: string; value: string | null },
  by: OverrideAuthor,
  now: Date,
): Promise<void> {
  if (override.value === null) {
    await db.query('DELETE FROM translation_overrides WHERE language = $1 AND key = $2', [override.language, override.key]);
    return;
  }
  await db.query(
    `INSERT INTO translation_overrides (language, key, value, updated_by, updated_by_staff, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (language, key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by,
       updated_by_staff = EXCLUDED.updated_by_staff, updated_at = EXCLUDED.updated_at`,
    [override.language, override.key, override.value, 'user' in by ? by.user : null, 'staff' in by ? by.staff : null, now],
  );
}

/** Every override in every language, by key then language, with who set it and when. */
export async function allOverrides(
  db: Db,
): Promise<{ language: LanguageCode; key: string; value: string; by: string | null; at: string }[]> {
  const rows = await db.query<{ language: LanguageCode; key: string; value: string; by: string | null; at: Date }>(
    `SELECT o.language, o.key, o.value, o.updated_at AS at,
       COALESCE(s.name, NULLIF(trim(u.firstname || ' ' || u.lastname), '')) AS by
     FROM translation_overrides o
     LEFT JOIN staff s ON s.id = o.updated_by_staff
     LEFT JOIN users u ON u.id = o.updated_by
     ORDER BY o.key, o.language`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
