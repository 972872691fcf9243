// The reference API server: the API contract of schemas/api/openapi.json over a real database, plus the
// built portal, on one origin. `buildServer` is what main.ts starts and what the API tests inject into.
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPgDb } from './db/pg-db';
import { openPgliteDb } from './db/pglite-db';
import { seedIfEmpty } from './db/seed';
import { readContentFiles } from './content/content-files';
import { syncContentFiles } from './content/content-store';
import { useContentMedia } from './content/content-media';
import { useCompression } from './http/compression';
import { contractFile, loadContract } from './http/contract';
import { liveContract } from './http/live-contract';
import { formsDirUrl } from './http/form-schemas';
import { frameworkErrorAnswer, useErrorAnswers } from './http/error-handler';
import { loggerOptions } from './http/log-redaction';
import type { LogDestination } from './http/log-redaction';
import { useMemberRateLimits, useRateLimits } from './http/rate-limits';
import { useSecurityHeaders } from './http/security-headers';
import { useStaticFiles } from './http/static-files';
import { useFormValidatorModules } from './http/form-validator-module';
import { contentFreshness } from './http/prerendered-pages';
import { readHotelData } from './hotels/hotel-data';
import { readPartnerCatalogue } from './partners/partner-catalogue';
import { readShopCatalogue } from './shop/shop-catalogue';
import { useContractValidation } from './http/validation';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAnimationRoutes } from './routes/animation-routes';
import { registerCardRoutes } from './routes/card-routes';
import { registerHotelRoutes } from './routes/hotel-routes';
import { registerPartnerRoutes } from './routes/partner-routes';
import { registerRedemptionRoutes } from './routes/redemption-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerDevContentRoutes, registerDevMilesRoutes, registerDevOutboxRoutes } from './routes/dev-outbox-routes';
import { registerImpersonationRoutes } from './routes/impersonation-routes';
import { registerMemberRoutes } from './routes/member-routes';
import { registerMilesMemberRoutes } from './routes/miles-member-routes';
import { registerMilesRoutes } from './routes/miles-routes';
import { registerMilesTransferRoutes } from './routes/miles-transfer-routes';
import { registerPasswordRoutes } from './routes/password-routes';
import { registerProfileImageRoutes } from './routes/profile-image-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { readCompanyRoles } from './reference/company-roles';
import { readCountries } from './reference/countries';
import { readFeeLabels } from './card/fee-labels';
import { registerRecoveryRoutes } from './routes/recovery-routes';
import { registerReferenceRoutes } from './routes/reference-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerShopRoutes } from './routes/shop-routes';
import { registerTranslationRoutes } from './routes/translation-routes';
import { registerStudioRoutes } from './routes/studio-routes';
import { registerStudioOverrideRoutes } from './routes/studio-override-routes';
import { keepLiveConfigFresh, liveConfigSource } from './studio/live-config';
import { liveLocaleStrings } from './studio/live-strings';
import { builtPathFor, prerenderedTrue } from './studio/prerendered-true';
import { liveSetOf } from './studio/studio-live';
import { liveRenderer } from './render/live-renderer';
import { previewReader } from './studio/studio-preview';
import { liveVersionHeader } from '../src/contract/live-config';
import { createServices } from './services';

export interface ServerOptions {
  /** PGlite data directory; in memory when neither this nor databaseUrl is given. */
  dataDir?: string;
  /** A real PostgreSQL instead of PGlite (same SQL). */
  databaseUrl?: string;
  /** An already open database (tests load a prepared one); the caller closes it. */
  db?: Db;
  /** The built portal served for every non-/api GET. */
  distDir?: string;
  /** Adds GET /api/dev/outbox. */
  devOutbox?: boolean;
  clock?: Clock;
  /** Content files (server/content/README.md); the default is server/content/pages/. */
  contentDir?: string | URL;
  /** The forms (schemas/forms/<id>.json) whose fields the API takes and keeps; the default is schemas/forms/. */
  formsDir?: string | URL;
  /** The editors' animation files (docs/editors/add-a-quiz.md); the default is server/animations/data/. */
  animationsDir?: string;
  /** The editors' partner files (docs/editors/add-a-partner.md); the default is server/partners/data/. */
  partnersDir?: string;
  /** The editors' shop files, its partners and categories (docs/editors/add-a-shop-category.md); the default is server/shop/data/. */
  shopDir?: string;
  /** The editors' hotels file (docs/editors/add-a-hotel.md); the default is server/hotels/data/hotels.json. */
  hotelsFile?: string;
  /** The editors' company roles file (docs/editors/add-a-company-role.md); the default is server/reference/data/company-roles.json. */
  companyRolesFile?: string;
  /** The editors' countries file (docs/editors/add-a-country.md); the default is server/reference/data/countries.json. */
  countriesFile?: string;
  /** The editors' card fees file (docs/editors/add-a-card-fee.md); the default is server/card/data/fee-labels.json. */
  cardFeesFile?: string;
  /** Seed the demo members (published passwords): default with PGlite or an open db, never by default with databaseUrl. */
  seedDemo?: boolean;
  /** Login lock and per-IP limits; tests turn them off except where they test them. */
  rateLimit?: boolean;
  /** Logs requests (URLs redacted, see http/log-redaction.ts) to standard output, or to the given destination. */
  logger?: boolean | LogDestination;
}

async function openDb(options: ServerOptions): Promise<{ db: Db; owned: boolean }> {
  if (options.db) return { db: options.db, owned: false };
  if (options.databaseUrl) return { db: openPgDb(options.databaseUrl), owned: true };
  return { db: await openPgliteDb(options.dataDir), owned: true };
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  // Read first: a broken file stops the start before anything is opened.
  const shop = readShopCatalogue(options.shopDir);
  const partners = readPartnerCatalogue(new Set(shop.partners.map((partner) => partner.id)), options.partnersDir);
  const countries = readCountries(options.countriesFile);
  const hotelData = readHotelData(options.hotelsFile, new Set(countries.map((country) => country.code)));
  const companyRoles = readCompanyRoles(options.companyRolesFile);
  const cardFees = readFeeLabels(options.cardFeesFile);
  const clock = options.clock ?? Date.now;
  const rateLimit = options.rateLimit ?? true;
  const { db, owned } = await openDb(options);
  await migrate(db);
  await seedIfEmpty(db, clock, { demo: options.seedDemo ?? !options.databaseUrl, hotels: hotelData, countries });
  const formsDir = formsDirUrl(options.formsDir);
  const shippedContract = loadContract(contractFile, formsDir);
  // The content files are the reference content system's source: every start publishes what they say.
  await syncContentFiles(db, readContentFiles(shippedContract, options.contentDir), clock);

  // frameworkErrors: a malformed URL (`/api/%`) gets the contract's error shape and the security headers too.
  const app = Fastify({ logger: options.logger ? loggerOptions(options.logger) : false, frameworkErrors: frameworkErrorAnswer });
  // The API takes JSON (merge-patch JSON for PATCH) and multipart files; text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');
  useErrorAnswers(app);
  useSecurityHeaders(app);
  const live = liveConfigSource(db, undefined, (version, problems) =>
    app.log.error(
      { version, problems: problems.slice(0, 20) },
      'the live config fails this build’s checks: its pages get the files as shipped',
    ),
  );
  // Requests, answers and form extras follow the form files of the live version (http/live-contract.ts).
  const contract = liveContract(contractFile, formsDir, live.current, (version, error) =>
    app.log.error({ version, error: error.message }, 'the live forms fail this build’s contract: the API takes the forms as shipped'),
  );
  useContractValidation(app, contract);
  await keepLiveConfigFresh(app, live);
  // Every API answer names the live version: an open tab that sees a newer one loads its next page afresh.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header(liveVersionHeader, String(live.current().version));
    return payload;
  });
  await useRateLimits(app, rateLimit, { db, clock });
  await app.register(multipart);
  // Before any route: the plugin attaches itself to routes as they are registered.
  await useCompression(app);
  if (owned) app.addHook('onClose', () => db.close());

  const services = await createServices({
    db,
    clock,
    contract,
    rateLimit,
    // The link and text of a mail are secrets (reset, confirmation, sponsorship): the log names the mail only.
    logMail: (mail) => app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent'),
    partners,
    shop,
    hotelData,
    companyRoles,
    countries,
    cardFees,
  });
  useMemberRateLimits(app, rateLimit, services);
  // What the contract marks `x-support-session: refused` an agent acting as the member may not do: one rule for
  // every such operation, before the request is read.
  app.addHook('onRequest', async (request) => {
    const { method, url } = request.routeOptions;
    if (url && typeof method === 'string' && contract.refusesSupportSession(method, url)) await services.auth.refuseSupportSession(request);
  });
  const nativeForms = registerSessionRoutes(app, services);
  // The hotels first: the member's figures apply the hotels' due answers (users_stats), as the redemptions do.
  const hotels = await registerHotelRoutes(app, services);
  registerMemberRoutes(app, services, hotels);
  registerProfileRoutes(app, services);
  registerPasswordRoutes(app, services);
  registerProfileImageRoutes(app, services);
  registerAccountRoutes(app, services);
  registerRecoveryRoutes(app, services);
  registerImpersonationRoutes(app, services);
  registerReferenceRoutes(app, services);
  const liveStrings = () => liveLocaleStrings(live.current());
  registerTranslationRoutes(app, services, liveStrings);
  registerStudioRoutes(app, services, live);
  registerStudioOverrideRoutes(app, services, liveStrings);
  registerContentRoutes(app, services);
  registerMilesRoutes(app, services);
  registerMilesTransferRoutes(app, services);
  registerMilesMemberRoutes(app, services);
  await registerShopRoutes(app, services);
  await registerCardRoutes(app, services);
  registerRedemptionRoutes(app, services, hotels, options.devOutbox === true);
  await registerPartnerRoutes(app, services);
  await registerAnimationRoutes(app, services, { dev: options.devOutbox ?? false, dir: options.animationsDir });
  if (options.devOutbox) {
    registerDevOutboxRoutes(app, services);
    registerDevContentRoutes(app, services);
    registerDevMilesRoutes(app, services);
  }
  useContentMedia(app);
  const distDir = options.distDir ?? 'dist';
  const fresh = contentFreshness(db);
  const renderer = liveRenderer(distDir, db, fresh);
  app.addHook('onClose', () => renderer.close());
  const preview = previewReader(db, services.tokens);
  // A form's validator as this browser's pages have its schema (a live version's, a preview's): outside /api.
  useFormValidatorModules(app, live.current, preview, async (version, file) => (await liveSetOf(db, version))[file] ?? null);
  useStaticFiles(app, distDir, fresh, nativeForms, live.current, preview, {
    prerenderedTrue,
    renderLive: renderer.page,
    builtPathFor,
  });
  return app;
}
