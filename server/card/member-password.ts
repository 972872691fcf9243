// The member's password asked again before a card action that matters (blocking for good), checked through the
// login limiter's check of a signed-in member's password (server/auth/login-limiter.ts), so wrong guesses here
// are bounded like every other password check.
import type { FastifyReply } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import type { LoginLimiter } from '../auth/login-limiter';
import type { Db } from '../db/db';
import { notFound } from '../http/api-error';

/** A check of `password` against the member's own, to run once the action is known to be possible. */
export function memberPasswordCheck(
  db: Db,
  loginLimiter: LoginLimiter,
  reply: FastifyReply,
  userId: number,
  password: string,
): () => Promise<boolean> {
  return async () => {
    const [member] = await db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE id = $1', [
      userId,
    ]);
    if (!member) throw notFound('Member not found.', 'user_not_found');
    return loginLimiter.check(member.email, reply, () => verifyPassword(password, member.password_hash));
  };
}
