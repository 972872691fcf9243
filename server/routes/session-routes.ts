// Login, guest tokens, refresh, logout and the login check (requirements §4, §7).
import { verifyNothing, verifyPassword } from '../auth/passwords';
import type { FastifyInstance } from 'fastify';
import { fieldError, unauthorized } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import type { Services } from '../services';

export function registerSessionRoutes(
  app: FastifyInstance,
  { db, contract, sessions, tokens, auth, loginLimiter, captcha }: Services,
): void {
  // requirements §7: the portal reads the QA options of the login answer. A server that serves the development routes
  // (MILES_DEV_OUTBOX=1, a test environment) names them, so the portal knows it runs against one and its tests know
  // which helpers they may call; a production server has none: `{}`. Known once every route is registered.
  let qaOptions = '{}';
  app.addHook('onReady', async () => {
    const helpers = contract.operationIds().filter((id) => {
      const { method, url } = contract.route(id);
      return url.startsWith('/api/dev/') && app.hasRoute({ method, url });
    });
    if (helpers.length > 0) qaOptions = JSON.stringify({ helpers });
  });

  app.route<{ Body: Schemas['LoginRequest'] }>({
    ...contract.route('login'),
    config: perMinute(30),
    handler: async (request, reply): Promise<Schemas['Tokens']> => {
      const { password, captcha: solution } = request.body;
      const email = request.body.email.trim().toLowerCase();
      // A captcha that came along is checked (and spent) whether or not the account needs one at this moment.
      const captchaSolved = solution !== undefined && (await captcha.verify(solution));
      if (solution !== undefined && !captchaSolved) throw fieldError('captcha', 'Please verify you are not a robot', 'captcha_failed');
      const [user] = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]);
      // The counters reserve their slots before the password is evaluated (429 with the wait while this address
      // waits or is locked, 422 captcha_required when the account needs the captcha).
      const ok = await loginLimiter.login({ email, source: request.ip, captchaSolved }, reply, () =>
        user ? verifyPassword(password, user.password_hash) : verifyNothing(password),
      );
      if (!user || !ok) throw unauthorized('Invalid credentials.', 'invalid_credentials');
      reply.header('X-QA-Options', qaOptions);
      return sessions.open(user.id);
    },
  });

  app.route({
    ...contract.route('anonymousToken'),
    handler: async (): Promise<Schemas['AnonymousToken']> => ({ token: await tokens.anonymous() }),
  });

  // The refresh token alone authenticates this call: the bearer of an expired session may come along.
  app.route<{ Body: Schemas['RefreshRequest'] }>({
    ...contract.route('refreshToken'),
    config: perMinute(60),
    handler: (request): Promise<Schemas['Tokens']> => sessions.refresh(request.body.refresh_token),
  });

  app.route<{ Body: Schemas['RefreshRequest'] }>({
    ...contract.route('logout'),
    handler: async (request, reply) => {
      await sessions.close(request.body.refresh_token);
      return reply.code(204).send();
    },
  });

  app.route({
    ...contract.route('accessToken'),
    handler: async (request): Promise<Schemas['AccessTokenStatus']> => ({
      valid: true,
      anonymous: (await auth.anyToken(request)).anonymous,
    }),
  });
}
