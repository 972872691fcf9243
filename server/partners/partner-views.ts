// The partners' answers: the directory by type, every partner (with the shop's), a partner's page with its
// CMS zones, articles and links into the shop, and an article. Texts in the request's language.
import { hasPublishedPage } from '../content/content-store';
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { inLanguage, listPartners } from '../shop/catalogue';
import { priceOf } from '../shop/price';
import type { Partner, PartnerArticle, PartnerCatalogue } from './partner-catalogue';

export const partnerPictureSize = { logo: [240, 120], banner: [1200, 400], article: [800, 450] } as const;
type PartnerType = 'partner' | 'destination' | 'shop';

export async function partnerFavorites(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ item_id: number }>("SELECT item_id FROM favorites WHERE user_id = $1 AND type = 'partner'", [userId]);
  return new Set(rows.map((r) => r.item_id));
}

const logoOf = (p: Partner) => `/media/partner-logos/${p.id}.svg`;

function summaryOf(
  { articles }: PartnerCatalogue,
  p: Partner,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Schemas['PartnerSummary'] {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    summary: p.summary[language],
    article_count: articles.filter((a) => a.partner_id === p.id).length,
    favorite: favorites.has(p.id),
    cmsContent: { zones: { partner_logo: [{ partner_logo_img: logoOf(p) }] } },
  };
}

/** The directory (and, asked for, the shop's partners), by name; `search` matches a part of the name. */
export async function partnerDirectory(
  db: Db,
  catalogue: PartnerCatalogue,
  types: readonly PartnerType[],
  search: string,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Promise<Schemas['PartnerSummary'][]> {
  const own = catalogue.partners.filter((p) => types.includes(p.type)).map((p) => summaryOf(catalogue, p, language, favorites));
  const shop = types.includes('shop')
    ? (await listPartners(db, 'shop')).map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type,
        summary: '',
        article_count: 0,
        favorite: favorites.has(p.id),
        cmsContent: p.cmsContent,
      }))
    : [];
  const text = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...own, ...shop]
    .filter((p) => text === '' || p.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(text))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The content url of a partner's page (the English route path, as every content url: server/content/README.md). */
const contentUrlOf = (id: number) => `/discover/partners/${id}`;

function articlePicture(a: PartnerArticle, language: LanguageCode): Schemas['Picture'] {
  const [width, height] = partnerPictureSize.article;
  return { url: `/media/partner-articles/${a.id}.svg`, width, height, alt: a.title[language] };
}

async function shopLinks(db: Db, shopPartnerId: number | null, language: LanguageCode) {
  if (shopPartnerId === null) return { products: [], services: [] };
  const rows = await db.query<{
    id: number;
    names: unknown;
    type: number;
    conversion_rate: string;
    unit_price: string;
    minimum_quantity: number;
  }>('SELECT id, names, type, conversion_rate, unit_price, minimum_quantity FROM products WHERE partner_id = $1 AND active ORDER BY id', [
    shopPartnerId,
  ]);
  const link = (r: (typeof rows)[number]): Schemas['PartnerProductLink'] => ({
    id: r.id,
    name: inLanguage(r.names, language),
    picture: `/media/products/${r.id}.svg`,
    price: priceOf({ conversionRate: r.conversion_rate, unitPrice: r.unit_price, minimumQuantity: r.minimum_quantity }),
  });
  return { products: rows.filter((r) => r.type !== 6).map(link), services: rows.filter((r) => r.type === 6).map(link) };
}

export async function partnerDetail(
  db: Db,
  catalogue: PartnerCatalogue,
  id: number,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Promise<Schemas['PartnerDetail'] | null> {
  const p = catalogue.partners.find((x) => x.id === id);
  if (!p) return shopPartnerDetail(db, id, language, favorites);
  const [width, height] = partnerPictureSize.banner;
  const links = await shopLinks(db, p.shop_partner_id, language);
  return {
    ...summaryOf(catalogue, p, language, favorites),
    website: p.website,
    cmsContent: {
      zones: {
        partner_logo: [{ partner_logo_img: logoOf(p) }],
        partner_banner: [{ partner_banner_img: `/media/partner-banners/${p.id}.svg`, width, height }],
        partner_intro: [{ title: p.name, text: p.intro[language] }],
      },
    },
    articles: catalogue.articles
      .filter((a) => a.partner_id === p.id)
      .sort((a, b) => b.published_on.localeCompare(a.published_on))
      .map((a) => ({
        id: a.id,
        title: a.title[language],
        summary: a.summary[language],
        picture: articlePicture(a, language),
        published_on: a.published_on,
      })),
    shop_products: links.products,
    financial_services: links.services,
    content_page: await hasPublishedPage(db, contentUrlOf(p.id), language),
  };
}

/** A shop partner (101–110) has no CMS zones of its own: its logo, its products and, when editors wrote one, its content page. */
async function shopPartnerDetail(
  db: Db,
  id: number,
  language: LanguageCode,
  favorites: ReadonlySet<number>,
): Promise<Schemas['PartnerDetail'] | null> {
  const shop = (await listPartners(db, 'shop')).find((x) => x.id === id);
  if (!shop) return null;
  const links = await shopLinks(db, shop.id, language);
  return {
    id: shop.id,
    name: shop.name,
    type: shop.type,
    summary: '',
    article_count: 0,
    favorite: favorites.has(shop.id),
    website: null,
    cmsContent: { zones: { partner_logo: shop.cmsContent.zones.partner_logo, partner_banner: [], partner_intro: [] } },
    articles: [],
    shop_products: links.products,
    financial_services: links.services,
    content_page: await hasPublishedPage(db, contentUrlOf(shop.id), language),
  };
}

export function partnerArticle(
  { partners, articles }: PartnerCatalogue,
  id: number,
  language: LanguageCode,
): Schemas['PartnerArticle'] | null {
  const a = articles.find((x) => x.id === id);
  const p = a && partners.find((x) => x.id === a.partner_id);
  if (!a || !p) return null;
  return {
    id: a.id,
    partner: { id: p.id, name: p.name },
    title: a.title[language],
    summary: a.summary[language],
    body: a.body[language],
    picture: articlePicture(a, language),
    published_on: a.published_on,
  };
}
