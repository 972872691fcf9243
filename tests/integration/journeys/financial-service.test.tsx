// A partner's financial service on the real route config, models and templates against the mocked API
// (tests/support/api/shop.ts): opened from its product page, it shows the partner's presentation from the content
// system and the request form; the form's own rules hold the request back until the phone and the consent are
// given; the request sent names the product and the contact time, its receipt replaces the form (focused) until
// "Send another request"; a gift or an unknown id is "Product not found" with the way back to the shop.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { mockFinancialService, mockShop, shopApi } from '../../support/api/shop';
import { favoritesApi, mockFavorites } from '../../support/api/favorites';

/** The partner's page in the content system (/discover/partners/<id>), which the service page shows. */
const partnerPage = {
  '/discover/partners/109': {
    title: 'Secura',
    zones: { hero: [], main: [{ type: 'rich_text', html: '<p>Secura has insured travellers since 1987.</p>' }] },
  },
};
const session = mockSession();
const shop = mockShop();
const favorites = mockFavorites();
useMockApi([...shopApi(shop), ...favoritesApi(favorites), ...sessionApi(session), ...contentApi(partnerPage)]);
warmUp(['product-details', 'partner-financial-service'], ['financial-service-request']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(shop, mockShop());
  shop.products.push(mockFinancialService());
  Object.assign(favorites, mockFavorites());
});

const open = (path: string) => startPortal(path, { member: demoMember() });
const sent = () => shop.sent.filter((s) => s.operation === 'createFinancialServiceRequest');

describe('a partner financial service', () => {
  it('from its product page: the partner, the form’s rules, the request sent and its receipt, then another request', async () => {
    const { user } = await open('/exchange-my-miles/details/7');
    await user.click(await screen.findByTestId('financial-link'));
    // The product's own page has the same heading: the partner's section says the service page is shown.
    expect(await screen.findByRole('heading', { level: 2, name: 'About Secura' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/exchange-my-miles/details/7/financial-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Annual travel insurance' })).toBeInTheDocument();
    expect(await screen.findByTestId('partner-content')).toHaveTextContent('Secura has insured travellers since 1987.');

    // Sent empty: the phone and the consent are said on their fields, and nothing leaves.
    const submit = await screen.findByRole('button', { name: 'Send my request' });
    await user.click(submit);
    const consent = screen.getByLabelText(/I agree that the partner contacts me/);
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please agree that the partner contacts you.').length).toBeGreaterThan(0);
    expect(sent()).toEqual([]);

    await user.type(screen.getByLabelText(/^Phone number/), '+32 2 123 45 67');
    await user.selectOptions(screen.getByLabelText(/When may the partner call you/), 'In the evening (17:00–20:00)');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    const receipt = await screen.findByTestId('financial-receipt');
    expect(receipt).toHaveTextContent(/^Your request FS-000100 was sent to Secura on .+\. They will contact you by .+\.$/);
    // The receipt replaced the form and its button: the focus is on it.
    expect(receipt.closest('[tabindex="-1"]')).toHaveFocus();
    expect(sent().map((s) => s.body)).toEqual([{ phone: '+32 2 123 45 67', contact_time: 'evening', consent: true, product_id: 7 }]);

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(await screen.findByRole('button', { name: 'Send my request' })).toBeInTheDocument();
    expect(screen.queryByTestId('financial-receipt')).toBeNull();
  });

  it('a gift, or an unknown id, is "Product not found" with the way back to the shop', async () => {
    for (const id of [1, 99_999]) {
      await open(`/exchange-my-miles/details/${id}/financial-service`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse the gift shop' })).toHaveAttribute(
        'href',
        '/exchange-my-miles/gift-shop/all',
      );
      expect(screen.queryByRole('button', { name: 'Send my request' })).toBeNull();
      cleanup();
    }
  });
});
