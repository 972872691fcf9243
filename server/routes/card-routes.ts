// The prepaid card: status, blocking reasons, order/replace, activate, load, PIN reveal, history,
// block. Member calls only; every card id is looked up with the token's member (another member's: 404); every
// write is refused while impersonating (an agent helping a member does not spend miles nor see the PIN).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { activateCard, blockCard, RetryLater } from '../card/card-actions';
import { cardTransactions } from '../card/card-history';
import { loadCard, orderCard } from '../card/card-payments';
import { blockingReasons } from '../card/card-rules';
import { cardStatus } from '../card/cards';
import { cardKey } from '../card/pin-crypto';
import { createRevealToken, revealPin } from '../card/pin-reveal';
import { memberPasswordCheck } from '../card/member-password';
import { countryNamer } from '../reference/countries';
import type { Services } from '../services';

type Id = { id: string };
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  const refuse = (message: string, code: string) =>
    new ApiError(422, message, code, [{ propertyPath: 'Idempotency-Key', message, key: code }]);
  if (!key) throw refuse('The Idempotency-Key header is required.', 'idempotency_key_required');
  if (!keyPattern.test(key))
    throw refuse('The Idempotency-Key header must be a UUID or 16 to 64 URL-safe characters.', 'idempotency_key_invalid');
  return key;
}

/** Sets Retry-After for the card's 429s before they reach the error handler. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLater) void reply.header('Retry-After', String(error.retryAfter));
    throw error;
  }
}

export async function registerCardRoutes(
  app: FastifyInstance,
  { db, contract, auth, clock, outbox, loginLimiter, cardFees, countries }: Services,
): Promise<void> {
  const key = await cardKey(db);
  const now = () => new Date(clock());
  /** The member of a write (the contract refuses the card's writes to a support session). */
  const writer = async (request: FastifyRequest) => (await auth.member(request)).id;
  /** The delivery address's country, named in the request's language (the countries file). */
  const names = (request: FastifyRequest) => countryNamer(countries, requestLanguage(request.headers['accept-language']));

  app.route({
    ...contract.route('getUserCard'),
    handler: async (request): Promise<Schemas['CardStatus']> => cardStatus(db, (await auth.member(request)).id, now(), names(request)),
  });

  app.route({
    ...contract.route('getCardBlockingReasons'),
    handler: async (request): Promise<Schemas['CardBlockingReasons']> => {
      await auth.member(request);
      return { reasons: blockingReasons };
    },
  });

  app.route<{ Body: Schemas['CardOrderRequest'] }>({
    ...contract.route('orderCard'),
    handler: async (request, reply): Promise<Schemas['CardStatus']> => {
      const userId = await writer(request);
      const answer = await orderCard({ db, key, outbox, name: names(request) }, userId, request.body, idempotencyKey(request), now());
      reply.code(201);
      return answer;
    },
  });

  app.route<{ Params: Id; Body: Schemas['CardActivateRequest'] }>({
    ...contract.route('activateCard'),
    handler: async (request, reply): Promise<Schemas['CardStatus']> => {
      const userId = await writer(request);
      return withRetryAfter(reply, () =>
        activateCard(db, key, userId, Number(request.params.id), request.body.code, now(), names(request)),
      );
    },
  });

  app.route<{ Params: Id; Body: Schemas['CardLoadRequest'] }>({
    ...contract.route('loadCard'),
    handler: async (request, reply): Promise<Schemas['CardLoad']> => {
      const userId = await writer(request);
      const answer = await loadCard(
        { db, key, outbox, name: names(request) },
        userId,
        Number(request.params.id),
        request.body,
        idempotencyKey(request),
        now(),
      );
      reply.code(201);
      return answer;
    },
  });

  app.route<{ Params: Id; Body: Schemas['PinRevealTokenRequest'] }>({
    ...contract.route('createPinRevealToken'),
    handler: async (request, reply): Promise<Schemas['PinRevealToken']> => {
      const userId = await writer(request);
      const [member] = await db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE id = $1', [
        userId,
      ]);
      if (!member) throw notFound('Member not found.', 'user_not_found');
      // The member's own budget of password checks (5 wrong per 15 minutes), apart from the login's failures.
      const checkPassword = () =>
        loginLimiter.check(member.email, reply, () => verifyPassword(request.body.password, member.password_hash));
      const token = await withRetryAfter(reply, () => createRevealToken(db, userId, Number(request.params.id), checkPassword, now()));
      reply.code(201);
      return token;
    },
  });

  app.route<{ Body: Schemas['PinRevealRequest'] }>({
    ...contract.route('revealPin'),
    handler: async (request, reply): Promise<Schemas['PinReveal']> => {
      const userId = await writer(request);
      // The PIN must not stay in any cache, shared or the browser's own.
      void reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return revealPin(db, key, userId, request.body.token, now());
    },
  });

  app.route<{ Params: Id; Querystring: { months?: string; before?: string } }>({
    ...contract.route('listCardTransactions'),
    handler: async (request): Promise<Schemas['CardTransactions']> =>
      cardTransactions(db, (await auth.member(request)).id, Number(request.params.id), request.query, {
        fees: cardFees,
        language: requestLanguage(request.headers['accept-language']),
      }),
  });

  app.route<{ Params: Id; Body: Schemas['CardBlockRequest'] }>({
    ...contract.route('blockCard'),
    handler: async (request, reply): Promise<Schemas['CardStatus']> => {
      const userId = await writer(request);
      // Blocking cannot be undone: the member's password first, as for the PIN (a wrong one is a 422 on the field).
      const checkPassword = memberPasswordCheck(db, loginLimiter, reply, userId, request.body.password);
      return blockCard(db, userId, Number(request.params.id), request.body.reason, checkPassword, now(), names(request));
    },
  });
}
