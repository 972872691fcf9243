// Published versions of the studio's changes (server/db/migrations/029-studio-versions.sql). A version holds the live
// set: every config file the studio has changed, as text, over the files the server was built from. Publishing puts
// the drafts of the files the account's role changes into a new version, in one transaction under a lock every API
// process shares, and only when the config checker finds nothing with that set in place; restoring makes a new version
// of an older one's set (version 0: the files as shipped). Each version says what it changed against the one before,
// file by file. `npm run studio:export` writes the live set into config/, where developers review it in git.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { Staff } from './staff-accounts';
import { recordChange } from './studio-audit';
import { liveLock, liveSet, liveSetOf, parsedTexts, problemsOf } from './studio-live';
import { gonePathsOf } from '../config-check/check';
import type { LiveFiles } from './studio-live';
import { mayChange } from './studio-roles';

type Version = Schemas['StudioVersion'];

interface VersionRow {
  id: number;
  message: string;
  files: string;
  changed: string;
  by: string;
  at: Date | string;
}

const versionColumns = 'v.id, v.message, v.files, v.changed, s.name AS by, v.published_at AS at';
const versionFrom = 'studio_versions v JOIN staff s ON s.id = v.published_by';

const asVersion = (row: VersionRow): Version => ({
  id: row.id,
  message: row.message,
  by: row.by,
  at: new Date(row.at).toISOString(),
  changed: JSON.parse(row.changed) as string[],
});

/** The newest versions first. */
export async function versions(db: Db, limit = 50): Promise<Version[]> {
  const rows = await db.query<VersionRow>(`SELECT ${versionColumns} FROM ${versionFrom} ORDER BY v.id DESC LIMIT ${limit}`);
  return rows.map(asVersion);
}

/** Refused: the set would break a rule of the config; the problems say where. */
export class PublishRefused extends Error {
  constructor(readonly problems: Schemas['StudioProblem'][]) {
    super('config invalid');
  }
}

/** Writes `files` as the new live set, once the checker finds nothing with them in place of the shipped files. */
async function writeVersion(
  tx: Db,
  root: string,
  staff: Staff,
  change: { files: LiveFiles; changed: string[]; message: string; action: 'published' | 'restored'; live: LiveFiles },
): Promise<Version> {
  const { files, changed, message, action, live } = change;
  // A publish keeps every path it moves as a redirect; a restore puts an older set back as it was.
  const problems = problemsOf(root, files, action === 'published' ? live : undefined);
  if (problems.length) throw new PublishRefused(problems);
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO studio_versions (message, files, changed, published_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [message, JSON.stringify(files), JSON.stringify(changed), staff.id],
  );
  if (!row) throw new Error('studio_versions: no id returned');
  for (const file of changed) await recordChange(tx, staff, action, file, row.id);
  const [written] = await tx.query<VersionRow>(`SELECT ${versionColumns} FROM ${versionFrom} WHERE v.id = $1`, [row.id]);
  if (!written) throw new Error('studio_versions: the new version is not there');
  // What the version takes from members' bookmarks, said with it (the texts were checked above: they parse).
  const gone = gonePathsOf(root, parsedTexts(files), parsedTexts(live));
  return { ...asVersion(written), ...(gone.length ? { gone } : {}) };
}

/**
 * Publishes the drafts of the files `staff`'s role changes: the live set with them in place becomes a new version and
 * those drafts are gone. Refused when there is none (409) or when the set breaks a rule of the config.
 */
export async function publish(db: Db, root: string, staff: Staff, message: string): Promise<Version> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [liveLock]);
    // Why FOR UPDATE: a save of one of these drafts waits for the publish to end, then finds the draft gone (it is
    // refused, not deleted unseen); a save of a new draft waits on the lock above.
    const drafts = (await tx.query<{ file: string; text: string }>('SELECT file, text FROM studio_drafts ORDER BY file FOR UPDATE')).filter(
      (draft) => mayChange(staff, draft.file),
    );
    if (drafts.length === 0) throw new ApiError(409, 'There is no draft to publish.', 'nothing_to_publish');
    const live = await liveSet(tx);
    const files = { ...live.files, ...Object.fromEntries(drafts.map((draft) => [draft.file, draft.text])) };
    const version = await writeVersion(tx, root, staff, {
      files,
      changed: drafts.map((draft) => draft.file),
      message,
      action: 'published',
      live: live.files,
    });
    for (const draft of drafts) await tx.query('DELETE FROM studio_drafts WHERE file = $1', [draft.file]);
    return version;
  });
}

/** Makes a new version of version `id`'s live set (0: the files as shipped). */
export async function restore(db: Db, root: string, staff: Staff, id: number, message: string): Promise<Version> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [liveLock]);
    if (id !== 0 && (await tx.query('SELECT 1 FROM studio_versions WHERE id = $1', [id])).length === 0)
      throw new ApiError(404, 'There is no such version.', 'version_not_found');
    const files = await liveSetOf(tx, id);
    const live = await liveSet(tx);
    const changed = [...new Set([...Object.keys(live.files), ...Object.keys(files)])]
      .filter((file) => live.files[file] !== files[file])
      .sort();
    if (changed.length === 0) throw new ApiError(409, 'This version is the live one already: nothing to restore.', 'nothing_to_restore');
    return writeVersion(tx, root, staff, { files, changed, message, action: 'restored', live: live.files });
  });
}

/** A file's text as the server was built with it; null when there is no such file. */
const shippedText = (root: string, file: string): string | null =>
  existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null;

/**
 * What version `id` changed against the one published before it (0: the files as shipped): each file in its
 * `changed`, with its text before and after (a set that does not hold a file has it as shipped).
 */
export async function versionChanges(db: Db, root: string, id: number): Promise<Schemas['StudioVersionChanges']> {
  const [row] = await db.query<{ changed: string; previous: number | null }>(
    'SELECT changed, (SELECT MAX(id) FROM studio_versions WHERE id < $1) AS previous FROM studio_versions WHERE id = $1',
    [id],
  );
  if (!row) throw new ApiError(404, 'There is no such version.', 'version_not_found');
  const previous = row.previous ?? 0;
  const [before, after] = [await liveSetOf(db, previous), await liveSetOf(db, id)];
  const textIn = (set: LiveFiles, file: string) => set[file] ?? shippedText(root, file);
  return {
    id,
    previous,
    files: (JSON.parse(row.changed) as string[]).map((file) => ({ file, before: textIn(before, file), after: textIn(after, file) })),
  };
}

/**
 * What `npm run studio:export` writes: every file any version has changed, with its live text, else its text as
 * shipped (the live version no longer changes it), else null (a file the studio added that the live version has not).
 */
export async function exportSet(db: Db, root: string): Promise<Schemas['StudioLive']> {
  const live = await liveSet(db);
  const touched = new Set(Object.keys(live.files));
  for (const row of await db.query<{ changed: string }>('SELECT changed FROM studio_versions'))
    for (const file of JSON.parse(row.changed) as string[]) touched.add(file);
  return { version: live.version, files: [...touched].sort().map((file) => ({ file, text: live.files[file] ?? shippedText(root, file) })) };
}
