// Impersonation: an agent (programme staff) opens a member's session through a one-time link that
// lives 5 minutes. The session remembers the agent (token claim `act`, answer `impersonated_by`).
import type { FastifyInstance } from 'fastify';
import { minutes } from '../clock';
import { ApiError, forbidden, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { findMember, findMemberByEmail } from '../members/member-record';
import type { Services } from '../services';

export function registerImpersonationRoutes(app: FastifyInstance, { db, contract, auth, sessions, oneTimeTokens }: Services): void {
  app.route<{ Body: Schemas['ImpersonationHashRequest'] }>({
    ...contract.route('createImpersonationHash'),
    handler: async (request, reply): Promise<Schemas['ImpersonationHash']> => {
      const caller = await auth.member(request);
      // An impersonated session acts with the member's rights, never the agent's.
      const agent = caller.impersonatedBy === null ? await findMember(db, caller.id) : null;
      if (agent?.role !== 'agent') throw forbidden();
      const target = await findMemberByEmail(db, request.body.email);
      if (!target) throw notFound('No member with this e-mail address.', 'user_not_found');
      if (target.role === 'agent') throw forbidden();
      const hash = await oneTimeTokens.create(db, 'impersonation', target.id, minutes(5), agent.id);
      reply.code(201);
      return { hash, url: `/impersonate/${hash}` };
    },
  });

  app.route<{ Body: Schemas['ImpersonateRequest'] }>({
    ...contract.route('impersonate'),
    config: perMinute(10),
    handler: async (request): Promise<Schemas['ImpersonationTokens']> => {
      const spent = await oneTimeTokens.spend(db, 'impersonation', request.body.hash);
      const agent = spent?.createdBy ? await findMember(db, spent.createdBy) : null;
      if (!spent || !agent) throw new ApiError(410, 'This impersonation link has expired.', 'impersonation_expired');
      return { ...(await sessions.open(spent.userId, agent.id)), impersonated_by: agent.email };
    },
  });
}
