// The gift shop's part of the mocked API: the catalogue (categories, products in the member's language, the
// shop's partners), the member's basket, orders and ideal-gift access, and users_stats (the header's balance and
// basket count, with the basket's id). One `MockShop` per test holds what the calls change, with the reference
// server's rules (server/shop/*): a line is checked as basket-lines.ts checks it, the same product + variant +
// extras merges into one line, a submit needs the lines, an address for a physical gift and the miles, then
// debits the balance, empties the basket and lists the order first; a request for a partner's financial service is
// answered with its receipt (a financial service only: 422 product_not_found otherwise). A delivery address is kept as
// the app sent it (its country's code, the body checked against the contract) and answered with its country named in
// the request's language, from the countries file. What the app sent is kept in `sent`. Put these handlers before
// sessionApi's: users_stats is answered here, with the basket.
import type { components } from '@/generated/api';
import { countryNamer, namedAddress, readCountries } from '../../../server/reference/countries';
import { contractHandler } from '../msw-api';
import type { ContractAnswer } from '../msw-api';

type Schemas = components['schemas'];
type Product = Schemas['Product'];
type BasketItem = Schemas['BasketItem'];
type Order = Schemas['Order'];
type DeliveryAddress = Schemas['DeliveryAddress'];
type Language = 'en' | 'fr-be' | 'nl-be';
type Words = Record<Language, string>;

const countries = readCountries();

/** A product of the mocked catalogue: the contract's Product with its name in the three languages. */
export interface MockProduct extends Omit<Product, 'name'> {
  names: Words;
}

export interface MockShop {
  categories: { id: number; slug: string; names: Words }[];
  products: MockProduct[];
  /** The member's valid balance (users_stats points[4], the basket's `balance`); a submit debits it. */
  balance: number;
  basketId: number;
  items: BasketItem[];
  /** The address chosen for this basket; null: the profile's (`profileAddress`) is used. */
  chosenAddress: DeliveryAddress | null;
  profileAddress: DeliveryAddress | null;
  /** The member's orders, newest first. */
  orders: Order[];
  /** Partner sales of the member: the ideal gift needs one, and `idealGiftThreshold` miles. */
  partnerSales: number;
  idealGiftThreshold: number;
  /** Every write the app sent, in order: the operation, the path's id and the body (and Idempotency-Key). */
  sent: { operation: string; id: string | null; body: unknown; idempotencyKey?: string | null }[];
  nextId: number;
}

const words = (en: string, fr: string, nl: string): Words => ({ en, 'fr-be': fr, 'nl-be': nl });
const physical = { kind: 'within_4_weeks', hours: 672 } as const;
const digital = { kind: 'within_72_hours', hours: 72 } as const;

/** A product of the catalogue: a physical gift at 1 mile unless `over` says otherwise; the price from its components. */
export function mockProduct(over: Partial<MockProduct> & Pick<MockProduct, 'id' | 'names' | 'categories'>): MockProduct {
  const price =
    (over.priceComponents?.conversionRate ?? 1) * (over.priceComponents?.unitPrice ?? 1) * (over.priceComponents?.minimumQuantity ?? 1);
  return {
    description: `<p>${over.names.en}, chosen for the Miles gift shop.</p>`,
    type: 1,
    kind: 'physical',
    priceComponents: { conversionRate: 100, unitPrice: 1 },
    price: Math.round(price * 100) / 100,
    picture: `/media/products/${over.id}.svg`,
    pictures: [`/media/products/${over.id}.svg`],
    variants: [],
    extraSchema: null,
    partner: null,
    ideal_gift: false,
    delivery: physical,
    popularity: over.id * 7,
    published_on: '2025-03-01',
    ...over,
  };
}

/** CityBike's membership number, as the reference catalogue asks it (server/shop/data/partners.json). */
const loyaltyNumber = {
  type: 'object',
  required: ['loyalty_number'],
  additionalProperties: false,
  properties: {
    loyalty_number: {
      type: 'string',
      pattern: '^[0-9]{8}$',
      'x-message': 'Please enter your CityBike membership number: 8 digits.',
      'x-key': 'loyalty_number_format',
      'x-required-message': 'Please enter your CityBike membership number: 8 digits.',
      'x-required-key': 'loyalty_number_required',
    },
  },
};

/** A small catalogue of the seed's kinds: two physical gifts, a tech gift, a voucher with values, partner points, an ideal gift. */
export function mockCatalogue(): Pick<MockShop, 'categories' | 'products'> {
  return {
    categories: [
      { id: 1, slug: 'home', names: words('Home', 'Maison', 'Wonen') },
      { id: 2, slug: 'tech', names: words('Tech', 'High-tech', 'Tech') },
      { id: 3, slug: 'vouchers', names: words('Vouchers', 'Bons d’achat', 'Waardebonnen') },
      { id: 4, slug: 'rewards-points', names: words('Rewards points', 'Points de fidélité', 'Spaarpunten') },
      { id: 5, slug: 'ideal-gift', names: words('The ideal gift', 'Le cadeau idéal', 'Het ideale cadeau') },
    ],
    products: [
      mockProduct({
        id: 1,
        categories: [1],
        names: words('Espresso cup set', 'Set de tasses à espresso', 'Set espressokopjes'),
        priceComponents: { conversionRate: 100, unitPrice: 35 },
      }),
      mockProduct({
        id: 2,
        categories: [1],
        names: words('Bamboo cutting board', 'Planche à découper en bambou', 'Bamboe snijplank'),
        priceComponents: { conversionRate: 100, unitPrice: 25 },
      }),
      mockProduct({
        id: 3,
        categories: [2],
        names: words('Wireless earbuds', 'Écouteurs sans fil', 'Draadloze oordopjes'),
        priceComponents: { conversionRate: 100, unitPrice: 59.99 },
      }),
      mockProduct({
        id: 4,
        categories: [3],
        names: words('Bookshop voucher', 'Bon librairie', 'Boekenbon'),
        type: 2,
        kind: 'voucher',
        delivery: digital,
        priceComponents: { conversionRate: 100, unitPrice: 25 },
        variants: [
          { id: 41, name: '€25', unitPrice: 25, price: 2500 },
          { id: 42, name: '€50', unitPrice: 50, price: 5000 },
          { id: 43, name: '€100', unitPrice: 100, price: 10_000 },
        ],
      }),
      mockProduct({
        id: 5,
        categories: [4],
        names: words('CityBike points', 'Points CityBike', 'CityBike-punten'),
        type: 5,
        kind: 'points',
        delivery: { kind: 'within_48_hours', hours: 48 },
        priceComponents: { conversionRate: 4, minimumQuantity: 250 },
        extraSchema: loyaltyNumber,
        partner: { id: 104, name: 'CityBike' },
      }),
      mockProduct({
        id: 6,
        categories: [5],
        names: words('Weekend in Bruges', 'Week-end à Bruges', 'Weekend in Brugge'),
        type: 3,
        kind: 'experience',
        delivery: digital,
        priceComponents: { conversionRate: 100, unitPrice: 450 },
        ideal_gift: true,
      }),
    ],
  };
}

/** A partner's financial service (type 6, kind financial): not in `mockCatalogue`, a journey adds it to `products`. */
export function mockFinancialService(): MockProduct {
  return mockProduct({
    id: 7,
    categories: [],
    names: words('Annual travel insurance', 'Assurance voyage annuelle', 'Jaarlijkse reisverzekering'),
    type: 6,
    kind: 'financial',
    delivery: { kind: 'within_14_days', hours: 336 },
    priceComponents: { conversionRate: 100, unitPrice: 30 },
    partner: { id: 109, name: 'Secura' },
  });
}

/** An order already placed: one line of a catalogue product (a variant's value if given), in `status`. */
export function mockOrder(o: {
  number: string;
  status: Order['status'];
  product: MockProduct;
  variant?: number;
  quantity?: number;
  created_at: string;
  voucher_code?: string | null;
}): Order {
  const variant = o.product.variants.find((v) => v.id === o.variant) ?? null;
  const components = { ...o.product.priceComponents, ...(variant?.unitPrice ? { unitPrice: variant.unitPrice } : {}) };
  const quantity = o.quantity ?? 1;
  const price = round2(one(components.conversionRate) * one(components.unitPrice) * quantity);
  const delivered = o.status === 'delivered' ? o.created_at : null;
  return {
    id: Number(o.number),
    number: o.number,
    status: o.status,
    created_at: o.created_at,
    total: price,
    total_miles: Math.ceil(price),
    balance: 87_500,
    delivery_address: null,
    movement_id: Number(o.number) + 5000,
    lines: [
      {
        id: Number(o.number) * 10,
        product: { id: o.product.id, name: o.product.names.en, type: o.product.type, kind: o.product.kind, picture: o.product.picture },
        variant: variant ? { id: variant.id, name: variant.name } : null,
        quantity,
        extras: {},
        priceComponents: components,
        price,
        status: o.status,
        delivery: o.product.delivery,
        deliver_by: o.created_at,
        delivered_at: delivered,
        voucher_code: o.voucher_code ?? null,
      },
    ],
  };
}

export function mockShop(over: Partial<MockShop> = {}): MockShop {
  return {
    ...mockCatalogue(),
    balance: 87_500,
    basketId: 7,
    items: [],
    chosenAddress: null,
    profileAddress: { name: 'Dana Meyer', line: 'Rue Neuve 12', postcode: '1000', city: 'Brussels', country_code: 'BE' },
    orders: [],
    partnerSales: 1,
    idealGiftThreshold: 80_000,
    sent: [],
    nextId: 100,
    ...over,
  };
}

const round2 = (n: number) => Math.round(Number((n * 100).toPrecision(15))) / 100;
const one = (n: number | undefined) => (n !== undefined && n > 0 ? n : 1);
const linePrice = (c: Schemas['PriceComponents'], quantity: number) => round2(one(c.conversionRate) * one(c.unitPrice) * quantity);
const refusal = (status: number, message: string, key: string, propertyPath?: string): ContractAnswer => ({
  status,
  body: { code: status, message, key, ...(propertyPath ? { violations: [{ propertyPath, message, key }] } : {}) },
});
const notFound = (message: string, key: string) => refusal(404, message, key);

/** The language a request asks for (the app sends en, fr-be or nl-be). */
function languageOf(request: Request): Language {
  const asked = (request.headers.get('Accept-Language') ?? 'en').toLowerCase();
  return asked === 'fr-be' || asked === 'nl-be' ? asked : 'en';
}

/** The path segment after `name` (…/baskets/7/add_product → 7). */
function segmentAfter(request: Request, name: string): string | null {
  const parts = new URL(request.url).pathname.split('/');
  const at = parts.indexOf(name);
  return at >= 0 ? (parts[at + 1] ?? null) : null;
}

export function productIn(p: MockProduct, language: Language): Product {
  const { names, ...rest } = p;
  return { ...rest, name: names[language] };
}

/** The shop's state as the reference server computes it: the basket's total, count, shortfall and address (named). */
export function basketOf(shop: MockShop, language: Language = 'en') {
  const named = (i: BasketItem) => {
    const names = shop.products.find((p) => p.id === i.product.id)?.names;
    return names ? { ...i, product: { ...i.product, name: names[language] } } : i;
  };
  const total = round2(shop.items.reduce((sum, i) => sum + i.price, 0));
  const totalMiles = Math.ceil(total - 1e-9);
  const needsAddress = shop.items.some((i) => i.product.kind === 'physical');
  const address = shop.chosenAddress ?? shop.profileAddress;
  return {
    id: shop.basketId,
    items: shop.items.map(named),
    item_count: shop.items.reduce((sum, i) => sum + (i.product.kind === 'points' ? 1 : i.quantity), 0),
    total,
    total_miles: totalMiles,
    balance: shop.balance,
    shortfall: Math.max(0, totalMiles - shop.balance),
    delivery_address: address && namedAddress(address, countryNamer(countries, language)),
    delivery_address_source: shop.chosenAddress ? ('basket' as const) : shop.profileAddress ? ('profile' as const) : null,
    needs_delivery_address: needsAddress,
  };
}

export function idealGiftAccessOf(shop: MockShop): Schemas['IdealGiftAccess'] {
  const missingMiles = Math.max(0, shop.idealGiftThreshold - shop.balance);
  const missingSales = Math.max(0, 1 - shop.partnerSales);
  const missing: ('miles' | 'partner_sale')[] = [];
  if (missingMiles > 0) missing.push('miles');
  if (missingSales > 0) missing.push('partner_sale');
  return {
    access: missing.length === 0,
    missing,
    balance: shop.balance,
    threshold: shop.idealGiftThreshold,
    missing_miles: missingMiles,
    partner_sales: shop.partnerSales,
    required_partner_sales: 1,
    missing_partner_sales: missingSales,
  };
}

/** A line's checks, as server/shop/basket-lines.ts makes them; null when the line may be kept. */
function lineRefusal(p: MockProduct, variant: number | null, quantity: number, extras: Record<string, string>): ContractAnswer | null {
  if (variant !== null && !p.variants.some((v) => v.id === variant))
    return refusal(422, 'Please choose one of the options.', 'variant_not_found', 'variant');
  if (variant === null && p.variants.length > 0) return refusal(422, 'Please choose one of the options.', 'variant_required', 'variant');
  const minimum = one(p.priceComponents.minimumQuantity);
  if (quantity < minimum) return refusal(422, `The minimum quantity of this product is ${minimum}.`, 'quantity_below_minimum', 'quantity');
  const unitPrice = p.variants.find((v) => v.id === variant)?.unitPrice;
  if (linePrice({ ...p.priceComponents, ...(unitPrice ? { unitPrice } : {}) }, quantity) > 10_000_000)
    return refusal(422, 'This quantity is too large for one order.', 'quantity_too_large', 'quantity');
  const number = extras.loyalty_number;
  if (p.extraSchema && (number === undefined || !/^[0-9]{8}$/.test(number)))
    return refusal(422, 'Please enter your CityBike membership number: 8 digits.', 'loyalty_number_format', 'extras.loyalty_number');
  return null;
}

/** Handlers of the catalogue, basket, orders, ideal gift and users_stats over `shop`. */
export function shopApi(shop: MockShop) {
  const find = (id: number) => shop.products.find((p) => p.id === id) ?? null;
  const record = async (operation: string, request: Request, id: string | null) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    shop.sent.push({ operation, id, body, idempotencyKey: request.headers.get('Idempotency-Key') });
    return body;
  };
  type Line = { variant: number | null; quantity: number; extras: Record<string, string> };
  const itemOf = (p: MockProduct, line: Line, id: number, language: Language): BasketItem => {
    const { variant, quantity, extras } = line;
    const v = p.variants.find((x) => x.id === variant) ?? null;
    const components = { ...p.priceComponents, ...(v?.unitPrice ? { unitPrice: v.unitPrice } : {}) };
    return {
      id,
      product: { id: p.id, name: p.names[language], type: p.type, kind: p.kind, picture: p.picture },
      variant: v ? { id: v.id, name: v.name } : null,
      quantity,
      extras,
      priceComponents: components,
      price: linePrice(components, quantity),
    };
  };
  const ownBasket = (request: Request) => Number(segmentAfter(request, 'baskets')) === shop.basketId;
  const basketNotFound = () => notFound('Basket not found.', 'basket_not_found');

  return [
    contractHandler('getStats', () => {
      const { item_count } = basketOf(shop);
      return {
        body: {
          points: [0, 0, 0, shop.balance, shop.balance, 0],
          basket: item_count,
          pending: 0,
          expiring: [],
          expiring_total: 0,
          basket_id: shop.basketId,
        },
      };
    }),
    contractHandler('listProductCategories', (request) => ({
      body: shop.categories.map((c, i) => ({
        id: c.id,
        slug: c.slug,
        name: c.names[languageOf(request)],
        position: i + 1,
        product_count: shop.products.filter((p) => p.categories.includes(c.id)).length,
      })),
    })),
    contractHandler('listProducts', (request) => {
      const query = new URL(request.url).searchParams;
      const categories = [...query.entries()].filter(([k]) => /^category\[\d*\]$/.test(k)).map(([, v]) => Number(v));
      const min = query.get('price[gte]');
      const max = query.get('price[lte]');
      const type = query.get('type');
      const ideal = query.get('ideal_gift');
      const sort = query.get('sort');
      const found = shop.products.filter(
        (p) =>
          (categories.length === 0 || p.categories.some((c) => categories.includes(c))) &&
          (min === null || p.price >= Number(min)) &&
          (max === null || p.price <= Number(max)) &&
          (type === null || p.type === Number(type)) &&
          (ideal === null || p.ideal_gift === (ideal === 'true')),
      );
      if (sort === 'price_asc') found.sort((a, b) => a.price - b.price);
      if (sort === 'price_desc') found.sort((a, b) => b.price - a.price);
      return { body: found.map((p) => productIn(p, languageOf(request))) };
    }),
    contractHandler('getProduct', (request) => {
      const p = find(Number(segmentAfter(request, 'products_light')));
      return p ? { body: productIn(p, languageOf(request)) } : notFound('Product not found', 'product_not_found');
    }),
    contractHandler('listPartnersLight', () => ({
      body: [...new Map(shop.products.flatMap((p) => (p.partner ? [[p.partner.id, p.partner] as const] : []))).values()].map((p) => ({
        id: p.id,
        name: p.name,
        type: 'shop' as const,
        cmsContent: { zones: { partner_logo: [{ partner_logo_img: `/media/partners/${p.id}.svg` }] } },
      })),
    })),
    contractHandler('checkIdealGiftAccess', () => ({ body: idealGiftAccessOf(shop) })),

    contractHandler('getBasket', (request) => (ownBasket(request) ? { body: basketOf(shop, languageOf(request)) } : basketNotFound())),
    contractHandler('addBasketProduct', async (request) => {
      const body = (await record('addBasketProduct', request, segmentAfter(request, 'baskets'))) as Schemas['AddProductRequest'];
      if (!ownBasket(request)) return basketNotFound();
      const p = find(body.product);
      if (!p) return refusal(422, 'Product not found', 'product_not_found', 'product');
      if (p.ideal_gift && !idealGiftAccessOf(shop).access)
        return refusal(409, 'The ideal gift needs at least one partner sale and enough miles.', 'ideal_gift_access_required');
      const variant = body.variant ?? null;
      const extras = body.extras ?? {};
      const same = shop.items.find(
        (i) => i.product.id === p.id && (i.variant?.id ?? null) === variant && JSON.stringify(i.extras) === JSON.stringify(extras),
      );
      const quantity = (same?.quantity ?? 0) + (body.quantity ?? one(p.priceComponents.minimumQuantity));
      const refused = lineRefusal(p, variant, quantity, extras);
      if (refused) return refused;
      const item = itemOf(p, { variant, quantity, extras }, same?.id ?? shop.nextId++, languageOf(request));
      shop.items = same ? shop.items.map((i) => (i.id === same.id ? item : i)) : [...shop.items, item];
      return { body: basketOf(shop, languageOf(request)) };
    }),
    contractHandler('updateBasketItem', async (request) => {
      const id = Number(segmentAfter(request, 'basket_items'));
      const body = (await record('updateBasketItem', request, String(id))) as Schemas['BasketItemPatch'];
      const current = shop.items.find((i) => i.id === id);
      const p = current && find(current.product.id);
      if (!current || !p) return notFound('Basket item not found.', 'basket_item_not_found');
      const quantity = body.quantity ?? current.quantity;
      const refused = lineRefusal(p, current.variant?.id ?? null, quantity, current.extras);
      if (refused) return refused;
      const item = itemOf(p, { variant: current.variant?.id ?? null, quantity, extras: current.extras }, id, languageOf(request));
      shop.items = shop.items.map((i) => (i.id === id ? item : i));
      return { body: item };
    }),
    contractHandler('removeBasketItem', async (request) => {
      const id = Number(segmentAfter(request, 'basket_items'));
      await record('removeBasketItem', request, String(id));
      if (!shop.items.some((i) => i.id === id)) return notFound('Basket item not found.', 'basket_item_not_found');
      shop.items = shop.items.filter((i) => i.id !== id);
      return { status: 204, body: null };
    }),
    contractHandler('updateBasket', async (request) => {
      const sentBody = await record('updateBasket', request, segmentAfter(request, 'baskets'));
      const body = sentBody as Schemas['BasketPatch'];
      if (!ownBasket(request)) return basketNotFound();
      if (body.delivery_address !== undefined) shop.chosenAddress = body.delivery_address;
      return { body: basketOf(shop, languageOf(request)) };
    }),
    contractHandler('submitBasket', async (request) => {
      await record('submitBasket', request, segmentAfter(request, 'baskets'));
      if (!ownBasket(request)) return basketNotFound();
      const key = request.headers.get('Idempotency-Key');
      const done = shop.sent.filter((s) => s.operation === 'submitBasket' && s.idempotencyKey === key).length > 1;
      if (key && done && shop.orders[0]) return { status: 201, body: shop.orders[0] };
      const basket = basketOf(shop, languageOf(request));
      if (basket.items.length === 0) return refusal(422, 'Your basket is empty.', 'basket_empty', 'basket');
      if (basket.needs_delivery_address && !basket.delivery_address)
        return refusal(
          422,
          'Please give the address where the gifts should be delivered.',
          'delivery_address_required',
          'delivery_address',
        );
      if (basket.shortfall > 0)
        return refusal(422, `You need ${basket.shortfall} miles more for this order.`, 'insufficient_points', 'total_miles');
      const id = shop.nextId++;
      const now = new Date();
      shop.balance -= basket.total_miles;
      const order: Order = {
        id,
        number: String(10_801 + shop.orders.length),
        status: 'in_delivery',
        created_at: now.toISOString(),
        total: basket.total,
        total_miles: basket.total_miles,
        balance: shop.balance,
        delivery_address: basket.needs_delivery_address ? basket.delivery_address : null,
        movement_id: 5000 + id,
        lines: basket.items.map((i) => ({
          ...i,
          status: 'in_delivery' as const,
          delivery: find(i.product.id)?.delivery ?? physical,
          deliver_by: new Date(now.getTime() + 28 * 86_400_000).toISOString(),
          delivered_at: null,
          voucher_code: null,
        })),
      };
      shop.orders = [order, ...shop.orders];
      shop.items = [];
      return { status: 201, body: order };
    }),
    contractHandler('listOrders', (request) => {
      const name = countryNamer(countries, languageOf(request));
      return {
        body: shop.orders.map((order) => ({
          ...order,
          delivery_address: order.delivery_address && namedAddress(order.delivery_address, name),
        })),
      };
    }),
    contractHandler('createFinancialServiceRequest', async (request) => {
      const body = (await record('createFinancialServiceRequest', request, null)) as Schemas['FinancialServiceRequest'] & {
        contact_time: 'morning' | 'afternoon' | 'evening';
      };
      const p = find(body.product_id);
      // As the server: a gift and an unknown id are refused alike (the form only ever names a financial service).
      if (!p || p.kind !== 'financial' || !p.partner) return refusal(422, 'Product not found', 'product_not_found', 'product_id');
      const id = shop.nextId++;
      const now = new Date();
      const { name, type, kind, picture } = productIn(p, languageOf(request));
      return {
        status: 201,
        body: {
          id,
          reference: `FS-${String(id).padStart(6, '0')}`,
          status: 'received',
          product: { id: p.id, name, type, kind, picture },
          partner: p.partner,
          contact_time: body.contact_time,
          created_at: now.toISOString(),
          answer_by: new Date(now.getTime() + p.delivery.hours * 3_600_000).toISOString(),
        },
      };
    }),
  ];
}

/** The countries a delivery address is chosen among (the basket's and the prepaid card's address forms). */
export function addressCountriesApi() {
  const languages = [
    { code: 'fr-be', name: 'Français' },
    { code: 'nl-be', name: 'Nederlands' },
  ];
  return [
    contractHandler('getCountries', () => ({
      body: [
        { id: 1, code: 'BE', name: 'Belgium', url: 'https://www.miles.example/be', languages },
        { id: 2, code: 'LU', name: 'Luxembourg', url: 'https://www.miles.example/lu', languages: languages.slice(0, 1) },
        { id: 3, code: 'NL', name: 'Netherlands', url: 'https://www.miles.example/nl', languages: languages.slice(1) },
      ],
    })),
    contractHandler('getCountryLanguages', () => ({ body: languages })),
  ];
}
