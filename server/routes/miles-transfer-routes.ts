// Transfers of miles to another member (/burn/transfers): the expiry date the miles keep, the recipient's
// name for the confirmation step, and the transfer itself (Idempotency-Key required).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { findMember } from '../members/member-record';
import { findRecipient, transferExpiration, transferForms, transferMiles } from '../miles/transfers';
import type { Services } from '../services';

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key)
    throw new ApiError(422, 'The Idempotency-Key header is required.', 'idempotency_key_required', [
      { propertyPath: 'Idempotency-Key', message: 'The Idempotency-Key header is required.', key: 'idempotency_key_required' },
    ]);
  if (!keyPattern.test(key))
    throw new ApiError(422, 'The Idempotency-Key header must be a UUID or 16 to 64 URL-safe characters.', 'idempotency_key_invalid', [
      {
        propertyPath: 'Idempotency-Key',
        message: 'The Idempotency-Key header must be a UUID or 16 to 64 URL-safe characters.',
        key: 'idempotency_key_invalid',
      },
    ]);
  return key;
}

export function registerMilesTransferRoutes(app: FastifyInstance, { db, contract, auth, clock }: Services): void {
  app.route({
    ...contract.route('getTransferExpiration'),
    handler: async (request): Promise<Schemas['TransferExpiration']> =>
      transferExpiration(db, (await auth.member(request)).id, new Date(clock())),
  });

  app.route<{ Querystring: { agent_code: string } }>({
    ...contract.route('getTransferRecipient'),
    config: perMinute(30),
    handler: async (request): Promise<Schemas['TransferRecipient']> => {
      const { agent_code, display_name } = await findRecipient(db, (await auth.member(request)).id, request.query.agent_code);
      return { agent_code, display_name };
    },
  });

  app.route<{ Body: Schemas['TransferRequest'] }>({
    ...contract.route('createTransfer'),
    handler: async (request, reply): Promise<Schemas['Transfer']> => {
      const member = await auth.member(request);
      const key = idempotencyKey(request);
      const sender = await findMember(db, member.id);
      if (!sender) throw notFound('Member not found.', 'user_not_found');
      const answer = await transferMiles(db, sender, request.body, contract.formFields(transferForms), key, new Date(clock()));
      reply.code(201);
      return answer;
    },
  });
}
