// The member's sponsorships (invite a colleague) and favorites.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { requestLanguage } from '../http/request-language';
import { findMember } from '../members/member-record';
import { addFavorite, listFavorites, removeFavorite } from '../miles/favorites';
import { invite, inviteForms, listSponsorships } from '../miles/sponsorships';
import type { Services } from '../services';

export function registerMilesMemberRoutes(app: FastifyInstance, { db, contract, auth, clock, outbox, countries }: Services): void {
  // Asked per request: a live version may change the form (live-contract.ts).
  const inviteFields = () => contract.formFields(inviteForms);
  app.route({
    ...contract.route('listSponsorships'),
    handler: async (request): Promise<Schemas['Sponsorship'][]> => listSponsorships(db, (await auth.member(request)).id, inviteFields()),
  });

  app.route<{ Body: Schemas['SponsorshipRequest'] }>({
    ...contract.route('createSponsorship'),
    config: perMinute(10),
    handler: async (request, reply): Promise<Schemas['Sponsorship']> => {
      const sponsor = await findMember(db, (await auth.member(request)).id);
      if (!sponsor) throw notFound('Member not found.', 'user_not_found');
      const sponsorship = await invite(db, outbox, sponsor, request.body, new Date(clock()), inviteFields());
      reply.code(201);
      return sponsorship;
    },
  });

  app.route({
    ...contract.route('listFavorites'),
    handler: async (request): Promise<Schemas['Favorite'][]> =>
      listFavorites(db, (await auth.member(request)).id, requestLanguage(request.headers['accept-language']), countries),
  });

  app.route<{ Body: Schemas['FavoriteRequest'] }>({
    ...contract.route('addFavorite'),
    handler: async (request, reply): Promise<Schemas['Favorite']> => {
      const { id } = await auth.member(request);
      const { favorite, created } = await addFavorite(
        db,
        id,
        request.body.type,
        request.body.id,
        new Date(clock()),
        requestLanguage(request.headers['accept-language']),
        countries,
      );
      reply.code(created ? 201 : 200);
      return favorite;
    },
  });

  app.route<{ Params: { type: Schemas['FavoriteType']; id: string } }>({
    ...contract.route('removeFavorite'),
    handler: async (request, reply) => {
      const { id } = await auth.member(request);
      await removeFavorite(db, id, request.params.type, Number(request.params.id));
      return reply.code(204).send();
    },
  });
}
