// The shop's pages whose own data call fails, in French, on the real route config, models and templates against the
// mocked API (tests/support/api/shop.ts): each says what could not be loaded, in an alert with "Réessayer", and that
// retry asks again and shows the page in place of the failure. The partner's presentation on a financial service
// fails alone: the product and its request form stay. Both engines audit these states in the browser
// (tests/e2e/a11y-shop.spec.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { mockFinancialService, mockShop, shopApi } from '../../support/api/shop';
import { favoritesApi, mockFavorites } from '../../support/api/favorites';
import frShell from '../../../config/locales/fr-be/shell.json' with { type: 'json' };
import frPages from '../../../config/locales/fr-be/pages.json' with { type: 'json' };

// French strings: its namespace files' groups together (`shop` and `data` are in different files).
const fr = { ...frShell, ...frPages };

const partnerPage = {
  '/discover/partners/109': { title: 'Secura', zones: { hero: [], main: [{ type: 'rich_text', html: '<p>Secura, since 1987.</p>' }] } },
};
const session = mockSession();
const shop = mockShop();
const favorites = mockFavorites();
const server = useMockApi([...shopApi(shop), ...favoritesApi(favorites), ...sessionApi(session), ...contentApi(partnerPage)]);
warmUp(['shop', 'product-details', 'partner-financial-service', 'basket', 'my-orders', 'ideal-gift'], ['financial-service-request']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(shop, mockShop());
  shop.products.push(mockFinancialService());
  Object.assign(favorites, mockFavorites());
});

/** The API's answer to a call that failed on the server. */
const serverError = () => HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 });

/**
 * `path`'s GET calls fail until the returned function is called; counts how often they were made (a retry that asks
 * again is one more).
 */
function failing(path: string) {
  const state = { failing: true, calls: 0 };
  server.use(
    http.get(`*/api/${path}`, () => {
      state.calls += 1;
      return state.failing ? serverError() : undefined;
    }),
  );
  return state;
}

const pages = [
  {
    name: 'the gift shop',
    path: '/exchange-my-miles/gift-shop/all',
    call: 'products_light',
    message: fr.shop.failed,
    shown: 'product-card',
  },
  {
    name: 'a product',
    path: '/exchange-my-miles/details/1',
    call: 'products_light/:id',
    message: fr.shop.product.failed,
    shown: 'product-price',
  },
  {
    name: 'a financial service',
    path: '/exchange-my-miles/details/7/financial-service',
    call: 'products_light/:id',
    message: fr.shop.financial.failed,
    shown: 'product-price',
  },
  {
    name: 'the partner’s presentation on a financial service',
    path: '/exchange-my-miles/details/7/financial-service',
    call: 'page_content',
    message: fr.shop.financial.partnerFailed,
    shown: 'partner-content',
  },
  { name: 'the basket', path: '/basket', call: 'baskets/:id', message: fr.shop.basket.failed, shown: 'basket-empty' },
  { name: 'my orders', path: '/my-orders', call: 'orders', message: fr.shop.orders.failed, shown: 'data-empty-orders' },
  {
    name: 'the ideal gift',
    path: '/exchange-my-miles/ideal-gift',
    call: 'ideal_gifts_check_access',
    message: fr.shop.ideal.failed,
    shown: 'product-card',
  },
];

describe('a shop page whose data cannot be loaded', () => {
  it.each(pages)('$name: says so in French, and “Réessayer” loads it in place', async ({ path, call, message, shown }) => {
    const calls = failing(call);
    const { user } = await startPortal(path, { member: demoMember(), language: 'fr-be' });
    const failure = (await screen.findByText(message)).closest('[role="alert"]');
    if (!(failure instanceof HTMLElement)) throw new Error(`no alert around "${message}"`);
    expect(screen.queryAllByTestId(shown)).toEqual([]);
    if (call === 'page_content') {
      // The partner's part alone: the service and its request form are there around it.
      expect(screen.getByTestId('product-price')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
    }
    const asked = calls.calls;
    calls.failing = false;
    await user.click(within(failure).getByRole('button', { name: fr.data.retry }));
    expect((await screen.findAllByTestId(shown)).length).toBeGreaterThan(0);
    expect(calls.calls).toBeGreaterThan(asked);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
