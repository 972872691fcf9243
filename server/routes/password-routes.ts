// Changing the password while logged in (also the forced change of an expired password, requirements §2.4).
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { fieldError, notFound, validationFailed } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { confirmationViolations } from '../members/confirmation-rules';
import type { Services } from '../services';

export function registerPasswordRoutes(app: FastifyInstance, { db, contract, auth, sessions, clock, loginLimiter }: Services): void {
  app.route<{ Body: Schemas['ChangePasswordRequest'] }>({
    ...contract.route('changePassword'),
    handler: async (request, reply) => {
      const member = await auth.member(request, { passwordMayBeExpired: true });
      const { current_password, password, password_confirmation } = request.body;
      const mismatch = confirmationViolations({ password, password_confirmation });
      if (mismatch.length > 0) throw validationFailed(mismatch);
      const [row] = await db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE id = $1', [
        member.id,
      ]);
      if (!row) throw notFound('Member not found.', 'user_not_found');
      // A stolen access token must not become a way to guess passwords: the member's own budget of checks.
      if (!(await loginLimiter.check(row.email, reply, () => verifyPassword(current_password, row.password_hash)))) {
        throw fieldError('current_password', 'Your current password is not correct.', 'wrong_current_password');
      }
      if (current_password === password)
        throw fieldError('password', 'Please choose a password you have not used yet.', 'password_unchanged');
      await db.query('UPDATE users SET password_hash = $2, password_create_date = $3 WHERE id = $1', [
        member.id,
        await hashPassword(password),
        new Date(clock()),
      ]);
      // Whoever else held a session with the old password loses it; this one stays.
      await sessions.closeAll(member.id, member.familyId);
      return reply.code(204).send();
    },
  });
}
