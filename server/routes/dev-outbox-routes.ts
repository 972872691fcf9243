// Development only (MILES_DEV_OUTBOX=1, tests): read the mails sent to an address, to follow their links,
// and create throw-away members, so browser tests never depend on each other's changes to a shared account.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { hashPassword } from '../auth/passwords';
import { randomToken } from '../auth/random-tokens';
import { days } from '../clock';
import { storeEditorVersion } from '../content/content-store';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { createDevBooking, createDevMovements } from '../miles/dev-data';
import type { Services } from '../services';

/** A new agent code of the agency (users.agent_code references agent_codes); FA9xxxxx is kept for tests. */
async function freshAgentCode(tx: Db, agencyId: number): Promise<string> {
  for (;;) {
    const candidate = `FA9${String(randomInt(100_000)).padStart(5, '0')}`;
    const [row] = await tx.query<{ code: string }>(
      'INSERT INTO agent_codes (code, agency_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code',
      [candidate, agencyId],
    );
    if (row) return row.code;
  }
}

export function registerDevOutboxRoutes(app: FastifyInstance, { contract, outbox, db, clock }: Services): void {
  // Every secret-bearing link mailed so far (reset, confirmation, sponsorship, unsubscribe), for the browser run's
  // log check (tests/e2e/support/log-check.ts). Development only, like the outbox itself; not in the contract.
  app.get('/api/dev/mail_links', async () => {
    const rows = await db.query<{ link: string | null; text: string }>('SELECT link, text FROM mails');
    const links = new Set<string>();
    for (const row of rows) {
      if (row.link) links.add(row.link);
      for (const match of row.text.matchAll(/\/[\w-]+(?:\/[\w.~-]+)+/g)) links.add(match[0]);
    }
    return { links: [...links] };
  });

  app.route<{ Querystring: { to: string } }>({
    ...contract.route('getDevOutbox'),
    handler: (request): Promise<Schemas['OutboxMail'][]> => outbox.list(request.query.to),
  });

  app.route({
    ...contract.route('createDevAgentCode'),
    handler: async (_request, reply): Promise<Schemas['DevAgentCode']> => {
      const code = await db.transaction(async (tx) => {
        const [agency] = await tx.query<{ id: number }>("SELECT id FROM agencies WHERE access_code = 'AB12CD34EF'");
        if (!agency) throw new Error('the seed has no demo agency');
        return freshAgentCode(tx, agency.id);
      });
      reply.code(201);
      return { code };
    },
  });

  app.route<{ Body: Schemas['DevMemberRequest'] }>({
    ...contract.route('createDevMember'),
    handler: async (request, reply): Promise<Schemas['Created']> => {
      const { email, password, passwordExpired = false } = request.body;
      const passwordHash = await hashPassword(password);
      const created = new Date(clock() - (passwordExpired ? days(730) : 0));
      const id = await db.transaction(async (tx) => {
        if ((await tx.query('SELECT 1 FROM users WHERE email = $1', [email.toLowerCase()])).length > 0)
          throw fieldError('email', 'An account already exists with this e-mail address.', 'email_taken');
        const [agency] = await tx.query<{ id: number }>("SELECT id FROM agencies WHERE access_code = 'AB12CD34EF'");
        const [country] = await tx.query<{ id: number }>("SELECT id FROM countries WHERE code = 'GB'");
        if (!agency || !country) throw new Error('the seed has no demo agency or country');
        const agentCode = await freshAgentCode(tx, agency.id);
        const [user] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, password_hash, password_create_date, expire_after_days, firstname, lastname, agent_code, agency_id,
                              language_code, country_id, unsubscribe_token, created_at)
           VALUES ($1, $2, $3, 90, 'Test', 'Member', $4, $5, 'en', $6, $7, $3) RETURNING id`,
          [email.toLowerCase(), passwordHash, created, agentCode, agency.id, country.id, randomToken(18)],
        );
        if (!user) throw new Error('insert returned no row');
        return user.id;
      });
      reply.code(201);
      return { id };
    },
  });
}

/** PUT /api/dev/content: one language version stored as an editor would publish it or save a draft. */
export function registerDevContentRoutes(app: FastifyInstance, { contract, db, clock }: Services): void {
  app.route<{ Body: Schemas['DevContentRequest'] }>({
    ...contract.route('putDevContent'),
    handler: async (request, reply) => {
      const { url, language, status, title, description, zones } = request.body;
      await storeEditorVersion(
        db,
        url,
        language,
        status,
        { title, description, zones: zones as unknown as Record<string, Schemas['CmsItem'][]> },
        clock,
      );
      return reply.code(204).send();
    },
  });
}

/** POST /api/dev/bookings (a fresh claimable booking) and POST /api/dev/movements (synthetic history). */
export function registerDevMilesRoutes(app: FastifyInstance, { contract, db, clock }: Services): void {
  app.route<{ Body: Schemas['DevBookingRequest'] | undefined }>({
    ...contract.route('createDevBooking'),
    // Every field is optional: a POST without a body is a default booking.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request, reply): Promise<Schemas['DevBooking']> => {
      const booking = await createDevBooking(db, request.body ?? {}, new Date(clock()));
      reply.code(201);
      return booking;
    },
  });

  app.route<{ Body: Schemas['DevMovementsRequest'] }>({
    ...contract.route('createDevMovements'),
    handler: async (request, reply): Promise<Schemas['DevMovementsResult']> => {
      const result = await createDevMovements(db, request.body.email, request.body.count, new Date(clock()));
      reply.code(201);
      return result;
    },
  });
}
