// Favorites on the real route config, models and templates against the mocked API (tests/support/api/favorites.ts):
// a gift is added from the shop's heart button and taken back on its page; My favorites lists them by type, each
// linked to its page; a removal moves the focus on and says so, a refused one comes back with its message; a
// refused addition flips back on its button; the list that cannot be loaded offers to try again; the empty state,
// and names in the member's language.
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
  it('lists them by type, each linked to its page, from the member menu', async () => {
    keptFavorites();
    const { user } = await open('/exchange-my-miles');
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My favorites' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Hotels (2)' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hotels (2)',
      'Gift shop items (1)',
      'Partners (1)',
    ]);
    const hotelsGroup = within(screen.getByRole('region', { name: 'Hotels (2)' }));
    const [newest] = hotelsGroup.getAllByRole('listitem');
    expect(newest).toHaveTextContent('Horizon Antwerp Central');
    expect(newest).toHaveTextContent('Horizon · Antwerp, Belgium');
    expect(hotelsGroup.getByRole('link', { name: 'Horizon Antwerp Central' })).toHaveAttribute('href', `/hotels/${antwerp.id}`);
    const gifts = within(screen.getByRole('region', { name: 'Gift shop items (1)' }));
    expect(gifts.getByRole('link', { name: 'Espresso cup set' })).toHaveAttribute('href', '/exchange-my-miles/details/1');
    expect(screen.getByRole('region', { name: 'Gift shop items (1)' })).not.toHaveTextContent('ref. 1');
    const partners = within(screen.getByRole('region', { name: 'Partners (1)' }));
    expect(partners.getByRole('link', { name: 'Kade Cruises' })).toHaveAttribute('href', '/discover/partners/3');
  });

  it('removing one moves the focus to the next and says so; the last one leaves the empty state and the title focused', async () => {
    keptFavorites();
    const { user } = await open('/my-favorites');
    await user.click(await screen.findByRole('button', { name: 'Remove Horizon Antwerp Central from my favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Horizon Brussels Grand-Place from my favorites' })).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Hotels (1)' })).not.toHaveTextContent('Horizon Antwerp Central');
    await waitFor(() => expect(screen.getByText('Horizon Antwerp Central has been removed from your favorites.')).toBeInTheDocument());
    expect(favorites.saved.map((s) => `${s.type}:${s.id}`)).toEqual([`hotel:${grandPlace.id}`, 'product:1', 'partner:3']);

    for (const [name, next] of [
      ['Horizon Brussels Grand-Place', 'Espresso cup set'],
      ['Espresso cup set', 'Kade Cruises'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from my favorites` }));
      await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${next} from my favorites` })).toHaveFocus());
    }
    await user.click(screen.getByRole('button', { name: 'Remove Kade Cruises from my favorites' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My favorites' })).toHaveFocus());
    expect(screen.getByText(/^You have no favorites yet\./)).toHaveTextContent(
      'You have no favorites yet. Add them with “Add to my favorites” on the hotel, gift shop and partner pages.',
    );
    await waitFor(() => expect(favorites.saved).toEqual([]));
  });

  it('a removal the API refuses puts the item back, with its message and the focus on its button', async () => {
    keptFavorites();
    favorites.refuse.removeFavorite = {
      status: 422,
      body: { code: 422, message: 'This item could not be removed from your favorites.', key: 'favorite_remove_failed' },
    };
    const { user } = await open('/my-favorites');
    await user.click(await screen.findByRole('button', { name: 'Remove Horizon Antwerp Central from my favorites' }));
    expect(
      await screen.findByText('Horizon Antwerp Central could not be removed from your favorites. Please try again.'),
    ).toBeInTheDocument();
    const hotelsGroup = await screen.findByRole('region', { name: 'Hotels (2)' });
    expect(within(hotelsGroup).getAllByRole('listitem')[0]).toHaveTextContent('Horizon Antwerp Central');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Horizon Antwerp Central from my favorites' })).toHaveFocus());
    expect(screen.queryByText(/has been removed/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText(/could not be removed/)).toBeNull();
  });

  it('in French: the list that cannot be loaded offers to try again, then the empty state', async () => {
    // The first read never gets an answer (the network is down); the next one does.
    server.use(http.get('*/api/favorites', () => HttpResponse.error(), { once: true }));
    const { user } = await open('/my-favorites', 'fr-be');
    expect(await screen.findByText('Vos favoris n’ont pas pu être chargés.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/^Vous n’avez pas encore de favoris\./)).toHaveTextContent(
      'Vous n’avez pas encore de favoris. Ajoutez-les avec « Ajouter à mes favoris » sur les pages des hôtels, de la boutique cadeaux et des partenaires.',
    );
  });

  it('names a gift in the member’s language', async () => {
    favorites.saved = [{ type: 'product', id: 1, created_at: '2026-11-10T10:00:00.000Z' }];
    await open('/my-favorites', 'fr-be');
    const gifts = await screen.findByRole('region', { name: 'Articles de la boutique cadeaux (1)' });
    expect(within(gifts).getByRole('link', { name: 'Set de tasses à espresso' })).toHaveAttribute('href', '/exchange-my-miles/details/1');
    expect(gifts).not.toHaveTextContent('Espresso cup set');
  });
});
