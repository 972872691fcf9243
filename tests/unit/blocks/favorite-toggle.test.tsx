// The FavoriteToggle later hotel, product and partner pages import: optimistic, rolled back with the add or
// remove message when the API refuses, one call at a time, and named after its item.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { applyLanguage, i18n } from '@/platform/i18n';
import { addFavoriteFx, loadFavoritesFx, removeFavoriteFx } from '@/model/favorites/favorites-calls';
import type { Favorite, FavoriteRef } from '@/model/favorites/favorites-calls';

beforeAll(() => applyLanguage('en'));

const hotel: Favorite = {
  type: 'hotel',
  id: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  hotel: { id: 4, code: 'H4', name: 'Horizon Ghent', brand: 'Horizon', city: 'Ghent', country_code: 'BE', country: 'Belgium' },
  name: null,
};
const refused: ApiError = { code: 422, status: 422, errors: 'This item could not be added to your favorites.', key: 'favorite_add_failed' };

function setup(handlers: { list?: Favorite[]; add?: (item: FavoriteRef) => Promise<Favorite>; remove?: () => Promise<void> }) {
  const calls = {
    load: vi.fn(async () => handlers.list ?? []),
    add: vi.fn(handlers.add ?? (async () => hotel)),
    remove: vi.fn(handlers.remove ?? (async () => undefined)),
  };
  const scope = fork({
    handlers: [
      [loadFavoritesFx, calls.load],
      [addFavoriteFx, calls.add],
      [removeFavoriteFx, calls.remove],
    ],
  });
  render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <FavoriteToggle type="hotel" id={4} name="Horizon Ghent" />
      </I18nextProvider>
    </Provider>,
  );
  return calls;
}

describe('FavoriteToggle', () => {
  it('adds, then removes, with a name that says what and which', async () => {
    const calls = setup({});
    const add = await screen.findByRole('button', { name: 'Add to my favorites: Horizon Ghent' });
    await vi.waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove from my favorites: Horizon Ghent' });
    expect(calls.add).toHaveBeenCalledWith({ type: 'hotel', id: 4 });
    await vi.waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(remove);
    expect(await screen.findByRole('button', { name: 'Add to my favorites: Horizon Ghent' })).toBeInTheDocument();
    expect(calls.remove).toHaveBeenCalledWith({ type: 'hotel', id: 4 });
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it('flips at once, ignores clicks while the call runs, and flips back with the message on failure', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    const calls = setup({ add: () => new Promise<Favorite>((_, reject) => (fail = reject)) });
    const button = await screen.findByRole('button', { name: 'Add to my favorites: Horizon Ghent' });
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Remove from my favorites: Horizon Ghent');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(calls.add).toHaveBeenCalledTimes(1);
    expect(calls.remove).not.toHaveBeenCalled();
    await act(async () => fail(refused));
    expect(button).toHaveAccessibleName('Add to my favorites: Horizon Ghent');
    expect(screen.getByRole('alert')).toHaveTextContent('Horizon Ghent could not be added to your favorites. Please try again.');
  });

  it('starts as a favorite when the list has it', async () => {
    setup({ list: [hotel] });
    expect(await screen.findByRole('button', { name: 'Remove from my favorites: Horizon Ghent' })).toBeInTheDocument();
  });
});
