// Favorites on the real route config, models and templates against the mocked API (tests/support/api/favorites.ts):
// a gift is added from the shop's heart button and taken back on its page; My favorites (page config: a data list per
// kind) lists them, each linked to its page; a removal moves the focus on and says so, and the item's own page hears
// it; a refused one stays with its message; a refused addition flips back on its button; the list that cannot be
// loaded offers to try again; each kind's empty state, and names in the member's language.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { mockShop, shopApi } from '../../support/api/shop';
import { favoritesApi, hotels, mockFavorites } from '../../support/api/favorites';

const session = mockSession();
const shop = mockShop();
const favorites = mockFavorites();
const server = useMockApi([...shopApi(shop), ...favoritesApi(favorites), ...sessionApi(session), ...contentApi()]);
// The templates these journeys open, loaded first as a browser's cache would hold them: on a loaded machine a
// template's first import alone can outlast a findBy, which would then fail on the machine, not the journey.
warmUp(['shop', 'product-details', 'my-favorites']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(shop, mockShop());
  Object.assign(favorites, mockFavorites());
});

const open = (path: string, language?: 'fr-be') => startPortal(path, { member: demoMember(), language });
const [grandPlace, antwerp] = hotels as [(typeof hotels)[number], (typeof hotels)[number]];
/** Dana's favorites, newest first: two hotels, a gift and a partner. */
function keptFavorites() {
  favorites.saved = [
    { type: 'hotel', id: antwerp.id, created_at: '2026-11-20T10:00:00.000Z' },
    { type: 'hotel', id: grandPlace.id, created_at: '2026-11-18T10:00:00.000Z' },
    { type: 'product', id: 1, created_at: '2026-11-10T10:00:00.000Z' },
    { type: 'partner', id: 3, created_at: '2026-10-02T10:00:00.000Z' },
  ];
}
const enabled = (button: HTMLElement) => waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

describe('a gift as a favorite', () => {
  it("is added with the shop card's heart, shown as one on its page, and taken back there", async () => {
    const { user } = await open('/exchange-my-miles/gift-shop/all');
    const card = (await screen.findByRole('link', { name: 'Espresso cup set' })).closest('li') as HTMLElement;
    const heart = within(card).getByRole('button', { name: 'Add to my favorites: Espresso cup set' });
    await enabled(heart);
    await user.click(heart);
    expect(await within(card).findByRole('button', { name: 'Remove from my favorites: Espresso cup set' })).toBeInTheDocument();
    await waitFor(() => expect(favorites.saved).toEqual([expect.objectContaining({ type: 'product', id: 1 })]));
    expect(favorites.sent).toEqual([{ operation: 'addFavorite', type: 'product', id: 1 }]);

    await user.click(within(card).getByRole('link', { name: 'Espresso cup set' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espresso cup set' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Remove from my favorites: Espresso cup set' });
    expect(toggle).toHaveTextContent('Remove from my favorites');
    await enabled(toggle);
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Add to my favorites: Espresso cup set' })).toHaveTextContent('Add to my favorites');
    await waitFor(() => expect(favorites.saved).toEqual([]));
    expect(favorites.sent.at(-1)).toEqual({ operation: 'removeFavorite', type: 'product', id: 1 });
  });

  it('refused (the list is full): the button flips back and says why, nothing is kept', async () => {
    favorites.limit = 0;
    const { user } = await open('/exchange-my-miles/details/1');
    const toggle = await screen.findByRole('button', { name: 'Add to my favorites: Espresso cup set' });
    await enabled(toggle);
    await user.click(toggle);
    expect(
      await screen.findByText('Espresso cup set could not be added: you can keep at most 200 favorites. Please remove one first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to my favorites: Espresso cup set' })).toBeInTheDocument();
    expect(favorites.saved).toEqual([]);
  });
});

describe('My favorites', () => {
  it('lists them by kind, each linked to its page, from the member menu', async () => {
    keptFavorites();
    const { user } = await open('/exchange-my-miles');
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My favorites' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites' })).toBeInTheDocument();
    const hotelsGroup = await screen.findByRole('region', { name: 'Hotels' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hotels', 'Gift shop items', 'Partners']);
    const [newest] = await within(hotelsGroup).findAllByRole('listitem');
    expect(within(newest!).getByRole('link', { name: 'Horizon Antwerp Central' })).toHaveAttribute('href', `/hotels/${antwerp.id}`);
    expect(within(newest!).getByText('City').nextElementSibling).toHaveTextContent('Antwerp');
    expect(within(newest!).getByText('Country').nextElementSibling).toHaveTextContent('Belgium');
    const gifts = screen.getByRole('region', { name: 'Gift shop items' });
    expect(within(gifts).getByRole('link', { name: 'Espresso cup set' })).toHaveAttribute('href', '/exchange-my-miles/details/1');
    expect(gifts).not.toHaveTextContent('ref. 1');
    const partners = screen.getByRole('region', { name: 'Partners' });
    expect(within(partners).getByRole('link', { name: 'Kade Cruises' })).toHaveAttribute('href', '/discover/partners/3');
  });

  it('removing one moves the focus to the next and says so; the last of a kind leaves its empty state and its heading focused', async () => {
    keptFavorites();
    // The gift's page first: its heart has read the favorites, and says the gift is one.
    const { user } = await open('/exchange-my-miles/details/1');
    expect(await screen.findByRole('button', { name: 'Remove from my favorites: Espresso cup set' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My favorites' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Horizon Antwerp Central from my favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Horizon Brussels Grand-Place from my favorites' })).toHaveFocus(),
    );
    expect(within(screen.getByRole('region', { name: 'Hotels' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Horizon Antwerp Central has been removed from your favorites.')).toBeInTheDocument();
    expect(favorites.saved.map((s) => `${s.type}:${s.id}`)).toEqual([`hotel:${grandPlace.id}`, 'product:1', 'partner:3']);

    await user.click(screen.getByRole('button', { name: 'Remove Horizon Brussels Grand-Place from my favorites' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Hotels' })).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Hotels' })).getByText('No hotel in your favorites yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hotels' })).getByRole('link', { name: 'Find a hotel' })).toHaveAttribute(
      'href',
      '/book-properties',
    );
    // The gift is no longer one on its own page either: its heart says so without a reload.
    expect(favorites.saved.map((s) => `${s.type}:${s.id}`)).toEqual(['product:1', 'partner:3']);
    await user.click(screen.getByRole('button', { name: 'Remove Espresso cup set from my favorites' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Gift shop items' })).toHaveFocus());
    await user.click(within(screen.getByRole('region', { name: 'Gift shop items' })).getByRole('link', { name: 'Browse the gift shop' }));
    await user.click(await screen.findByRole('link', { name: 'Espresso cup set' }));
    expect(await screen.findByRole('button', { name: 'Add to my favorites: Espresso cup set' })).toBeInTheDocument();
  });

  it('a removal the API refuses leaves the item, with its message and the focus on its button', async () => {
    keptFavorites();
    favorites.refuse.removeFavorite = {
      status: 422,
      body: { code: 422, message: 'This item could not be removed from your favorites.', key: 'favorite_remove_failed' },
    };
    const { user } = await open('/my-favorites');
    const remove = await screen.findByRole('button', { name: 'Remove Horizon Antwerp Central from my favorites' });
    await user.click(remove);
    const hotelsGroup = screen.getByRole('region', { name: 'Hotels' });
    const [first] = within(hotelsGroup).getAllByRole('listitem');
    expect(await within(first!).findByText('This item could not be removed from your favorites. Please try again.')).toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(screen.queryByText(/has been removed/)).toBeNull();
    await user.click(within(first!).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText(/could not be removed/)).toBeNull();
  });

  it('in French: the list that cannot be loaded offers to try again once, then each kind’s empty state', async () => {
    // No answer at all while the network is down (the client asks twice more before the page hears it failed).
    let down = true;
    server.use(http.get('*/api/favorites', () => (down ? HttpResponse.error() : undefined)));
    const { user } = await open('/my-favorites', 'fr-be');
    expect(await screen.findByText('Vos favoris n’ont pas pu être chargés.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun hôtel dans vos favoris pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucun partenaire dans vos favoris pour le moment.')).toBeInTheDocument();
  });

  it('names a gift in the member’s language', async () => {
    favorites.saved = [{ type: 'product', id: 1, created_at: '2026-11-10T10:00:00.000Z' }];
    await open('/my-favorites', 'fr-be');
    const gifts = await screen.findByRole('region', { name: 'Articles de la boutique cadeaux' });
    expect(await within(gifts).findByRole('link', { name: 'Set de tasses à espresso' })).toHaveAttribute(
      'href',
      '/exchange-my-miles/details/1',
    );
    expect(gifts).not.toHaveTextContent('Espresso cup set');
  });

  it('names a hotel’s city and country as the API names them in the member’s language', async () => {
    favorites.saved = [{ type: 'hotel', id: antwerp.id, created_at: '2026-11-20T10:00:00.000Z' }];
    await open('/my-favorites', 'fr-be');
    const [hotel] = await within(await screen.findByRole('region', { name: 'Hôtels' })).findAllByRole('listitem');
    expect(within(hotel!).getByText('Ville').nextElementSibling).toHaveTextContent('Anvers');
    expect(within(hotel!).getByText('Pays').nextElementSibling).toHaveTextContent('Belgique');
  });
});
