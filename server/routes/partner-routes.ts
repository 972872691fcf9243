// Partners and destinations: the directory by type (requirements §7 partners_list_light?type[]=…), every
// partner, a partner's page and an article (partners_content_detail?contentId=), and their pictures.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import type { Services } from '../services';
import { serveSvgFolder } from '../hotels/svg-media';
import { syncAgencyAddresses } from '../partners/agency-info';
import { partnerIds } from '../partners/partner-data';
import { partnerPictures } from '../partners/partner-pictures';
import { partnerArticle, partnerDetail, partnerDirectory, partnerFavorites } from '../partners/partner-views';

type PartnerType = 'partner' | 'destination' | 'shop';
type Many = PartnerType | PartnerType[] | undefined;
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
const list = (value: Many): PartnerType[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export async function registerPartnerRoutes(app: FastifyInstance, { db, contract, auth }: Services): Promise<void> {
  // The directory's ids in the partners table, which partner favorites are checked against.
  await db.query("INSERT INTO partners (id) SELECT unnest(string_to_array($1, ',')::int[]) ON CONFLICT (id) DO NOTHING", [
    partnerIds.join(','),
  ]);
  await syncAgencyAddresses(db);
  for (const [folder, draw] of Object.entries(partnerPictures)) serveSvgFolder(app, folder, draw);

  app.route<{ Querystring: { 'type[]'?: Many; type?: Many; search?: string } }>({
    ...contract.route('listPartnerDirectory'),
    handler: async (request): Promise<Schemas['PartnerSummary'][]> => {
      const member = await auth.member(request);
      const asked = [...list(request.query['type[]']), ...list(request.query.type)];
      const types: PartnerType[] = asked.length > 0 ? asked : ['partner', 'destination'];
      return partnerDirectory(db, types, request.query.search ?? '', language(request), await partnerFavorites(db, member.id));
    },
  });

  app.route({
    ...contract.route('listAllPartners'),
    handler: async (request): Promise<Schemas['PartnerSummary'][]> => {
      const member = await auth.member(request);
      return partnerDirectory(db, ['partner', 'destination', 'shop'], '', language(request), await partnerFavorites(db, member.id));
    },
  });

  app.route<{ Params: { id: string } }>({
    ...contract.route('getPartner'),
    handler: async (request): Promise<Schemas['PartnerDetail']> => {
      const member = await auth.member(request);
      const detail = await partnerDetail(db, Number(request.params.id), language(request), await partnerFavorites(db, member.id));
      if (!detail) throw notFound('Partner not found.', 'partner_not_found');
      return detail;
    },
  });

  app.route<{ Querystring: { contentId: string } }>({
    ...contract.route('getPartnerArticle'),
    handler: async (request): Promise<Schemas['PartnerArticle']> => {
      await auth.member(request);
      const article = partnerArticle(Number(request.query.contentId), language(request));
      if (!article) throw notFound('Article not found.', 'article_not_found');
      return article;
    },
  });
}
