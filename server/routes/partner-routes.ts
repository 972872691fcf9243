// Partners and destinations: the directory by type (requirements §7 partners_list_light?type[]=…), every
// partner, a partner's page and an article (partners_content_detail?contentId=), and their pictures.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import type { Services } from '../services';
import { serveSvgFolder } from '../hotels/svg-media';
import { syncAgencyAddresses } from '../partners/agency-info';
import { partnerPictures } from '../partners/partner-pictures';
import { partnerArticle, partnerDetail, partnerDirectory, partnerFavorites } from '../partners/partner-views';

type PartnerType = 'partner' | 'destination' | 'shop';
type Many = PartnerType | PartnerType[] | undefined;
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
const list = (value: Many): PartnerType[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export async function registerPartnerRoutes(app: FastifyInstance, { db, contract, auth, partners }: Services): Promise<void> {
  // The directory's partners in the partners table, which partner favorites are checked against and named from.
  // Without a type: the shop's list of partners (type shop) stays the shop's.
  await db.query(
    `INSERT INTO partners (id, name) SELECT id, name FROM jsonb_to_recordset($1::jsonb) AS p(id int, name text)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
    [JSON.stringify(partners.partners.map(({ id, name }) => ({ id, name })))],
  );
  await syncAgencyAddresses(db);
  for (const [folder, draw] of Object.entries(partnerPictures(partners))) serveSvgFolder(app, folder, draw);

  app.route<{ Querystring: { 'type[]'?: Many; type?: Many; search?: string } }>({
    ...contract.route('listPartnerDirectory'),
    handler: async (request): Promise<Schemas['PartnerSummary'][]> => {
      const member = await auth.member(request);
      const asked = [...list(request.query['type[]']), ...list(request.query.type)];
      const types: PartnerType[] = asked.length > 0 ? asked : ['partner', 'destination'];
      return partnerDirectory(db, partners, types, request.query.search ?? '', language(request), await partnerFavorites(db, member.id));
    },
  });

  app.route({
    ...contract.route('listAllPartners'),
    handler: async (request): Promise<Schemas['PartnerSummary'][]> => {
      const member = await auth.member(request);
      return partnerDirectory(
        db,
        partners,
        ['partner', 'destination', 'shop'],
        '',
        language(request),
        await partnerFavorites(db, member.id),
      );
    },
  });

  app.route<{ Params: { id: string } }>({
    ...contract.route('getPartner'),
    handler: async (request): Promise<Schemas['PartnerDetail']> => {
      const member = await auth.member(request);
      const detail = await partnerDetail(db, partners, Number(request.params.id), language(request), await partnerFavorites(db, member.id));
      if (!detail) throw notFound('Partner not found.', 'partner_not_found');
      return detail;
    },
  });

  app.route<{ Querystring: { contentId: string } }>({
    ...contract.route('getPartnerArticle'),
    handler: async (request): Promise<Schemas['PartnerArticle']> => {
      await auth.member(request);
      const article = partnerArticle(partners, Number(request.query.contentId), language(request));
      if (!article) throw notFound('Article not found.', 'article_not_found');
      return article;
    },
  });
}
