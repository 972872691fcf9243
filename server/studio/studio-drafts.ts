// The studio's drafts (server/db/migrations/027-studio-drafts.sql): a config file as staff changed it, kept in the
// database until it is published, one draft a file shared by every account that may change that file. A draft is
// checked by the config checker itself (server/config-check), with the live set and the role's drafts in place, so a
// problem is found as the portal's build would find it, at the file and JSON pointer it is about. Saving names the
// version it was made from (If-Match): a save over a newer one is refused with that version, who saved it and when.
// A draft is discarded the same way, by its version. Each save and discard is a line of the audit log (studio-audit.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../config-check/problem';
import type { Db } from '../db/db';
import { fieldError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { Staff } from './staff-accounts';
import { mayChange } from './studio-roles';
import { recordChange } from './studio-audit';
import { liveLock, liveSet, liveSetOf, problemsOf } from './studio-live';
import type { LiveFiles } from './studio-live';

export type StudioFile = Schemas['StudioFile'];

interface DraftRow {
  file: string;
  text: string;
  version: number;
  saved_by: string;
  saved_at: Date | string;
}

const draftColumns = 'd.file, d.text, d.version, s.name AS saved_by, d.saved_at';
const draftFrom = 'studio_drafts d JOIN staff s ON s.id = d.saved_by';

async function draftOf(db: Db, file: string): Promise<DraftRow | null> {
  const [row] = await db.query<DraftRow>(`SELECT ${draftColumns} FROM ${draftFrom} WHERE d.file = $1`, [file]);
  return row ?? null;
}

/**
 * The problems of the config with `text` in place of `file`, over the live set and the drafts of the files `staff`'s
 * role changes: what a publish by that account would meet (another role's drafts are not its to publish).
 */
export async function problemsWith(db: Db, root: string, staff: Staff, file: string, text: string): Promise<Problem[]> {
  const { texts, live } = await draftSet(db, staff);
  return problemsOf(root, { ...texts, [file]: text }, live);
}

/** The live set with the drafts of the files `staff`'s role changes in place, as texts; the live version and set. */
export async function draftSet(db: Db, staff: Staff): Promise<{ version: number; texts: LiveFiles; live: LiveFiles }> {
  const drafts = (await db.query<{ file: string; text: string }>('SELECT file, text FROM studio_drafts')).filter((draft) =>
    mayChange(staff, draft.file),
  );
  const { version, files } = await liveSet(db);
  return { version, texts: { ...files, ...Object.fromEntries(drafts.map((draft) => [draft.file, draft.text])) }, live: files };
}

const asFile = (row: DraftRow, live: number, problems: Problem[]): StudioFile => ({
  file: row.file,
  text: row.text,
  version: row.version,
  saved: { by: row.saved_by, at: new Date(row.saved_at).toISOString() },
  base: 'draft',
  live,
  problems,
});

/** What a save names as the text it was made from: the draft's version, or none (0) and the live version it read. */
export interface MadeFrom {
  version: number;
  live: number;
}

/** The file as staff change it: its draft, else the live set's text, else the shipped file (version 0); 404 when none. */
export async function studioFile(db: Db, root: string, staff: Staff, file: string): Promise<StudioFile> {
  const draft = await draftOf(db, file);
  const live = await liveSet(db);
  if (draft) return asFile(draft, live.version, await problemsWith(db, root, staff, file, draft.text));
  const published = live.files[file];
  const path = join(root, file);
  if (published === undefined && !existsSync(path)) throw notFound('There is no such file in the config.', 'config_file_not_found');
  const text = published ?? readFileSync(path, 'utf8');
  return {
    file,
    text,
    version: 0,
    saved: null,
    base: published === undefined ? 'shipped' : 'published',
    live: live.version,
    problems: await problemsWith(db, root, staff, file, text),
  };
}

/** Refused: the draft was saved again since the version the save was made from, or the file published since it was read. */
export class DraftChanged extends Error {
  constructor(readonly current: StudioFile) {
    super('draft changed');
  }
}

/**
 * Saves `text` as the draft of `file`, made from `from`: a draft's version, or no draft (0) over the live text of
 * version `from.live`. The write happens only if the draft is still at that version, in one statement, so two API
 * processes cannot both take the same version; a save with no draft is refused too when the file was published since.
 */
export async function saveDraft(db: Db, root: string, staff: Staff, file: string, text: string, from: MadeFrom): Promise<StudioFile> {
  try {
    JSON.parse(text);
  } catch (error) {
    throw fieldError('text', `This is not JSON: ${(error as Error).message}`, 'json_invalid');
  }
  // The change and its line in the audit log are one transaction: neither is kept without the other.
  const saved = await db.transaction(async (tx) => {
    if (from.version === 0) {
      // Why shared: saves do not wait for one another, only for a publish, which must not land between this check and
      // the write.
      await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [liveLock]);
      const now = await liveSet(tx);
      if (now.version !== from.live && now.files[file] !== (await liveSetOf(tx, from.live))[file]) return [];
    }
    const written =
      from.version === 0
        ? await tx.query<{ version: number }>(
            `INSERT INTO studio_drafts (file, text, version, saved_by) VALUES ($1, $2, 1, $3)
              ON CONFLICT (file) DO NOTHING RETURNING version`,
            [file, text, staff.id],
          )
        : await tx.query<{ version: number }>(
            `UPDATE studio_drafts SET text = $2, version = version + 1, saved_by = $3, saved_at = now()
              WHERE file = $1 AND version = $4 RETURNING version`,
            [file, text, staff.id, from.version],
          );
    const [row] = written;
    if (row) await recordChange(tx, staff, 'draft_saved', file, row.version);
    return written;
  });
  // A newer save, or a publish that took the draft: either way the file as it is now, to take or to save over.
  if (saved.length === 0) throw new DraftChanged(await studioFile(db, root, staff, file));
  return studioFile(db, root, staff, file);
}

/**
 * Discards the draft of `file` at `version`: the file is its live text again. Only that version goes, in one statement,
 * so a save made since (on any API process), a publish or another discard is never undone unseen: then the file as it
 * is now, to look at again.
 */
export async function discardDraft(db: Db, root: string, staff: Staff, file: string, version: number): Promise<StudioFile> {
  const discarded = await db.transaction(async (tx) => {
    const gone = await tx.query<{ version: number }>('DELETE FROM studio_drafts WHERE file = $1 AND version = $2 RETURNING version', [
      file,
      version,
    ]);
    if (gone[0]) await recordChange(tx, staff, 'draft_discarded', file, gone[0].version);
    return gone.length > 0;
  });
  const now = await studioFile(db, root, staff, file);
  if (!discarded) throw new DraftChanged(now);
  return now;
}

/** The drafts of the files `staff`'s role changes: what a publish by that account would publish. */
export async function draftsOf(db: Db, staff: Staff): Promise<Schemas['StudioVersions']['drafts']> {
  const rows = await db.query<DraftRow>(`SELECT ${draftColumns} FROM ${draftFrom} ORDER BY d.file`);
  return rows
    .filter((row) => mayChange(staff, row.file))
    .map((row) => ({ file: row.file, version: row.version, by: row.saved_by, at: new Date(row.saved_at).toISOString() }));
}
