// The studio's calls (/studio): staff log in with their own accounts, read the portal's config their role works on,
// keep drafts of the files their role changes, checked by the config checker as they type, publish them as versions
// and restore older ones, every change in the audit log. Apart from the member's calls: a studio token opens none of them, and a member's or an agent's token
// none of these (401).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyNothing, verifyPassword } from '../auth/passwords';
import { accessTokenTtlMs } from '../auth/token-service';
import { fieldError, forbidden, unauthorized } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { configFor, contentPagesOf, readStudioConfig } from '../studio/studio-config';
import type { FileConfig } from '../studio/studio-config';
import { discardDraft, DraftChanged, draftSet, draftsOf, problemsWith, saveDraft, studioFile } from '../studio/studio-drafts';
import type { MadeFrom } from '../studio/studio-drafts';
import { assertMayChange } from '../studio/studio-roles';
import { auditFor } from '../studio/studio-audit';
import { liveSet, problemsOf, projectRoot } from '../studio/studio-live';
import { endPreview, startPreview } from '../studio/studio-preview';
import type { LiveConfigSource } from '../studio/live-config';
import { exportSet, publish, PublishRefused, restore, versionChanges, versions } from '../studio/studio-versions';
import { endStaffSession, openStaffSession, staffByEmail, staffOf, staffSessionOf } from '../studio/staff-accounts';
import type { Services } from '../services';

/** A publish or restore the config checker refused: 409 with the problems. */
function refusedSet(reply: FastifyReply, error: unknown) {
  if (!(error instanceof PublishRefused)) throw error;
  const refusal: Schemas['StudioPublishRefused'] = {
    code: 409,
    key: 'config_invalid',
    message: `The config would have ${error.problems.length} problem(s): nothing was published.`,
    problems: error.problems,
  };
  return reply.code(409).send(refusal);
}

/**
 * What a save's If-Match names: a draft's version ("3"), or no draft and the live version the text was read with
 * ("0.5"). Read here because the contract's route schemas hold query and path parameters, not headers.
 */
function madeFrom(ifMatch: string | undefined): MadeFrom {
  const named = /^"(?:([1-9][0-9]{0,8})|0\.([0-9]{1,9}))"$/.exec(ifMatch ?? '');
  if (!named) throw fieldError('If-Match', 'Name what the text was made from, as the ETag gave it.', 'if_match_invalid');
  return named[1] ? { version: Number(named[1]), live: 0 } : { version: 0, live: Number(named[2]) };
}

/** What a save names in If-Match: the draft's version, or 0 and the live version the text was read with. */
const etagOf = (file: Schemas['StudioFile']) => (file.version > 0 ? `"${file.version}"` : `"0.${file.live}"`);

/** A save or discard made from a version that is no longer the file's: 412 with the file as it is now. */
function conflictOf(reply: FastifyReply, current: Schemas['StudioFile']) {
  const conflict: Schemas['StudioConflict'] = {
    code: 412,
    key: 'draft_changed',
    message: current.saved
      ? `${current.saved.by} saved this draft since you opened it (version ${current.version}).`
      : `This file's draft was published or discarded since you opened it (live version ${current.live}).`,
    current,
  };
  return reply.code(412).header('etag', etagOf(current)).send(conflict);
}

const wrongCredentials = () => unauthorized('This e-mail address or password is not correct.', 'invalid_credentials');

/** `live` is the process's live config (server/studio/live-config.ts), shared with the pages it sends. */
export function registerStudioRoutes(app: FastifyInstance, { db, contract, tokens, loginLimiter }: Services, live: LiveConfigSource): void {
  // The config as the live version applies it, read again when another version is live.
  let listed: { version: number; config: FileConfig } | null = null;
  const liveStudioConfig = () => {
    const current = live.current();
    if (listed?.version !== current.version)
      listed = { version: current.version, config: readStudioConfig(projectRoot, new Map(Object.entries(current.files))) };
    return listed.config;
  };

  app.route({
    ...contract.route('startStudioPreview'),
    handler: async (request, reply): Promise<Schemas['StudioCheck']> => {
      const { staff, session } = await staffSessionOf(request, db, tokens);
      const { texts, live: liveFiles } = await draftSet(db, staff);
      const problems = problemsOf(projectRoot, texts, liveFiles);
      // Nothing with a problem is previewed: the portal would meet what the checker refuses.
      if (problems.length === 0) await startPreview(request, reply, tokens, session);
      return { problems };
    },
  });

  app.route({
    ...contract.route('endStudioPreview'),
    handler: async (request, reply) => {
      endPreview(request, reply);
      return reply.code(204).send();
    },
  });

  app.route({
    ...contract.route('getConfigVersion'),
    handler: async (): Promise<Schemas['ConfigVersion']> => ({ version: live.current().version }),
  });

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
    handler: async (request, reply): Promise<Schemas['StudioConfig']> => {
      const staff = await staffOf(request, db, tokens);
      void reply.header('cache-control', 'no-store');
      const config = liveStudioConfig();
      // Why read at each call: the content system's pages change without a version (its files, at a start).
      const contentPages = staff.role === 'editor' ? await contentPagesOf(db, config.pages) : [];
      return configFor({ ...config, contentPages }, staff);
    },
  });

  app.route<{ Querystring: { file: string } }>({
    ...contract.route('getStudioFile'),
    handler: async (request, reply): Promise<Schemas['StudioFile']> => {
      const staff = await staffOf(request, db, tokens);
      assertMayChange(staff, request.query.file);
      const file = await studioFile(db, projectRoot, staff, request.query.file);
      void reply.header('etag', etagOf(file)).header('cache-control', 'no-store');
      return file;
    },
  });

  app.route<{ Querystring: { file: string }; Body: Schemas['StudioDraft']; Headers: { 'if-match'?: string } }>({
    ...contract.route('saveStudioDraft'),
    config: perMinute(60),
    handler: async (request, reply) => {
      const staff = await staffOf(request, db, tokens);
      const { file } = request.query;
      assertMayChange(staff, file);
      try {
        const saved = await saveDraft(db, projectRoot, staff, file, request.body.text, madeFrom(request.headers['if-match']));
        request.log.info({ staff: staff.id, file, version: saved.version }, 'studio draft saved');
        return await reply.header('etag', etagOf(saved)).send(saved);
      } catch (error) {
        if (!(error instanceof DraftChanged)) throw error;
        return conflictOf(reply, error.current);
      }
    },
  });

  app.route<{ Querystring: { file: string }; Headers: { 'if-match'?: string } }>({
    ...contract.route('discardStudioDraft'),
    config: perMinute(60),
    handler: async (request, reply) => {
      const staff = await staffOf(request, db, tokens);
      const { file } = request.query;
      assertMayChange(staff, file);
      const { version } = madeFrom(request.headers['if-match']);
      // Why refused: there is no draft to discard in a text made from the live one.
      if (version === 0) throw fieldError('If-Match', 'Name the version of the draft to discard, as the ETag gave it.', 'if_match_invalid');
      try {
        const now = await discardDraft(db, projectRoot, staff, file, version);
        request.log.info({ staff: staff.id, file, version }, 'studio draft discarded');
        return await reply.header('etag', etagOf(now)).send(now);
      } catch (error) {
        if (!(error instanceof DraftChanged)) throw error;
        return conflictOf(reply, error.current);
      }
    },
  });

  app.route<{ Body: Schemas['StudioPublish'] }>({
    ...contract.route('publishStudioDrafts'),
    config: perMinute(20),
    handler: async (request, reply) => {
      const staff = await staffOf(request, db, tokens);
      try {
        const version = await publish(db, projectRoot, staff, request.body.message);
        request.log.info({ staff: staff.id, version: version.id, files: version.changed }, 'studio published');
        // This process serves it from its next answer; the others within their next second.
        await live.refresh({ fresh: true }).catch(() => undefined);
        return await reply.send(version);
      } catch (error) {
        return refusedSet(reply, error);
      }
    },
  });

  app.route<{ Params: { id: string }; Body: Schemas['StudioPublish'] }>({
    ...contract.route('restoreStudioVersion'),
    config: perMinute(20),
    handler: async (request, reply) => {
      const staff = await staffOf(request, db, tokens);
      // Why editors only: a version holds every role's files, and restoring one changes them all.
      if (staff.role !== 'editor') throw forbidden();
      try {
        const version = await restore(db, projectRoot, staff, Number(request.params.id), request.body.message);
        request.log.info({ staff: staff.id, version: version.id, restored: Number(request.params.id) }, 'studio restored');
        await live.refresh({ fresh: true }).catch(() => undefined);
        return await reply.send(version);
      } catch (error) {
        return refusedSet(reply, error);
      }
    },
  });

  app.route({
    ...contract.route('getStudioVersions'),
    handler: async (request, reply): Promise<Schemas['StudioVersions']> => {
      const staff = await staffOf(request, db, tokens);
      void reply.header('cache-control', 'no-store');
      return { live: (await liveSet(db)).version, versions: await versions(db), drafts: await draftsOf(db, staff) };
    },
  });

  app.route<{ Params: { id: string } }>({
    ...contract.route('getStudioVersionChanges'),
    handler: async (request, reply): Promise<Schemas['StudioVersionChanges']> => {
      await staffOf(request, db, tokens);
      void reply.header('cache-control', 'no-store');
      return versionChanges(db, projectRoot, Number(request.params.id));
    },
  });

  app.route({
    ...contract.route('getStudioLive'),
    handler: async (request, reply): Promise<Schemas['StudioLive']> => {
      if ((await staffOf(request, db, tokens)).role !== 'editor') throw forbidden();
      void reply.header('cache-control', 'no-store');
      return exportSet(db, projectRoot);
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
      const staff = await staffOf(request, db, tokens);
      assertMayChange(staff, request.query.file);
      return { problems: await problemsWith(db, projectRoot, staff, request.query.file, request.body.text) };
    },
  });
}
