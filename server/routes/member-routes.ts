// The member's own data: user_light, role, rank, agency, miles statistics (requirements §3, §7). Every query is
// keyed by the member of the token, never by an id from the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { findMember, profileForms, toUserLight } from '../members/member-record';
import { usersStats } from '../members/member-stats';
import type { MemberRecord } from '../members/member-record';
import type { HotelCatalogue } from '../hotels/hotel-catalogue';
import { rankFor } from '../members/movements';
import { milesStats } from '../miles/ledger';
import { agencyInfo } from '../partners/agency-info';
import { countryNamer } from '../reference/countries';
import type { Services } from '../services';

export function registerMemberRoutes(
  app: FastifyInstance,
  { db, contract, auth, clock, countries }: Services,
  hotels: HotelCatalogue,
): void {
  // Asked per request: a live version may change the forms (live-contract.ts).
  const profileFields = () => contract.formFields(profileForms);
  async function current(request: FastifyRequest, passwordMayBeExpired = false): Promise<MemberRecord> {
    const member = await findMember(db, (await auth.member(request, { passwordMayBeExpired })).id);
    if (!member) throw notFound('Member not found.', 'user_not_found');
    return member;
  }

  app.route({
    ...contract.route('getUserLight'),
    // The portal reads the password dates here to force the change: allowed with an expired password.
    handler: async (request): Promise<Schemas['UserLight']> => toUserLight(await current(request, true), profileFields()),
  });

  app.route({
    ...contract.route('getRole'),
    handler: async (request): Promise<Schemas['Role']> => ({ role: (await current(request)).role }),
  });

  app.route({
    ...contract.route('getRank'),
    handler: async (request): Promise<Schemas['Rank']> => {
      const { id } = await auth.member(request);
      const [, , , earned = 0] = (await milesStats(db, id, new Date(clock()))).points;
      return { rank: rankFor(earned) };
    },
  });

  app.route({
    ...contract.route('getBusinesses'),
    // The agency page (/preferredpartner): address (its country named in the request's language), vip flag, agents and
    // partner sales (server/partners/agency-info.ts).
    handler: async (request): Promise<Schemas['BusinessInfo'][]> =>
      agencyInfo(db, (await current(request)).id, countryNamer(countries, requestLanguage(request.headers['accept-language']))),
  });

  app.route({
    ...contract.route('getStats'),
    // From the ledger with the effective status and the basket's units and id, in one statement; a hotel answer
    // that has come due is applied first, so refused miles are back in the header (members/member-stats.ts).
    handler: async (request): Promise<Schemas['PointsStats']> => usersStats(db, (await auth.member(request)).id, new Date(clock()), hotels),
  });
}
