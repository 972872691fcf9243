// A refusal is not a lost session: the API answers what a member may not do with 409 or 422 (only a session it can
// no longer use with 401 or 403, tests/api/contract-session-refusals.test.ts), and the portal says it next to the
// action, before it is pressed where it can know, while the member (or the agent of a support session) stays
// signed in. Here on the real route config, models and templates against the mocked API: the ideal gift says what
// is missing before "Add to basket", and a refusal the page did not foresee leaves the member on the page, signed
// in; in a support session, placing an order, ordering the prepaid card and changing the password are disabled
// with the reason as their description. The other refused actions of a support session (an animation, a hotel
// redemption, an invitation) are proven by support-session.test.tsx.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { addressCountriesApi, mockShop, shopApi } from '../../support/api/shop';
import { favoritesApi, mockFavorites } from '../../support/api/favorites';
import { cardApi, mockCard } from '../../support/api/card';
import { impersonationApi, mockImpersonation } from '../../support/api/impersonation';
import { memberApi } from '../../support/member-api';
import { storageKeys } from '@/lib/storage-keys';

warmUp(
  ['product-details', 'basket', 'prepaid-card', 'my-account', 'impersonate', 'home'],
  ['profile', 'locale', 'change-password', 'profile-image'],
);

const session = mockSession();
const shop = mockShop();
const favorites = mockFavorites();
const card = mockCard();
const impersonation = mockImpersonation();
// shopApi first: its users_stats names the member's basket.
useMockApi([
  ...shopApi(shop),
  ...cardApi(card),
  ...favoritesApi(favorites),
  ...addressCountriesApi(),
  ...impersonationApi(impersonation, session),
  ...sessionApi(session),
  ...contentApi(),
  ...memberApi,
  // My account's form names the member's role among the programme's.
  contractHandler('listCompanyRoles', () => ({ body: [{ id: 1, code: 'travel_consultant', name: 'Travel consultant' }] })),
]);
const hash = 'c4d2a9e71f08';
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(shop, mockShop());
  Object.assign(favorites, mockFavorites());
  Object.assign(card, mockCard());
  Object.assign(impersonation, mockImpersonation());
  impersonation.links.set(hash, { member: demoMember(), agent: { id: 4, email: 'agent@example.com' } });
});

const IDEAL_GIFT = '/exchange-my-miles/details/6';

/** Still the member's portal: the same address, the way to log out, the session kept in storage. */
function expectSignedIn(path: string) {
  expect(window.location.pathname).toBe(path);
  expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
  expect(localStorage.getItem(storageKeys.refreshToken)).not.toBeNull();
}

/** Opens `path` in the same page, as a link followed would (the router follows the address). */
async function open(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the ideal gift', () => {
  it('says what is missing before "Add to basket", and the button says why it is disabled', async () => {
    shop.balance = 0;
    shop.partnerSales = 0;
    await startPortal(IDEAL_GIFT, { member: demoMember() });
    const missing = await screen.findByTestId('ideal-gift-missing');
    expect(missing).toHaveTextContent('The ideal gift opens with at least one partner sale and 80 000 miles.');
    expect(missing).toHaveTextContent('You need 1 more partner sale.');
    const add = screen.getByRole('button', { name: 'Add to basket' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/The ideal gift opens with at least one partner sale/);
  });

  it('refused at the addition the page believed possible: the reason is said, and the member stays on the page, signed in', async () => {
    const { user } = await startPortal(IDEAL_GIFT, { member: demoMember() });
    const add = await screen.findByRole('button', { name: 'Add to basket' });
    await waitFor(() => expect(add).toBeEnabled());
    // The server stays the judge: a partner sale cancelled meanwhile, the addition is refused (409).
    shop.partnerSales = 0;
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('The ideal gift needs at least one partner sale and enough miles.');
    expectSignedIn(IDEAL_GIFT);
  });
});

describe('in a support session', () => {
  it('placing the order, ordering the card and changing the password say why before they are pressed; the agent stays signed in', async () => {
    shop.items = [
      {
        id: 31,
        product: { id: 1, name: 'Espresso cup set', type: 1, kind: 'physical', picture: shop.products[0]!.picture },
        variant: null,
        quantity: 1,
        extras: {},
        priceComponents: shop.products[0]!.priceComponents,
        price: 3_500,
      },
    ];
    await startPortal(`/impersonate/${hash}`);
    await screen.findByRole('region', { name: 'Support session' });

    await open('/basket');
    const order = await screen.findByRole('button', { name: /^Place my order/ });
    expect(order).toBeDisabled();
    expect(order).toHaveAccessibleDescription('Not possible in a support session: placing orders in the shop.');
    expectSignedIn('/basket');

    await open('/exchange-my-miles/mastercard');
    const orderCard = await screen.findByRole('button', { name: 'Order my card' });
    expect(orderCard).toBeDisabled();
    expect(orderCard).toHaveAccessibleDescription(
      'Not possible in a support session: ordering, activating, loading or blocking the prepaid card, or showing its PIN.',
    );
    expectSignedIn('/exchange-my-miles/mastercard');

    await open('/my-account');
    const change = await screen.findByRole('button', { name: 'Change my password' });
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription('Not possible in a support session: changing the password.');
    expectSignedIn('/my-account');
    expect([...shop.sent, ...card.sent]).toEqual([]);
  });
});
