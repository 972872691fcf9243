// Earning miles and following them: booking claims, the history, the statuses list and the hotels
// (requirements §3, §5, §7). Member data is always the token's member's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressionOptions } from '../http/compression';
import { negotiateEncoding } from '../http/content-encoding';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { requestLanguage } from '../http/request-language';
import { claimBooking, claimForms, listClaims } from '../miles/claims';
import { pointsHistory } from '../miles/history';
import { firstPageKey, historyPageCache, stampOf } from '../miles/history-cache';
import type { KeptPage } from '../miles/history-cache';
import { lightHotel, searchHotels } from '../miles/hotels';
import { oneAtATimePerKey } from '../miles/one-at-a-time';
import type { Services } from '../services';

type HistoryQuery = {
  'type[]'?: Schemas['MovementType'] | Schemas['MovementType'][];
  'status[]'?: Schemas['MovementStatus'] | Schemas['MovementStatus'][];
  from?: string;
  to?: string;
  limit?: string;
  cursor?: string;
};

const asList = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const statusOptions: Schemas['PointsStatusOption'][] = [
  { key: 'valid', value: 'valid', label: 'Valid' },
  { key: 'pending', value: 'pending', label: 'Pending' },
  { key: 'cancelled', value: 'cancelled', label: 'Cancelled' },
];

const json = 'application/json; charset=utf-8';

/**
 * A kept page, with its kept compressed bytes when the client takes a coding (negotiated as for the portal's
 * files; @fastify/compress leaves an answer that has a Content-Encoding alone), else as text for the plugin.
 */
async function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptPage): Promise<void> {
  const coding =
    request.headers['x-no-compression'] === undefined && kept.body.length >= compressionOptions.threshold
      ? negotiateEncoding(request.headers['accept-encoding'], compressionOptions.encodings)
      : 'identity';
  reply.type(json);
  if (coding === 'identity') return void (await reply.send(kept.body));
  await reply.header('content-encoding', coding).header('vary', 'accept-encoding').send(kept.coded(coding));
}

export function registerMilesRoutes(app: FastifyInstance, { db, contract, auth, clock, countries }: Services): void {
  // Asked per request: a live version may change the form (live-contract.ts).
  const claimFields = () => contract.formFields(claimForms);
  // Why: one member's history calls queue behind each other, so a member flooding the history never has more
  // than one query ahead of another visitor's (server/miles/one-at-a-time.ts).
  const oneAtATime = oneAtATimePerKey();
  const firstPages = historyPageCache();
  app.route<{ Querystring: HistoryQuery }>({
    ...contract.route('getPointsHistory'),
    handler: async (request, reply) => {
      const { id } = await auth.member(request);
      const q = request.query;
      const filters = {
        types: asList(q['type[]']),
        statuses: asList(q['status[]']),
        from: q.from,
        to: q.to,
        limit: q.limit === undefined ? undefined : Number(q.limit),
        cursor: q.cursor,
      };
      const language = requestLanguage(request.headers['accept-language']);
      // The member's turn lasts until the answer is sent (validated, serialised, compressed, written), not only
      // while the database works: the other calls of a flood wait for it, and never share the thread with it.
      // The listener is attached before the call queues: a client that leaves while its call waits has closed the
      // response already, and a listener attached later would wait forever — and the member's turn with it.
      const closed = new Promise((resolve) => reply.raw.once('close', resolve));
      await oneAtATime(id, async () => {
        if (reply.raw.destroyed) return; // nobody is waiting for this answer: do not read the history for it
        const now = new Date(clock());
        // A first page as last sent, while nothing it shows has changed (history-cache.ts); a next page is read.
        const key = filters.cursor === undefined ? firstPageKey(id, language, filters) : null;
        let kept = key === null ? undefined : await firstPages.fresh(db, id, key, now);
        if (kept === undefined) {
          const { page, sources } = await pointsHistory(db, id, filters, now, language);
          // The contract's serializer (validation.ts: checks, then JSON text): checked before it is sent or kept.
          const body = String(reply.serialize(page));
          if (key !== null && sources !== null) kept = firstPages.keep(key, stampOf(sources, now), body);
          if (kept === undefined) await reply.type(json).send(body);
        }
        if (kept !== undefined) await sendKept(request, reply, kept);
        await closed;
      });
      return reply;
    },
  });

  app.route({ ...contract.route('getPointsStatuses'), handler: async (): Promise<Schemas['PointsStatusOption'][]> => statusOptions });

  app.route<{ Querystring: { search?: string } }>({
    ...contract.route('getHotels'),
    handler: async (request): Promise<Schemas['HotelLight'][]> => {
      const language = requestLanguage(request.headers['accept-language']);
      return (await searchHotels(db, request.query.search)).map((row) => lightHotel(row, language, countries));
    },
  });

  app.route({
    ...contract.route('listBookingClaims'),
    handler: async (request): Promise<Schemas['BookingClaim'][]> =>
      listClaims(
        db,
        (await auth.member(request)).id,
        new Date(clock()),
        claimFields(),
        requestLanguage(request.headers['accept-language']),
        countries,
      ),
  });

  app.route<{ Body: Schemas['BookingClaimRequest'] }>({
    ...contract.route('createBookingClaim'),
    config: perMinute(30),
    handler: async (request, reply): Promise<Schemas['BookingClaim']> => {
      const { id } = await auth.member(request);
      const claim = await claimBooking(
        db,
        id,
        request.body,
        new Date(clock()),
        claimFields(),
        requestLanguage(request.headers['accept-language']),
        countries,
      );
      reply.code(201);
      return claim;
    },
  });
}
