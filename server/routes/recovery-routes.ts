// Password recovery, sign-up confirmation and newsletter unsubscription: the links of the mails.
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { minutes } from '../clock';
import { fieldError, notFound, validationFailed } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { recoveryMail } from '../mail/messages';
import { findMemberByEmail } from '../members/member-record';
import { confirmationViolations } from '../members/confirmation-rules';
import type { Services } from '../services';

const invalidSlug = () => fieldError('slug', 'Invalid slug', 'invalid_slug');

/** The member id of a link, or null when it cannot be one. */
function userIdOf(code: string | number): number | null {
  const id = Number(code);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function registerRecoveryRoutes(app: FastifyInstance, { db, contract, outbox, oneTimeTokens, sessions, clock }: Services): void {
  // Always 204, and the same work either way: whether an account exists is nobody's business but
  // its owner's, neither from the answer nor from how long it takes. An unknown address gets a decoy token
  // (same statement, nothing stored) and a mail written but not stored (same statement shape as the outbox).
  app.route<{ Body: Schemas['RecoveryRequest'] }>({
    ...contract.route('requestRecovery'),
    config: perMinute(5),
    handler: async (request, reply) => {
      const member = await findMemberByEmail(db, request.body.email);
      if (member) {
        const slug = await oneTimeTokens.create(db, 'recovery', member.id, minutes(60));
        await outbox.send(
          db,
          recoveryMail({ email: member.email, firstname: member.firstname, unsubscribeToken: member.unsubscribe_token }, member.id, slug),
        );
      } else {
        const slug = await oneTimeTokens.createDecoy(db, 'recovery', minutes(60));
        // The outbox's INSERT with nothing stored: the mail of an address without an account is never sent.
        await outbox.decoy(db, recoveryMail({ email: request.body.email, firstname: '', unsubscribeToken: '' }, 0, slug));
      }
      return reply.code(204).send();
    },
  });

  app.route<{ Body: Schemas['ResetPasswordRequest'] }>({
    ...contract.route('resetPassword'),
    config: perMinute(10),
    handler: async (request, reply) => {
      const { code, slug, password, password_confirmation } = request.body;
      const mismatch = confirmationViolations({ password, password_confirmation });
      if (mismatch.length > 0) throw validationFailed(mismatch);
      const userId = userIdOf(code);
      if (userId === null) throw invalidSlug();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await oneTimeTokens.spend(tx, 'recovery', slug, userId))) throw invalidSlug();
        const now = new Date(clock());
        await tx.query('UPDATE users SET password_hash = $2, password_create_date = $3 WHERE id = $1', [userId, passwordHash, now]);
        // The other links of earlier requests die with this one.
        await tx.query("UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'recovery' AND used_at IS NULL", [
          userId,
          now,
        ]);
      });
      await sessions.closeAll(userId);
      return reply.code(204).send();
    },
  });

  app.route<{ Body: Schemas['ConfirmRequest'] }>({
    ...contract.route('confirmAccount'),
    config: perMinute(10),
    handler: async (request, reply) => {
      const { page, code, slug } = request.body;
      const userId = userIdOf(code);
      if (page !== 'account' || userId === null) throw invalidSlug();
      await db.transaction(async (tx) => {
        if (!(await oneTimeTokens.spend(tx, 'confirm', slug, userId))) throw invalidSlug();
        await tx.query('UPDATE users SET confirmed_at = $2 WHERE id = $1', [userId, new Date(clock())]);
      });
      return reply.code(204).send();
    },
  });

  app.route<{ Body: Schemas['UnsubscribeRequest'] }>({
    ...contract.route('unsubscribe'),
    config: perMinute(10),
    handler: async (request, reply) => {
      const done = await db.query('UPDATE users SET newsletter = false WHERE unsubscribe_token = $1 RETURNING id', [request.body.token]);
      if (done.length === 0) throw notFound('This unsubscribe link is not valid.', 'unsubscribe_token_not_found');
      return reply.code(204).send();
    },
  });
}
