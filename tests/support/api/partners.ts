// The partners' part of the mocked API, answered as the reference server answers from its seed
// (server/partners/partner-views.ts): the directory by type and search (partners_list_light), every partner with the
// gift shop's (partners_list_all_light), a partner's page with its zones, articles newest first, links into the shop
// and whether the content system has a page for it (content_page, from the content system given), an article, and
// the member's agency (user_info_businesses_light, its address's country named from the countries file). Texts in the
// request's language; a partner is a favorite when the member's favorites (tests/support/api/favorites.ts) hold it. One
// `MockPartners` per test holds the member's agency; `calls` counts the calls by operation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { components } from '@/generated/api';
import type { PartnerFile, ShopCategoryFile, ShopPartnersFile } from '../../../server/generated/catalogues';
import { requestLanguage } from '../../../server/http/request-language';
import { countryNamer, readCountries } from '../../../server/reference/countries';
import { priceOf } from '../../../server/shop/price';
import { contractHandler } from '../msw-api';
import type { MockContentSystem } from './content';
import { servedVersion } from './content';
import type { MockFavorites } from './favorites';

type Schemas = components['schemas'];
type Language = Schemas['LanguageCode'];

export interface MockPartners {
  /** The directory's partners and destinations, with their articles (server/partners/data). */
  partners: PartnerFile[];
  /** The gift shop's partners (server/shop/data/partners.json). */
  shopPartners: { id: number; name: string }[];
  /** The shop's products of a partner: the financial services apart. */
  products: { id: number; names: Record<Language, string>; partner_id: number; financial: boolean; price: number }[];
  /** The member's agency; null: none. */
  agency: Schemas['BusinessInfo'] | null;
  /** The calls made, by operation id. */
  calls: Record<string, number>;
}

const countries = readCountries();
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const folder = (path: string) =>
  readdirSync(resolve(path))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(resolve(path), name));

/** The agency of the seed's demo member, Sunway Travel, with two colleagues (the member first, as the server orders them). */
export function sunwayTravel(): Schemas['BusinessInfo'] {
  return {
    agency_name: 'Sunway Travel',
    agency_code: 'AB12CD34EF',
    city: 'London',
    country: 'GB',
    address: { street: '27 Bedford Street', postal_code: 'WC2E 9ED', city: 'London', country: 'GB', country_name: 'United Kingdom' },
    vip: true,
    agents: [
      { firstname: 'Dana', lastname: 'Meyer', agent_code: 'FA123456', is_me: true },
      { firstname: 'Ann', lastname: 'Jansen', agent_code: 'FA222222', is_me: false },
      { firstname: 'Piet', lastname: 'Peeters', agent_code: 'FA333333', is_me: false },
    ],
    partner_sales_count: 42,
    my_partner_sales_count: 7,
  };
}

export function mockPartners(over: Partial<MockPartners> = {}): MockPartners {
  const categories = folder('server/shop/data/categories').map((file) => readJson<ShopCategoryFile>(file));
  return {
    partners: folder('server/partners/data').map((file) => readJson<PartnerFile>(file)),
    shopPartners: readJson<ShopPartnersFile>(resolve('server/shop/data/partners.json')).partners.map(({ id, name }) => ({ id, name })),
    products: categories.flatMap((category) =>
      category.products.flatMap((p) =>
        p.partner_id
          ? [
              {
                id: p.id,
                names: p.names as Record<Language, string>,
                partner_id: p.partner_id,
                financial: category.type === 'financial_service',
                price: priceOf({ conversionRate: p.conversion_rate, unitPrice: p.unit_price, minimumQuantity: p.minimum_quantity }),
              },
            ]
          : [],
      ),
    ),
    agency: sunwayTravel(),
    calls: {},
    ...over,
  };
}

const notFound = (message: string, key: string) => ({ status: 404, body: { code: 404, message, key } });

/** Handlers of the partners over `state`; `content` says which partners have a page in the content system. */
export function partnersApi(state: MockPartners, content: MockContentSystem, favorites?: MockFavorites) {
  const favorite = (id: number) => favorites?.saved.some((s) => s.type === 'partner' && s.id === id) ?? false;
  const counted = (operation: string) => (state.calls[operation] = (state.calls[operation] ?? 0) + 1);
  const logo = (id: number) => `/media/partner-logos/${id}.svg`;
  const summary = (p: PartnerFile, language: Language): Schemas['PartnerSummary'] => ({
    id: p.id,
    name: p.name,
    type: p.type,
    summary: p.summary[language],
    article_count: p.articles.length,
    favorite: favorite(p.id),
    cmsContent: { zones: { partner_logo: [{ partner_logo_img: logo(p.id) }] } },
  });
  const shopSummary = (p: MockPartners['shopPartners'][number]): Schemas['PartnerSummary'] => ({
    id: p.id,
    name: p.name,
    type: 'shop',
    summary: '',
    article_count: 0,
    favorite: favorite(p.id),
    cmsContent: { zones: { partner_logo: [{ partner_logo_img: `/media/partners/${p.id}.svg` }] } },
  });
  const byName = (a: Schemas['PartnerSummary'], b: Schemas['PartnerSummary']) => a.name.localeCompare(b.name) || a.id - b.id;
  const links = (shopPartnerId: number | null, language: Language, financial: boolean) =>
    state.products
      .filter((p) => p.partner_id === shopPartnerId && p.financial === financial)
      .map((p) => ({ id: p.id, name: p.names[language], picture: `/media/products/${p.id}.svg`, price: p.price }));
  const contentPage = (id: number, language: Language) => {
    const file = content.files.find((f) => f.url === `/discover/partners/${id}`);
    return file !== undefined && servedVersion(file, language) !== undefined;
  };
  const picture = (a: PartnerFile['articles'][number], language: Language) => ({
    url: `/media/partner-articles/${a.id}.svg`,
    width: 800,
    height: 450,
    alt: a.title[language],
  });
  const languageOf = (request: Request) => requestLanguage(request.headers.get('Accept-Language') ?? undefined);

  return [
    contractHandler('listPartnerDirectory', (request) => {
      counted('listPartnerDirectory');
      const query = new URL(request.url).searchParams;
      const asked = [...query.getAll('type[]'), ...query.getAll('type')];
      // As the reference server: none asked is the directory's two types.
      const types = asked.length > 0 ? asked : ['partner', 'destination'];
      const text = (query.get('search') ?? '').toLowerCase();
      const found = [
        ...state.partners.filter((p) => types.includes(p.type)).map((p) => summary(p, languageOf(request))),
        ...(types.includes('shop') ? state.shopPartners.map(shopSummary) : []),
      ];
      return { body: found.filter((p) => p.name.toLowerCase().includes(text)).sort(byName) };
    }),
    contractHandler('listAllPartners', (request) => {
      counted('listAllPartners');
      return { body: [...state.partners.map((p) => summary(p, languageOf(request))), ...state.shopPartners.map(shopSummary)].sort(byName) };
    }),
    contractHandler('getPartner', (request) => {
      counted('getPartner');
      const id = Number(new URL(request.url).pathname.split('/').at(-1));
      const language = languageOf(request);
      const p = state.partners.find((x) => x.id === id);
      if (p)
        return {
          body: {
            ...summary(p, language),
            website: p.website,
            cmsContent: {
              zones: {
                partner_logo: [{ partner_logo_img: logo(p.id) }],
                partner_banner: [{ partner_banner_img: `/media/partner-banners/${p.id}.svg`, width: 1200, height: 400 }],
                partner_intro: [{ title: p.name, text: p.intro[language] }],
              },
            },
            articles: [...p.articles]
              .sort((a, b) => b.published_on.localeCompare(a.published_on))
              .map((a) => ({
                id: a.id,
                title: a.title[language],
                summary: a.summary[language],
                picture: picture(a, language),
                published_on: a.published_on,
              })),
            shop_products: links(p.shop_partner_id, language, false),
            financial_services: links(p.shop_partner_id, language, true),
            content_page: contentPage(p.id, language),
          },
        };
      const shop = state.shopPartners.find((x) => x.id === id);
      if (!shop) return notFound('Partner not found', 'partner_not_found');
      return {
        body: {
          ...shopSummary(shop),
          website: null,
          cmsContent: { zones: { partner_logo: shopSummary(shop).cmsContent.zones.partner_logo, partner_banner: [], partner_intro: [] } },
          articles: [],
          shop_products: links(shop.id, language, false),
          financial_services: links(shop.id, language, true),
          content_page: contentPage(shop.id, language),
        },
      };
    }),
    contractHandler('getPartnerArticle', (request) => {
      counted('getPartnerArticle');
      const id = Number(new URL(request.url).searchParams.get('contentId'));
      const language = languageOf(request);
      const p = state.partners.find((x) => x.articles.some((a) => a.id === id));
      const a = p?.articles.find((x) => x.id === id);
      if (!p || !a) return notFound('Article not found', 'article_not_found');
      return {
        body: {
          id: a.id,
          partner: { id: p.id, name: p.name },
          title: a.title[language],
          summary: a.summary[language],
          body: a.body[language],
          picture: picture(a, language),
          published_on: a.published_on,
        },
      };
    }),
    contractHandler('getBusinesses', (request) => {
      counted('getBusinesses');
      if (!state.agency) return { body: [] };
      // As the reference server: the address's country named in the request's language.
      const name = countryNamer(countries, languageOf(request));
      const { address } = state.agency;
      return { body: [{ ...state.agency, address: { ...address, country_name: name(address.country) } }] };
    }),
  ];
}
