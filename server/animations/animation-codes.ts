// The codes of a voucher or code distribution. A partner accepts them as bearer codes, so a generated code is
// random (crypto) and says nothing about any other: 12 symbols of a 32-symbol alphabet (60 bits) after the
// file's prefix, in groups of four to read out at a desk. The sync tops the generated codes up to the file's
// count (a restart adds none, a code once given stays given) and retires the free sequential codes
// (`<prefix>0001…`) that earlier versions generated, since any one of them revealed the rest.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import type { AnimationFile } from './animation-files';

/** No 0/O, 1/I: a code is read and typed by people. */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const groups = 3;
const groupLength = 4;

export function randomCode(prefix: string): string {
  const group = () => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return prefix + Array.from({ length: groups }, group).join('-');
}

/** Writes the file's listed codes, then its generated ones up to their count, in the caller's transaction. */
export async function syncCodes(tx: Db, file: AnimationFile): Promise<void> {
  const listed = file.codes ?? [];
  if (listed.length > 0)
    await tx.query(
      `INSERT INTO animation_codes (animation_id, code)
       SELECT $1, c FROM unnest(string_to_array($2::text, ',')) AS c ON CONFLICT (animation_id, code) DO NOTHING`,
      [file.id, listed.join(',')],
    );
  const generated = file.generated_codes;
  if (!generated) return;
  // The prefix is [A-Z0-9-] (the file schema): nothing in it means anything to a regular expression.
  await tx.query(
    `DELETE FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL AND code ~ $2 AND NOT (code = ANY (string_to_array($3::text, ',')))`,
    [file.id, `^${generated.prefix}[0-9]{4}$`, listed.join(',')],
  );
  const [made] = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM animation_codes WHERE animation_id = $1 AND NOT (code = ANY (string_to_array($2::text, ',')))",
    [file.id, listed.join(',')],
  );
  let missing = generated.count - (made?.n ?? 0);
  // A loop only for the case of a repeated code (60 bits: in theory), which the unique key refuses quietly.
  while (missing > 0) {
    const fresh = Array.from({ length: missing }, () => randomCode(generated.prefix));
    const added = await tx.query(
      `INSERT INTO animation_codes (animation_id, code)
       SELECT $1, c FROM unnest(string_to_array($2::text, ',')) AS c ON CONFLICT (animation_id, code) DO NOTHING RETURNING id`,
      [file.id, fresh.join(',')],
    );
    missing -= added.length;
  }
}
