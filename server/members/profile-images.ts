// Storing the member's profile picture without letting one member fill the disk: at most
// `maxUploadsPerHour` stored pictures per member per hour, counted in the database (so the limit holds
// across processes and restarts), the new picture replaces the old one in place, and on the embedded
// database the space of the replaced picture is given back at once.
import { minutes } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

export const maxUploadsPerHour = 10;
const windowMs = minutes(60);

/** The 429 answer, with the wait in whole minutes (the sliding window frees one upload at a time). */
export class TooManyUploads extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    const wait = Math.max(1, Math.ceil(waitMs / 60_000));
    super(
      429,
      `You can change your picture ${maxUploadsPerHour} times an hour. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      'too_many_uploads',
    );
    this.retryAfterSeconds = wait * 60;
  }
}

/** Throws TooManyUploads when the member has stored the maximum within the last hour. */
async function checkLimit(db: Db, userId: number, now: number): Promise<void> {
  const rows = await db.query<{ at: Date }>(
    'SELECT at FROM profile_image_uploads WHERE user_id = $1 AND at > $2 ORDER BY at DESC LIMIT $3',
    [userId, new Date(now - windowMs), maxUploadsPerHour],
  );
  const oldest = rows[maxUploadsPerHour - 1];
  if (oldest) throw new TooManyUploads(new Date(oldest.at).getTime() + windowMs - now);
}

/** Whether `db` is the embedded PGlite, which has no autovacuum worker and no background checkpointer. */
async function isEmbedded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ version: string }>('SELECT version()');
  return (row?.version ?? '').includes('PGlite');
}

export interface ProfileImages {
  /** Refuses early (before the body is read) when the member may not upload now. */
  checkLimit(userId: number): Promise<void>;
  /** Replaces the member's picture and counts the upload; the limit is checked again under the row lock. */
  store(userId: number, bytes: Buffer, type: string): Promise<void>;
}

export function createProfileImages(db: Db, clock: Clock): ProfileImages {
  let embedded: Promise<boolean> | null = null;
  return {
    checkLimit: (userId) => checkLimit(db, userId, clock()),
    async store(userId, bytes, type) {
      await db.transaction(async (tx) => {
        // The member's row lock makes concurrent uploads queue, so they cannot all pass the count.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        const now = clock();
        await checkLimit(tx, userId, now);
        await tx.query('DELETE FROM profile_image_uploads WHERE user_id = $1 AND at <= $2', [userId, new Date(now - windowMs)]);
        await tx.query('INSERT INTO profile_image_uploads (user_id, at) VALUES ($1, $2)', [userId, new Date(now)]);
        await tx.query('UPDATE users SET image = $2, image_type = $3 WHERE id = $1', [userId, bytes, type]);
      });
      embedded ??= isEmbedded(db);
      if (await embedded) {
        // PostgreSQL keeps the replaced picture as a dead row (its TOAST chunks, ~2 MB) until a vacuum,
        // and its WAL until a checkpoint; PGlite runs neither in the background, so without these two
        // statements every upload grew the data directory by about twice the picture, for good. A real
        // PostgreSQL has autovacuum and a checkpointer (and CHECKPOINT needs a privileged role there).
        await db.exec('VACUUM users');
        await db.exec('CHECKPOINT');
      }
    },
  };
}
