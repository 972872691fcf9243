// Room-night redemption and my bookings: create a request (miles held), read it, my bookings
// (redemptions and claimed bookings), the confirmation PDF of an approved one, and the dev route that makes
// the hotel decide now. Every id is looked up with the token's member: another member's is a 404. Reads
// apply the hotel's decisions the clock has made due, so the member always sees the current state.
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { idempotencyKey } from '../http/idempotency-key';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import type { LanguageCode } from '../http/request-language';
import { claimForms, listClaims } from '../miles/claims';
import type { Services } from '../services';
import type { HotelCatalogue } from '../hotels/hotel-catalogue';
import { decideDue } from '../hotels/redemption-decisions';
import { confirmationPdf } from '../hotels/redemption-pdf';
import { memberRedemption, memberRedemptions, redemptionColumns, redemptionForms, redemptionView } from '../hotels/redemption-records';
import type { RedemptionRow } from '../hotels/redemption-records';
import { createRedemption } from '../hotels/redemptions';

type Id = { id: string };
const missing = () => notFound('Redemption not found.', 'redemption_not_found');

export function registerRedemptionRoutes(
  app: FastifyInstance,
  { db, contract, auth, clock, countries }: Services,
  catalogue: HotelCatalogue,
  dev: boolean,
): void {
  const now = () => new Date(clock());
  // Asked per request: a live version may change the form (live-contract.ts).
  const claimFields = () => contract.formFields(claimForms);
  const stayFields = () => contract.formFields(redemptionForms);
  /** The member's redemption after the decisions due for them. */
  const owned = async (userId: number, id: string): Promise<RedemptionRow> => {
    await decideDue(db, catalogue, now(), { userId });
    const row = await memberRedemption(db, userId, Number(id));
    if (!row) throw missing();
    return row;
  };

  app.route<{ Body: Schemas['RedemptionRequest'] }>({
    ...contract.route('createRedemption'),
    handler: async (request, reply): Promise<Schemas['Redemption']> => {
      const member = await auth.member(request);
      const language = requestLanguage(request.headers['accept-language']);
      const answer = await createRedemption(db, catalogue, member.id, request.body, now(), language, stayFields(), idempotencyKey(request));
      reply.code(201);
      return answer;
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('getRedemption'),
    handler: async (request): Promise<Schemas['Redemption']> => {
      const member = await auth.member(request);
      const row = await owned(member.id, request.params.id);
      return redemptionView(row, catalogue, requestLanguage(request.headers['accept-language']), stayFields());
    },
  });

  app.route({
    ...contract.route('listMyBookings'),
    handler: async (request): Promise<Schemas['MyBookings']> => {
      const member = await auth.member(request);
      await decideDue(db, catalogue, now(), { userId: member.id });
      const language = requestLanguage(request.headers['accept-language']);
      const fields = stayFields();
      const redemptions = (await memberRedemptions(db, member.id)).map((r) => redemptionView(r, catalogue, language, fields));
      return { redemptions, claims: await listClaims(db, member.id, now(), claimFields(), language, countries) };
    },
  });

  app.route<{ Params: Id; Querystring: { lang?: LanguageCode; download?: 'true' | 'false' } }>({
    ...contract.route('getRedemptionConfirmation'),
    handler: async (request, reply) => {
      const member = await auth.member(request);
      const row = await owned(member.id, request.params.id);
      if (row.status !== 'approved')
        throw new ApiError(409, 'The confirmation exists once the hotel has approved the request.', 'redemption_not_approved');
      const [person] = await db.query<{ firstname: string; lastname: string; agent_code: string; language_code: LanguageCode }>(
        'SELECT firstname, lastname, agent_code, language_code FROM users WHERE id = $1',
        [member.id],
      );
      const hotel = catalogue.byId.get(row.hotel_id);
      if (!person || !hotel) throw missing();
      const language = request.query.lang ?? person.language_code;
      const redemption = redemptionView(row, catalogue, language, stayFields());
      const pdf = await confirmationPdf({ words: catalogue.words, redemption, hotel, member: person, language });
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `${disposition}; filename="confirmation-${redemption.reference}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  if (!dev) return;
  app.route<{ Params: Id; Body: Schemas['DevRedemptionDecision'] | undefined }>({
    ...contract.route('decideDevRedemption'),
    handler: async (request): Promise<Schemas['Redemption']> => {
      const id = Number(request.params.id);
      const [before] = await db.query<RedemptionRow>(`SELECT ${redemptionColumns} FROM redemptions WHERE id = $1`, [id]);
      if (!before) throw missing();
      if (before.status !== 'pending')
        throw new ApiError(409, 'The hotel has already answered this request.', 'redemption_already_decided');
      await decideDue(db, catalogue, now(), { forced: { id, outcome: request.body?.outcome ?? null } });
      const [after] = await db.query<RedemptionRow>(`SELECT ${redemptionColumns} FROM redemptions WHERE id = $1`, [id]);
      if (!after) throw missing();
      return redemptionView(after, catalogue, requestLanguage(request.headers['accept-language']), stayFields());
    },
  });
}
