// The studio's audit log (server/db/migrations/028-studio-audit.sql): every change staff made, written in the change's
// own transaction, and read back newest first, each account seeing the changes to the files its role changes.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { Staff } from './staff-accounts';
import { overlayFile } from './studio-roles';

type Entry = Schemas['StudioAuditEntry'];

/** Where a text override is in the audit log: it is no file. */
export const overridePlace = (language: string, key: string): string => `text:${language}:${key}`;

/** One change, in the transaction `tx` that makes it (a text override has no version). */
export async function recordChange(tx: Db, staff: Staff, action: Entry['action'], file: string, version: number | null): Promise<void> {
  await tx.query('INSERT INTO studio_audit (staff_id, action, file, version) VALUES ($1, $2, $3, $4)', [staff.id, action, file, version]);
}

/** How many changes a read answers at most: the newest. */
export const auditPage = 100;

/** The newest changes to the files `staff` changes (to `file` only when given), newest first. */
export async function auditFor(db: Db, staff: Staff, file: string | undefined): Promise<Entry[]> {
  // Why in the query: a market team's few changes must not be crowded out of the page by the editors' many.
  const own =
    staff.role === 'market' && staff.language !== null
      ? { where: 'a.file = $2', param: overlayFile(staff.language) }
      : { where: 'a.file NOT LIKE $2', param: overlayFile('%') };
  const rows = await db.query<{ at: Date | string; by: string; action: Entry['action']; file: string; version: number | null }>(
    `SELECT a.at, s.name AS by, a.action, a.file, a.version FROM studio_audit a JOIN staff s ON s.id = a.staff_id
      WHERE ($1::text IS NULL OR a.file = $1) AND ${own.where} ORDER BY a.id DESC LIMIT ${auditPage}`,
    [file ?? null, own.param],
  );
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), by: row.by, action: row.action, file: row.file, version: row.version }));
}
