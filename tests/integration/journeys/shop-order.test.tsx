// The gift shop to an order, on the real route config, models and templates against the mocked API
// (tests/support/api/shop.ts): the filters live in the address; a product page's options, minimum and extra field;
// the basket's lines (a quantity changed, a change the API refuses rolled back on its own line, a removal), the
// delivery address, the order placed (confirmation, header balance and count, the order in My orders); a balance
// too low to order; the ideal gift's missing access and refusal said on its product page; an unknown product.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { addressCountriesApi, mockOrder, mockProduct, mockShop, shopApi } from '../../support/api/shop';
import { favoritesApi, mockFavorites } from '../../support/api/favorites';

/** The exchange home's content page ("spend your miles"): the editors' zones, none of which a journey needs. */
const burn = { '/burn': { title: 'Exchange my miles', zones: { main: [] } } };
const session = mockSession();
const shop = mockShop();
const favorites = mockFavorites();
useMockApi([...shopApi(shop), ...favoritesApi(favorites), ...addressCountriesApi(), ...sessionApi(session), ...contentApi(burn)]);
// The templates these journeys open, loaded first as a browser's cache would hold them: on a loaded machine a
// template's first import alone can outlast a findBy, which would then fail on the machine, not the journey.
warmUp(['exchange-my-miles', 'shop', 'product-details', 'basket', 'my-orders']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(shop, mockShop());
  Object.assign(favorites, mockFavorites());
});

const SHOP = '/exchange-my-miles/gift-shop';
const open = (path: string, language?: 'fr-be') => startPortal(path, { member: demoMember(), language });
const cardNames = () => screen.getAllByTestId('product-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
/** Figures in names as the portal writes them: thousands grouped with a no-break space ("7 000"). */
const nb = (text: string) => text.replace(/(\d) (\d{3})/g, '$1\u00a0$2');
const sent = (operation: string) => shop.sent.filter((s) => s.operation === operation);

describe('the gift shop', () => {
  it('keeps its filters in the address: categories and a price range', async () => {
    const { user } = await open(`${SHOP}/all`);
    await screen.findByRole('link', { name: 'Espresso cup set' });
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);

    await user.click(screen.getByRole('checkbox', { name: /^Home/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1`));
    await waitFor(() => expect(cardNames()).toEqual(['Espresso cup set', 'Bamboo cutting board']));
    // The same page shown another way: the box just ticked keeps the focus (a link followed would not).
    expect(screen.getByRole('checkbox', { name: /^Home/ })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /^Tech/ }));
    await user.type(screen.getByLabelText('From (miles)'), '3000');
    await user.type(screen.getByLabelText('Up to (miles)'), '6000');
    await user.click(screen.getByRole('button', { name: 'Apply the price range' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1,2/3000/6000`));
    await waitFor(() => expect(cardNames()).toEqual(['Espresso cup set', 'Wireless earbuds']));
    expect(screen.getByText('2 gifts')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Home/ })).toBeChecked();

    // Back: the view before the price range, its fields emptied.
    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1,2`));
    await waitFor(() => expect(cardNames()).toEqual(['Espresso cup set', 'Bamboo cutting board', 'Wireless earbuds']));
    expect(screen.getByLabelText('Up to (miles)')).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: /^Tech/ })).toBeChecked();
  });

  it('on a phone, the filters start closed; opened, a box applies at once', async () => {
    // A phone's width: the filters start closed (shop-filters.tsx asks for wider than 600 px).
    const narrow = (media: string) =>
      ({
        matches: false,
        media,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    vi.stubGlobal('matchMedia', narrow);
    try {
      const { user } = await open(`${SHOP}/all`);
      await screen.findByRole('link', { name: 'Espresso cup set' });
      const summary = screen.getByText('Filters (0 active)');
      expect(summary.closest('details')).not.toHaveAttribute('open');
      await user.click(summary);
      expect(summary.closest('details')).toHaveAttribute('open');
      await user.click(await screen.findByRole('checkbox', { name: /^Home/ }));
      await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1`));
      expect(screen.getByText('Filters (1 active)')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens an address as its view, and replaces a broken one by the nearest valid view', async () => {
    await open(`${SHOP}/1,999/12abc/6000`);
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1/0/6000`));
    await waitFor(() => expect(cardNames()).toEqual(['Espresso cup set', 'Bamboo cutting board']));
    expect(screen.getByRole('checkbox', { name: /^Home/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Tech/ })).not.toBeChecked();
    expect(screen.getByLabelText('Up to (miles)')).toHaveValue(6000);
  });

  it('says when nothing matches, and widening the price range shows the category again', async () => {
    const { user } = await open(`${SHOP}/1/0/1`);
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('No gift matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Remove the price range' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/1`));
    await waitFor(() => expect(cardNames()).toEqual(['Espresso cup set', 'Bamboo cutting board']));
  });

  it('shows a page of gifts at a time: the count in the address, focus on the first new card, a new order starts again', async () => {
    shop.products = Array.from({ length: 30 }, (_, i) =>
      mockProduct({ id: i + 1, categories: [1], names: { en: `Gift ${i + 1}`, 'fr-be': `Cadeau ${i + 1}`, 'nl-be': `Cadeau ${i + 1}` } }),
    );
    const { user } = await open(`${SHOP}/all`);
    await screen.findByText('24 of 30 gifts shown');
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more gifts' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
    expect(window.location.search).toBe('?shown=48');
    // The keyboard goes on where the list grew: the 25th card's link has the focus.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Gift 25' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).toBeNull();

    // To a gift and back: the address still says how many, and they are all there again.
    await user.click(screen.getByRole('link', { name: 'Gift 30' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift 30' })).toBeInTheDocument();
    await act(async () => window.history.back());
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
    expect(window.location.search).toBe('?shown=48');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price, highest first');
    await waitFor(() => expect(window.location.pathname).toBe(`${SHOP}/all/0/any/price_desc`));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
  });
});

describe('a product page', () => {
  it('a points conversion: the minimum in miles and points, the loyalty number checked before anything is sent', async () => {
    const { user } = await open('/exchange-my-miles/details/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'CityBike points' })).toBeInTheDocument();
    expect(screen.getByTestId('points-minimum')).toHaveTextContent('From 1 000 miles (250 points)');
    const points = await screen.findByLabelText(/^Number of CityBike points/);
    expect(points).toHaveValue(250);
    await user.clear(points);
    await user.type(points, '249');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The minimum is 250 points (1 000 miles).')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '300');
    expect(screen.getByTestId('points-result')).toHaveTextContent('300 points for 1 200 miles');
    const number = screen.getByLabelText(/Your partner loyalty number/);
    await user.type(number, '12');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(sent('addBasketProduct')).toEqual([]);

    await user.clear(number);
    await user.type(number, '12345678');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(sent('addBasketProduct').map((s) => s.body)).toEqual([
      { product: 5, variant: null, quantity: 300, extras: { loyalty_number: '12345678' } },
    ]);
    // A points conversion counts as one item, whatever its points.
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (1)');
  });

  it('an unknown product: "Product not found" with the way back to the shop', async () => {
    await open('/exchange-my-miles/details/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the gift shop' })).toHaveAttribute('href', `${SHOP}/all`);
  });
});

/** A basket holding one espresso cup set (3 500 miles), as the server keeps it. */
function oneCupSetInBasket() {
  const cups = mockShop().products[0];
  if (!cups) throw new Error('the catalogue has its cups');
  shop.items = [
    {
      id: 31,
      product: { id: 1, name: 'Espresso cup set', type: 1, kind: 'physical', picture: cups.picture },
      variant: null,
      quantity: 1,
      extras: {},
      priceComponents: cups.priceComponents,
      price: 3_500,
    },
  ];
}

describe('the basket and the order', () => {
  it('from the shop to My orders: two gifts, a quantity, a refused change rolled back on its line, a removal, the address, the order', async () => {
    const { user } = await open('/exchange-my-miles');
    expect(await screen.findByTestId('exchange-balance')).toHaveTextContent('You can spend 87 500 miles.');
    await user.click(screen.getByRole('link', { name: 'Every gift' }));
    await user.click(await screen.findByRole('link', { name: 'Espresso cup set' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espresso cup set' })).toBeInTheDocument();
    // The tab names the gift, and the next page's own title comes back with it.
    await waitFor(() => expect(document.title).toBe('[LOCAL] Espresso cup set | Miles'));
    expect(screen.getByText('Delivered within 4 weeks')).toBeInTheDocument();
    // The gift's price stays its own whatever the quantity; a larger quantity's total is said beside it.
    const price = screen.getByTestId('product-price').textContent;
    const quantity = await screen.findByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByTestId('product-price').textContent).toBe(price);
    expect(screen.getByTestId('product-total')).toHaveTextContent('Total for 3: 10 500 miles');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(screen.getByTestId('product-total')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (1)');

    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Exchange my miles' }));
    await user.click(await screen.findByRole('link', { name: 'Vouchers' }));
    await user.click(await screen.findByRole('link', { name: 'Bookshop voucher' }));
    await user.click(await screen.findByRole('radio', { name: /€50/ }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('5 000 miles');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (2)');
    expect(sent('addBasketProduct').map((s) => s.body)).toEqual([
      { product: 1, variant: null, quantity: 1 },
      { product: 4, variant: 42, quantity: 1 },
    ]);

    await user.click(screen.getByRole('link', { name: 'See my basket' }));
    await waitFor(() => expect(document.title).toBe('[LOCAL] My basket | Miles'));
    const lines = await screen.findAllByTestId('basket-line');
    expect(lines.map((l) => l.querySelector('.basket-line__name')?.textContent)).toEqual(['Espresso cup set', 'Bookshop voucher – €50']);
    const [cups, voucher] = lines as [HTMLElement, HTMLElement];
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('8 500 miles'));
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Rue Neuve 12');
    // The country as the basket's answer names it.
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('1000 Brussels, Belgium');
    expect(screen.getByText('From your profile.')).toBeInTheDocument();

    // No cup at all is not a quantity: said on the field, which keeps it and the focus, and announced, with no summary
    // box inside the line to say it twice; nothing is sent.
    // Each line's quantity is a form of its own (the form engine loads with the first).
    const cupsQuantity = await within(cups).findByLabelText('Quantity of Espresso cup set');
    await user.clear(cupsQuantity);
    await user.type(cupsQuantity, '0');
    await user.click(within(cups).getByRole('button', { name: 'Update the quantity of Espresso cup set' }));
    expect(within(cups).getByRole('alert')).toHaveTextContent('Please enter a whole number of at least 1.');
    expect(within(cups).queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(cupsQuantity).toHaveAttribute('aria-invalid', 'true');
    expect(cupsQuantity).toHaveAccessibleDescription('Error: Please enter a whole number of at least 1.');
    expect(cupsQuantity).toHaveValue(0);
    expect(cupsQuantity).toHaveFocus();
    expect(sent('updateBasketItem')).toEqual([]);

    // Two cups: the server's new total, and the header's count.
    await user.clear(within(cups).getByLabelText('Quantity of Espresso cup set'));
    await user.type(within(cups).getByLabelText('Quantity of Espresso cup set'), '2');
    await user.click(within(cups).getByRole('button', { name: 'Update the quantity of Espresso cup set' }));
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('12 000 miles'));
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (3)');
    expect(within(cups).queryByRole('alert')).toBeNull();

    // A quantity the API refuses: that line comes back as it was, with the reason; the other line is untouched.
    const voucherQuantity = within(voucher).getByLabelText('Quantity of Bookshop voucher – €50');
    await user.clear(voucherQuantity);
    await user.type(voucherQuantity, '5000');
    await user.click(within(voucher).getByRole('button', { name: 'Update the quantity of Bookshop voucher – €50' }));
    expect(await within(voucher).findByRole('alert')).toHaveTextContent('This quantity is too large for one order.');
    expect(voucherQuantity).toHaveValue(1);
    expect(within(cups).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('12 000 miles');

    await user.click(within(voucher).getByRole('button', { name: 'Remove Bookshop voucher – €50' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-line')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('7 000 miles'));
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (2)');

    // This order goes to the office: an address of its own, saved on the basket.
    // The pressed button goes with each switch: the focus moves to the form's first field, then back to the button.
    await user.click(screen.getByRole('button', { name: 'Change the address' }));
    const form = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(form).getAllByRole('textbox')[0]).toHaveFocus();
    // The address shown is the profile's: there is no other to go back to.
    expect(within(form).queryByRole('button', { name: "Use my profile's address" })).toBeNull();
    await user.clear(within(form).getByLabelText(/^Street and number/));
    await user.type(within(form).getByLabelText(/^Street and number/), 'Avenue Louise 54');
    await user.click(within(form).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.getByTestId('delivery-address')).toHaveTextContent('Avenue Louise 54'));
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('1000 Brussels, Belgium');
    expect(screen.getByRole('button', { name: 'Change the address' })).toHaveFocus();
    // Over the basket's own address, the profile's is offered again.
    await user.click(screen.getByRole('button', { name: 'Change the address' }));
    expect(screen.getByRole('button', { name: "Use my profile's address" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent('updateBasket').map((s) => s.body)).toEqual([
      { delivery_address: { name: 'Dana Meyer', line: 'Avenue Louise 54', postcode: '1000', city: 'Brussels', country_code: 'BE' } },
    ]);

    await user.click(screen.getByRole('button', { name: nb('Place my order (7 000 miles)') }));
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(confirmation).toHaveTextContent('Your order 10801 is placed.');
    expect(confirmation).toHaveTextContent('Your new balance: 80 500 miles.');
    expect(confirmation).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('80 500'));
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (0)');
    expect(sent('submitBasket')).toEqual([expect.objectContaining({ id: '7', idempotencyKey: expect.stringMatching(/.{16,}/) })]);

    await user.click(screen.getByRole('link', { name: 'See my orders' }));
    const order = (await screen.findByRole('heading', { level: 2, name: 'Order 10801' })).closest('li') as HTMLElement;
    expect(valueOf(order, 'Status')).toBe('In the course of delivery');
    const cupSet = within(order).getByRole('heading', { level: 3, name: 'Espresso cup set' }).closest('li') as HTMLElement;
    expect(valueOf(cupSet, 'Quantity')).toBe('2');
    expect(valueOf(cupSet, 'Miles')).toBe(nb('7 000 miles'));
    expect(screen.queryByTestId('data-empty-orders')).toBeNull();
  });

  it('in French, a balance too low for the basket: the shortfall is said and "Place my order" sends nothing', async () => {
    shop.balance = 2_000;
    oneCupSetInBasket();
    const { user } = await open('/basket', 'fr-be');
    expect(await screen.findByTestId('basket-shortfall')).toHaveTextContent(
      'Miles insuffisants : il vous manque 1 500 miles pour passer cette commande.',
    );
    expect(screen.getByTestId('basket-line')).toHaveTextContent('Set de tasses à espresso');
    const submit = screen.getByRole('button', { name: nb('Passer ma commande (3 500 miles)') });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(screen.getByTestId('basket-shortfall').textContent ?? '');
    await user.click(submit);
    expect(sent('submitBasket')).toEqual([]);
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
  });

  it('a member without an address on the profile: the order button says it needs one, also while it is typed, and no profile address is offered', async () => {
    shop.profileAddress = null;
    oneCupSetInBasket();
    const { user } = await open('/basket');
    const submit = await screen.findByRole('button', { name: nb('Place my order (3 500 miles)') });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(screen.getByText(/^No delivery address yet/).textContent ?? '');
    await user.click(screen.getByRole('button', { name: 'Change the address' }));
    expect(screen.getByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Use my profile's address" })).toBeNull();
    // While the address is being typed, the button still says why it is unavailable: its reason stays on the page.
    expect(submit).toHaveAccessibleDescription('No delivery address yet: please add one.');
  });

  it('an empty basket says so, with the way to the shop', async () => {
    await open('/basket');
    expect(await screen.findByTestId('basket-empty')).toHaveTextContent('Your basket is empty.');
    expect(screen.getByRole('link', { name: 'Browse the gift shop' })).toHaveAttribute('href', `${SHOP}/all`);
  });
});

describe('My orders', () => {
  it('lists each order with its lines and its state; a delivered voucher shows its code', async () => {
    const [cups, , , voucher] = mockShop().products as [ReturnType<typeof mockProduct>, unknown, unknown, ReturnType<typeof mockProduct>];
    shop.orders = [
      mockOrder({ number: '10671', status: 'cancelled', product: cups, created_at: '2026-10-02T10:00:00.000Z' }),
      mockOrder({ number: '10598', status: 'in_delivery', product: cups, quantity: 2, created_at: '2026-09-20T10:00:00.000Z' }),
      mockOrder({
        number: '10452',
        status: 'delivered',
        product: voucher,
        variant: 42,
        created_at: '2026-06-11T10:00:00.000Z',
        voucher_code: 'MILES-4F2A-91C0-7B3D',
      }),
    ];
    await open('/my-orders');
    const order = async (number: string) =>
      (await screen.findByRole('heading', { level: 2, name: `Order ${number}` })).closest('li') as HTMLElement;
    /** An order's line, named by its product (a heading one level below the order's). */
    const line = (scope: HTMLElement, product: string) =>
      within(scope).getByRole('heading', { level: 3, name: product }).closest('li') as HTMLElement;
    expect(valueOf(await order('10671'), 'Status')).toBe('Cancelled');
    const inDelivery = await order('10598');
    expect(valueOf(inDelivery, 'Status')).toBe('In the course of delivery');
    expect(valueOf(inDelivery, 'Order date')).toBe('20 September 2026');
    const cupSet = line(inDelivery, 'Espresso cup set');
    expect(valueOf(cupSet, 'Quantity')).toBe('2');
    expect(valueOf(cupSet, 'Miles')).toBe(nb('7 000 miles'));
    expect(valueOf(cupSet, 'Option')).toBeNull();
    const delivered = line(await order('10452'), 'Bookshop voucher');
    expect(valueOf(delivered, 'Status')).toBe('Delivered');
    expect(valueOf(delivered, 'Option')).toBe('€50');
    expect(valueOf(delivered, 'Miles')).toBe(nb('5 000 miles'));
    expect(valueOf(delivered, 'Your code')).toBe('MILES-4F2A-91C0-7B3D');
    expect(screen.getByRole('link', { name: 'See the miles each order debited in my history' })).toHaveAttribute('href', '/my-miles');
  });

  it('says when there is none yet, with the way to the shop', async () => {
    await open('/my-orders');
    expect(await screen.findByTestId('data-empty-orders')).toHaveTextContent('You have not ordered a gift yet.');
    expect(screen.getByRole('link', { name: 'Browse the gift shop' })).toHaveAttribute('href', `${SHOP}/all`);
  });
});

/** The value a list of fields gives `label` in `scope` (its first such row), or null when it has none. */
function valueOf(scope: HTMLElement, label: string): string | null {
  const term = within(scope).queryAllByText(label, { selector: 'dt' }).at(0);
  return term?.nextElementSibling?.textContent ?? null;
}

describe('the ideal gift', () => {
  it('without access its product page says what is missing and offers no Add to basket', async () => {
    shop.balance = 45_500;
    shop.partnerSales = 0;
    await open('/exchange-my-miles/details/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend in Bruges' })).toBeInTheDocument();
    const missing = await screen.findByTestId('ideal-gift-missing');
    expect(missing).toHaveTextContent('You need 34 500 miles more.');
    expect(missing).toHaveTextContent('You need 1 more partner sale.');
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  });

  it('access lost after the page opened: the refusal is said on the product page and the basket is unchanged', async () => {
    const { user } = await open('/exchange-my-miles/details/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend in Bruges' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to basket' });
    await waitFor(() => expect(add).toBeEnabled());
    // A partner sale cancelled meanwhile: the server checks the access again at the addition.
    shop.partnerSales = 0;
    await user.click(add);
    expect(await screen.findByText('The ideal gift needs at least one partner sale and enough miles.')).toBeInTheDocument();
    expect(screen.queryByText('Added to your basket.')).toBeNull();
    expect(shop.items).toEqual([]);
    expect(screen.getByTestId('header-basket')).toHaveTextContent('Basket (0)');
  });
});
