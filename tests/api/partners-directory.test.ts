/** @vitest-environment node */
// Partners and destinations: the directory by type (requirements §7 type[]=partner&type[]=destination)
// with the logo at cmsContent.zones.partner_logo[0].partner_logo_img, every partner, a partner's page with
// its articles and links into the shop, an article, in three languages; and my agency's page data, its address's
// country named in the request's language.
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });
const get = (path: string, token = tokens.demo, language?: string) =>
  call(server.app, 'GET', path, { token, headers: language ? { 'accept-language': language } : {} });

async function ok<T>(path: string, schema: string, token = tokens.demo, language?: string): Promise<T> {
  const response = await get(path, token, language);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  const body = json<unknown>(response);
  for (const item of Array.isArray(body) ? body : [body]) expectContract(schema, item);
  return body as T;
}

describe('the partner directory', () => {
  it('lists the 12 partners and destinations by type, with logos that are served, and the favorite flag', async () => {
    const both = await ok<Schemas['PartnerSummary'][]>(
      'partners_list_light?type[]=partner&type[]=destination',
      'PartnerSummary',
      tokens.demo,
    );
    expect(both).toHaveLength(12);
    expect(both.filter((p) => p.type === 'destination')).toHaveLength(5);
    const logo = both[0]!.cmsContent.zones.partner_logo[0]!.partner_logo_img;
    expect(logo).toBe(`/media/partner-logos/${both[0]!.id}.svg`);
    const picture = await server.app.inject({ method: 'GET', url: logo });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(picture.body).toContain('width="240" height="120"');
    // demo's seeded favorite partner is 3.
    expect(both.find((p) => p.id === 3)?.favorite).toBe(true);
    const others = json<Schemas['PartnerSummary'][]>(await get('partners_list_light', tokens.other));
    expect(others.find((p) => p.id === 3)?.favorite).toBe(false);
    const destinations = json<Schemas['PartnerSummary'][]>(await get('partners_list_light?type[]=destination'));
    expect(destinations.map((p) => p.name)).toEqual(['Ardennes', 'Belgian Coast', 'Côte d’Azur', 'Scottish Highlands', 'Tuscany']);
    expect(json<Schemas['PartnerSummary'][]>(await get('partners_list_light?type=partner&search=rail')).map((p) => p.name)).toEqual([
      'RailPlus',
    ]);
    expect((await get('partners_list_light?type[]=hotel')).statusCode).toBe(422);
    expect((await call(server.app, 'GET', 'partners_list_light')).statusCode).toBe(401);
  });

  it('lists every partner with the shop’s in partners_list_all_light', async () => {
    const all = await ok<Schemas['PartnerSummary'][]>('partners_list_all_light', 'PartnerSummary');
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(['partner', 'destination', 'shop']));
  });

  it('answers a partner’s page: CMS zones, articles newest first, shop products and financial services', async () => {
    const sky = await ok<Schemas['PartnerDetail']>('partners/1', 'PartnerDetail');
    expect(sky.cmsContent.zones.partner_logo[0]?.partner_logo_img).toBe('/media/partner-logos/1.svg');
    expect(sky.cmsContent.zones.partner_intro[0]?.text).toContain('<strong>120 cities</strong>');
    expect(sky.articles.map((a) => a.published_on)).toEqual(['2026-10-02', '2026-08-14']);
    expect(sky.shop_products.length).toBeGreaterThan(0);
    expect(sky.financial_services).toEqual([]);
    const bank = await ok<Schemas['PartnerDetail']>('partners/7', 'PartnerDetail');
    expect(bank.financial_services.length).toBeGreaterThan(0);
    const banner = bank.cmsContent.zones.partner_banner[0]!;
    expect((await server.app.inject({ method: 'GET', url: banner.partner_banner_img })).statusCode).toBe(200);
    const fr = await ok<Schemas['PartnerDetail']>('partners/10', 'PartnerDetail', tokens.demo, 'fr-be');
    expect(fr.summary).toBe('Florence, les vignobles et les villages perchés.');
    const missing = await get('partners/99');
    expect([missing.statusCode, json<ErrorBody>(missing).key]).toEqual([404, 'partner_not_found']);
  });

  it('says whether the content system has a page for the partner, so the portal asks page_content only for one it has', async () => {
    // The financial services' partners have theirs (server/content/pages/partner-109.json, -110); the points
    // partners of the shop and the programme's partners have none.
    for (const id of [109, 110]) {
      const detail = await ok<Schemas['PartnerDetail']>(`partners/${id}`, 'PartnerDetail', tokens.demo, 'nl-be');
      expect(detail.content_page, `partner ${id}`).toBe(true);
      expect((await get(`page_content?url=${encodeURIComponent(`/discover/partners/${id}`)}`, tokens.demo, 'nl-be')).statusCode).toBe(200);
    }
    for (const id of [101, 105, 108, 1, 10]) {
      const detail = await ok<Schemas['PartnerDetail']>(`partners/${id}`, 'PartnerDetail');
      expect(detail.content_page, `partner ${id}`).toBe(false);
      expect((await get(`page_content?url=${encodeURIComponent(`/discover/partners/${id}`)}`)).statusCode).toBe(404);
    }
  });

  it('answers an article in the member’s language (partners_content_detail?contentId=)', async () => {
    const nl = await ok<Schemas['PartnerArticle']>('partners_content_detail?contentId=15', 'PartnerArticle', tokens.demo, 'nl-be');
    expect(nl).toMatchObject({ id: 15, partner: { id: 10, name: 'Tuscany' }, title: 'Oogsttijd in Chianti' });
    expect(nl.body).toContain('<h2>Oogsttijd in Chianti</h2>');
    expect((await server.app.inject({ method: 'GET', url: nl.picture.url })).statusCode).toBe(200);
    const missing = await get('partners_content_detail?contentId=999');
    expect([missing.statusCode, json<ErrorBody>(missing).key]).toEqual([404, 'article_not_found']);
    expect((await get('partners_content_detail')).statusCode).toBe(422);
  });
});

describe('GET user_info_businesses_light (my agency)', () => {
  it('answers the agency with its address, vip flag, agents (the asking member first, then by name) and partner sales', async () => {
    const [agency] = await ok<Schemas['BusinessInfo'][]>('user_info_businesses_light', 'BusinessInfo');
    expect(agency).toMatchObject({
      agency_name: 'Sunway Travel',
      agency_code: 'AB12CD34EF',
      vip: true,
      address: { street: '27 Bedford Street', postal_code: 'WC2E 9ED', city: 'London', country: 'GB', country_name: 'United Kingdom' },
    });
    expect(agency!.agents.filter((a) => a.is_me).map((a) => a.agent_code)).toEqual(['FA123456']);
    expect(agency!.agents.length).toBeGreaterThan(1);
    expect(agency!.partner_sales_count).toBeGreaterThanOrEqual(agency!.my_partner_sales_count);
    const [again] = json<Schemas['BusinessInfo'][]>(await get('user_info_businesses_light', tokens.other));
    expect(again!.agents.find((a) => a.is_me)?.agent_code).toBe('FA654321');
    const byName = new Intl.Collator('en', { sensitivity: 'base' });
    for (const answer of [agency!, again!]) {
      const [first, ...others] = answer.agents;
      expect(first?.is_me).toBe(true);
      const names = others.map((a) => `${a.lastname} ${a.firstname}`);
      expect(names).toEqual([...names].sort(byName.compare));
    }
  });

  it("names the address's country beside its code, in the request's language", async () => {
    const addressIn = async (token: string, language: string) =>
      (await ok<Schemas['BusinessInfo'][]>('user_info_businesses_light', 'BusinessInfo', token, language))[0]?.address;
    expect(await addressIn(tokens.demo, 'fr-be')).toMatchObject({ country: 'GB', country_name: 'Royaume-Uni' });
    expect(await addressIn(tokens.demo, 'nl-be')).toMatchObject({ country: 'GB', country_name: 'Verenigd Koninkrijk' });
    // A member of the seed's Belgian agency, Northwind Voyages (Rue Neuve 45, Brussels).
    const member = await newMember(server, 'northwind');
    await server.db.query("UPDATE users SET agency_id = (SELECT id FROM agencies WHERE access_code = 'NW98765432') WHERE id = $1", [
      member.id,
    ]);
    expect(await addressIn(member.token, 'en')).toEqual({
      street: 'Rue Neuve 45',
      postal_code: '1000',
      city: 'Brussels',
      country: 'BE',
      country_name: 'Belgium',
    });
    expect((await addressIn(member.token, 'fr-be'))?.country_name).toBe('Belgique');
    expect((await addressIn(member.token, 'nl-be'))?.country_name).toBe('België');
  });
});
