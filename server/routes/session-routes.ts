// Login, guest tokens, refresh, logout and the login check (requirements §4, §7), and the login form sent as plain
// HTML before the portal's script ran: its session waits in a short cookie for the app to take it over.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginWaitingCookie } from '../../src/contract/cookies';
import { attemptLogin } from '../auth/login-attempt';
import { notFound, validationFailed } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { NativeForms } from '../http/native-forms';
import { cookieValue, setCookie } from '../http/cookies';
import { modeCookie } from '../http/prerendered-pages';
import { toViolations } from '../http/violations';
import { perMinute } from '../http/rate-limits';
import type { Services } from '../services';

/** Holds a plain HTML login's session until the app takes it (only the handoff call is sent it). */
const handoffCookie = 'login_handoff';
const handoffPath = '/api/front/session_handoff';
/** Long enough for the page to load after the login, short enough not to linger. */
const handoffSeconds = 60;

function holdSession(tokens: Schemas['Tokens'], request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, handoffCookie, JSON.stringify(tokens), {
    path: handoffPath,
    maxAge: handoffSeconds,
    sameSite: 'Strict',
    httpOnly: true,
  });
  setCookie(request, reply, loginWaitingCookie, '1', { path: '/', maxAge: handoffSeconds, sameSite: 'Strict' });
  // The member's app shell, not the guests' page, for what comes next (src/app/mode-cookie.ts keeps it in step).
  setCookie(request, reply, modeCookie, 'member', { path: '/', maxAge: 31_536_000, sameSite: 'Lax' });
}

function takeHeldSession(request: FastifyRequest, reply: FastifyReply): Schemas['Tokens'] | null {
  setCookie(request, reply, handoffCookie, '', { path: handoffPath, maxAge: 0, sameSite: 'Strict', httpOnly: true });
  setCookie(request, reply, loginWaitingCookie, '', { path: '/', maxAge: 0, sameSite: 'Strict' });
  const held = cookieValue(request.headers.cookie, handoffCookie);
  if (!held) return null;
  try {
    const tokens = JSON.parse(decodeURIComponent(held)) as Schemas['Tokens'];
    return typeof tokens.token === 'string' ? tokens : null;
  } catch {
    return null;
  }
}

/** Registers the session's calls; answers the forms a prerendered page may send as plain HTML (the login). */
export function registerSessionRoutes(app: FastifyInstance, services: Services): NativeForms {
  const { contract, sessions, tokens, auth } = services;
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
      const session = await attemptLogin(services, request.body, request.ip, reply);
      reply.header('X-QA-Options', qaOptions);
      return session;
    },
  });

  // The app takes over the session of a login sent as plain HTML, once; the cookie that held it is gone after.
  app.route({
    ...contract.route('sessionHandoff'),
    config: perMinute(30),
    handler: async (request, reply): Promise<Schemas['Tokens']> => {
      const session = takeHeldSession(request, reply);
      if (!session) throw notFound('No login is waiting.', 'no_login_waiting');
      reply.header('X-QA-Options', qaOptions);
      return session;
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

  return {
    login: {
      keep: ['email'],
      async submit(fields, request, reply) {
        const body = { email: fields.email ?? '', password: fields.password ?? '' };
        const errors = contract.errors('LoginRequest', body);
        if (errors) throw validationFailed(toViolations(errors));
        holdSession(await attemptLogin(services, body, request.ip, reply), request, reply);
      },
    },
  };
}
