// The gift shop: catalogue, categories, shop partners, the member's basket and its lines, the
// submit that places an order, my orders, ideal-gift access, and the catalogue's pictures under /media.
// Answers are in the Accept-Language language; every id from the request is checked against the member.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { compressionOptions } from '../http/compression';
import { idempotencyKey } from '../http/idempotency-key';
import { requestLanguage } from '../http/request-language';
import { countryNamer } from '../reference/countries';
import type { Services } from '../services';
import { syncCatalogue } from '../shop/catalogue-sync';
import { linkHistoryOrders } from '../shop/history-orders';
import { findProduct, listCategories, listPartners, listProducts } from '../shop/catalogue';
import type { ProductFilter } from '../shop/catalogue';
import type { ShopCatalogue } from '../shop/shop-catalogue';
import { addProduct, readBasket, removeItem, updateBasket, updateItem } from '../shop/baskets';
import { createFinancialRequest, financialRequestForms, findFinancialRequest } from '../shop/financial-requests';
import { idealGiftAccess } from '../shop/ideal-gift';
import { findOrder, listOrders, submitBasket } from '../shop/orders';
import { partnerLogo, productPicture } from '../shop/product-pictures';

type Id = { id: string };
type Query = Record<string, string | string[] | undefined>;

const idPattern = /^[1-9][0-9]{0,8}$/;
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** category[]=… and requirements §7's category[0]=…&category[1]=… (the contract checks the first form; this, both). */
function categoriesOf(query: Query): number[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'category[]' && !/^category\[[0-9]{1,2}\]$/.test(name)) continue;
    values.push(...(Array.isArray(value) ? value : value === undefined ? [] : [value]));
  }
  if (values.length > 50 || values.some((v) => !idPattern.test(v)))
    throw new ApiError(422, 'Please choose categories from the list.', 'invalid_category', [
      { propertyPath: 'category', message: 'Please choose categories from the list.', key: 'invalid_category' },
    ]);
  return [...new Set(values.map(Number))];
}

function filterOf(query: Query): ProductFilter {
  const one = (name: string) => {
    const v = query[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const price = (name: string) => (one(name) === undefined ? null : Number(one(name)));
  const sort = one('sort');
  return {
    categories: categoriesOf(query),
    minPrice: price('price[gte]'),
    maxPrice: price('price[lte]'),
    type: one('type') === undefined ? null : Number(one('type')),
    idealGift: one('ideal_gift') === undefined ? null : one('ideal_gift') === 'true',
    sort: sort === 'price_asc' || sort === 'price_desc' || sort === 'newest' || sort === 'popularity' ? sort : null,
  };
}

/** /media/products/<id>.svg and /media/partners/<id>.svg: drawn on request, the same bytes for an id. */
function registerPictures(app: FastifyInstance, catalogue: ShopCatalogue): void {
  const pictures = new Map<string, string>();
  for (const p of catalogue.products) pictures.set(`products/${p.id}.svg`, productPicture(p.id, p.categoryId));
  for (const p of catalogue.partners) pictures.set(`partners/${p.id}.svg`, partnerLogo(p.id, p.name));
  const send = (folder: string) => async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const svg = pictures.get(`${folder}/${request.params.file}`);
    if (!svg) throw notFound('No such file.', 'media_not_found');
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', etag)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(svg);
  };
  const compress = { ...compressionOptions, threshold: 256 };
  app.get('/media/products/:file', { compress }, send('products'));
  app.get('/media/partners/:file', { compress }, send('partners'));
}

export async function registerShopRoutes(app: FastifyInstance, { db, contract, auth, clock, shop, countries }: Services): Promise<void> {
  await syncCatalogue(db, shop);
  await linkHistoryOrders(db, new Date(clock()));
  registerPictures(app, shop);
  const now = () => new Date(clock());
  const memberId = async (request: FastifyRequest) => (await auth.member(request)).id;
  // A delivery address's country, named in the request's language (the countries file).
  const names = (request: FastifyRequest) => countryNamer(countries, language(request));

  app.route<{ Querystring: Query }>({
    ...contract.route('listProducts'),
    handler: async (request): Promise<Schemas['Product'][]> => {
      await memberId(request);
      return listProducts(db, filterOf(request.query), language(request));
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('getProduct'),
    handler: async (request): Promise<Schemas['Product']> => {
      await memberId(request);
      const product = await findProduct(db, Number(request.params.id), language(request));
      if (!product) throw notFound('Product not found', 'product_not_found');
      return product;
    },
  });

  app.route({
    ...contract.route('listProductCategories'),
    handler: async (request): Promise<Schemas['ProductCategory'][]> => {
      await memberId(request);
      return listCategories(db, language(request));
    },
  });

  app.route<{ Querystring: { type?: string } }>({
    ...contract.route('listPartnersLight'),
    handler: async (request): Promise<Schemas['Partner'][]> => {
      await memberId(request);
      return listPartners(db, request.query.type ?? null);
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('getBasket'),
    handler: async (request): Promise<Schemas['Basket']> =>
      readBasket(db, await memberId(request), Number(request.params.id), language(request), now(), names(request)),
  });

  app.route<{ Params: Id; Body: Schemas['BasketPatch'] }>({
    ...contract.route('updateBasket'),
    handler: async (request): Promise<Schemas['Basket']> => {
      const userId = await memberId(request);
      await updateBasket(db, userId, Number(request.params.id), request.body, now());
      return readBasket(db, userId, Number(request.params.id), language(request), now(), names(request));
    },
  });

  app.route<{ Params: Id; Body: Schemas['AddProductRequest'] }>({
    ...contract.route('addBasketProduct'),
    handler: async (request): Promise<Schemas['Basket']> => {
      const userId = await memberId(request);
      await addProduct({ db, contract, now: now() }, userId, Number(request.params.id), request.body);
      return readBasket(db, userId, Number(request.params.id), language(request), now(), names(request));
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('submitBasket'),
    handler: async (request, reply): Promise<Schemas['Order']> => {
      const member = await auth.member(request);
      const key = idempotencyKey(request);
      const order = await submitBasket(db, member.id, Number(request.params.id), key, language(request), now(), names(request));
      reply.code(201);
      return order;
    },
  });

  app.route<{ Params: Id; Body: Schemas['BasketItemPatch'] }>({
    ...contract.route('updateBasketItem'),
    handler: async (request): Promise<Schemas['BasketItem']> =>
      updateItem({ db, contract, now: now() }, await memberId(request), Number(request.params.id), request.body, language(request)),
  });

  app.route<{ Params: Id }>({
    ...contract.route('removeBasketItem'),
    handler: async (request, reply) => {
      await removeItem(db, await memberId(request), Number(request.params.id));
      return reply.code(204).send();
    },
  });

  app.route({
    ...contract.route('listOrders'),
    handler: async (request): Promise<Schemas['Order'][]> =>
      listOrders(db, await memberId(request), language(request), now(), names(request)),
  });

  app.route<{ Params: Id }>({
    ...contract.route('getOrder'),
    handler: async (request): Promise<Schemas['Order']> =>
      findOrder(db, await memberId(request), Number(request.params.id), language(request), now(), names(request)),
  });

  app.route<{ Body: Schemas['FinancialServiceRequest'] }>({
    ...contract.route('createFinancialServiceRequest'),
    handler: async (request, reply): Promise<Schemas['FinancialServiceReceipt']> => {
      const receipt = await createFinancialRequest(
        db,
        await memberId(request),
        request.body,
        contract.formFields(financialRequestForms),
        language(request),
        now(),
      );
      reply.code(201);
      return receipt;
    },
  });

  app.route<{ Params: Id }>({
    ...contract.route('getFinancialServiceRequest'),
    handler: async (request): Promise<Schemas['FinancialServiceReceipt']> =>
      findFinancialRequest(
        db,
        await memberId(request),
        Number(request.params.id),
        contract.formFields(financialRequestForms),
        language(request),
      ),
  });

  app.route({
    ...contract.route('checkIdealGiftAccess'),
    handler: async (request): Promise<Schemas['IdealGiftAccess']> => idealGiftAccess(db, await memberId(request), now()),
  });
}
