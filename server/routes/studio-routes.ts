// The studio's calls (/studio): staff log in with their own accounts, read the portal's config their role works on,
// and keep drafts of the files their role changes, checked by the config checker as they type, every change in the
// audit log. Apart from the member's calls: a studio token opens none of them, and a member's or an agent's token
// none of these (401).
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { verifyNothing, verifyPassword } from '../auth/passwords';
import { accessTokenTtlMs } from '../auth/token-service';
import { unauthorized } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { configFor, readStudioConfig } from '../studio/studio-config';
import { DraftChanged, problemsWith, saveDraft, studioFile } from '../studio/studio-drafts';
import { assertMayChange } from '../studio/studio-roles';
import { auditFor } from '../studio/studio-audit';
import { endStaffSession, openStaffSession, staffByEmail, staffOf, staffSessionOf } from '../studio/staff-accounts';
import type { Services } from '../services';

const wrongCredentials = () => unauthorized('This e-mail address or password is not correct.', 'invalid_credentials');

/** The project folder whose config/ and schemas/forms/ the studio lists: this checkout's. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export function registerStudioRoutes(app: FastifyInstance, { db, contract, tokens, loginLimiter }: Services): void {
  const config = readStudioConfig(projectRoot);

  app.route<{ Body: Schemas['StaffLoginRequest'] }>({
    ...contract.route('studioLogin'),
    // Why a limit per address besides the account's: one address must not try many accounts either.
    config: perMinute(10),
    handler: async (request, reply): Promise<Schemas['StaffSession']> => {
      const account = await staffByEmail(db, request.body.email);
      // Why verify even without an account: the answer's time must not say which addresses are staff. Why the
      // account's own budget: a staff password opens the portal's config, so wrong ones spread over many addresses
      // lock the account too (5 in 15 minutes, counted in the database for every API process).
      const { password } = request.body;
      const matches = await loginLimiter.check(`studio:${request.body.email.trim().toLowerCase()}`, reply, () =>
        account ? verifyPassword(password, account.passwordHash) : verifyNothing(password),
      );
      if (!account || !matches) throw wrongCredentials();
      const { passwordHash: _secret, ...staff } = account;
      request.log.info({ staff: staff.id, role: staff.role }, 'studio login');
      void reply.header('cache-control', 'no-store');
      return { token: await tokens.staff(await openStaffSession(db, staff.id)), expires_in: accessTokenTtlMs / 1000, staff };
    },
  });

  app.route({
    ...contract.route('studioLogout'),
    handler: async (request, reply) => {
      const { staff, session } = await staffSessionOf(request, db, tokens);
      await endStaffSession(db, session);
      request.log.info({ staff: staff.id }, 'studio logout');
      return reply.code(204).send();
    },
  });

  app.route({
    ...contract.route('getStudioMe'),
    handler: (request): Promise<Schemas['Staff']> => staffOf(request, db, tokens),
  });

  app.route({
    ...contract.route('getStudioConfig'),
    handler: async (request): Promise<Schemas['StudioConfig']> => configFor(config, await staffOf(request, db, tokens)),
  });

  app.route<{ Querystring: { file: string } }>({
    ...contract.route('getStudioFile'),
    handler: async (request, reply): Promise<Schemas['StudioFile']> => {
      assertMayChange(await staffOf(request, db, tokens), request.query.file);
      const file = await studioFile(db, projectRoot, request.query.file);
      void reply.header('etag', `"${file.version}"`).header('cache-control', 'no-store');
      return file;
    },
  });

  app.route<{ Querystring: { file: string }; Body: Schemas['StudioDraft']; Headers: { 'if-match': string } }>({
    ...contract.route('saveStudioDraft'),
    config: perMinute(60),
    handler: async (request, reply) => {
      const staff = await staffOf(request, db, tokens);
      const { file } = request.query;
      assertMayChange(staff, file);
      try {
        const saved = await saveDraft(db, projectRoot, staff, file, request.body.text, Number(request.headers['if-match'].slice(1, -1)));
        request.log.info({ staff: staff.id, file, version: saved.version }, 'studio draft saved');
        return await reply.header('etag', `"${saved.version}"`).send(saved);
      } catch (error) {
        if (!(error instanceof DraftChanged)) throw error;
        const { current } = error;
        const conflict: Schemas['StudioConflict'] = {
          code: 412,
          key: 'draft_changed',
          message: `${current.saved?.by ?? 'Someone'} saved this draft since you opened it (version ${current.version}).`,
          current,
        };
        return reply.code(412).header('etag', `"${current.version}"`).send(conflict);
      }
    },
  });

  app.route<{ Querystring: { file?: string } }>({
    ...contract.route('getStudioAudit'),
    handler: async (request, reply): Promise<Schemas['StudioAudit']> => {
      const staff = await staffOf(request, db, tokens);
      const { file } = request.query;
      if (file !== undefined) assertMayChange(staff, file);
      void reply.header('cache-control', 'no-store');
      return { entries: await auditFor(db, staff, file) };
    },
  });

  app.route<{ Querystring: { file: string }; Body: Schemas['StudioDraft'] }>({
    ...contract.route('checkStudioDraft'),
    // Why generous: the studio checks as one types (a pause in typing sends one).
    config: perMinute(240),
    handler: async (request): Promise<Schemas['StudioCheck']> => {
      assertMayChange(await staffOf(request, db, tokens), request.query.file);
      return { problems: await problemsWith(db, projectRoot, request.query.file, request.body.text) };
    },
  });
}
