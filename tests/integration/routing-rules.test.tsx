import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp } from '../support/render-app';
import type { FakeContent } from '../support/render-app';
import { memberApi } from '../support/member-api';
import { contractHandler, useMockApi } from '../support/msw-api';

// Member renders ask the API for the home's figures: MSW answers, and any other request fails the test.
const server = useMockApi(memberApi);

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

describe('guests (public list)', () => {
  it('are sent from a private path to the login page with ref and the permission message', async () => {
    const { router } = await renderApp('/my-miles');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login?ref=%2Fmy-miles');
    expect(await screen.findByText(/Private pages cannot be accessed/)).toBeInTheDocument();
  });

  it('are sent from an unknown path to the login page, keeping the query in ref', async () => {
    const { router } = await renderApp('/no-such-page?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login?ref=%2Fno-such-page%3Fx%3D1');
  });

  it('go from the root to the public default route, without the message', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login');
    expect(screen.queryByText(/Private pages cannot be accessed/)).toBeNull();
  });

  it('never carry an unsafe ref to the login page', async () => {
    const { router } = await renderApp('/?ref=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login');
  });

  it('see a public page of the shell', async () => {
    await renderApp('/success/account-created');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to my home page' })).toBeNull();
  });

  it('treat a disallowed parameter value as an unknown path', async () => {
    const { router } = await renderApp('/success/hacked');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/login?ref=%2Fsuccess%2Fhacked');
  });

  it('see the login screen on /earn/animations/*', async () => {
    const { router } = await renderApp('/earn/animations/quiz/1/2');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/earn/animations/quiz/1/2');
  });

  it('carry the guest class on the page wrapper', async () => {
    const { container } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(container.querySelector('.page-wrapper')).toHaveClass('guest');
  });
});

describe('members (private list)', () => {
  it('go from the root to /home', async () => {
    const { router, container } = await renderApp('/', 'member');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.page-wrapper')).toHaveClass('connected');
  });

  it('get the not-found screen on an unknown path', async () => {
    await renderApp('/no-such-page', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/home');
  });

  it('see a page that exists only in the content system (a link from the news), tracked as error404', async () => {
    const campaign = {
      title: 'Agency Days 2026',
      description: 'Two days with the hotel teams.',
      zones: { main: [{ type: 'rich_text', html: '<p>Meet the Horizon teams in Brussels.</p>' }] },
    };
    await renderApp('/agency-days-2026', 'member', 'en', { '/agency-days-2026': campaign } as unknown as FakeContent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Days 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Meet the Horizon teams in Brussels.')).toBeInTheDocument();
    await waitFor(() => expect(dataLayer().map((e) => e.pagename)).toEqual(['error404']));
  });

  it('get the not-found screen on a disallowed parameter value', async () => {
    await renderApp('/exchange-my-miles/gift-shop/abc', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // Page views are pushed from an effect, which may run just after the new heading is in the DOM.
    await waitFor(() => expect(dataLayer().at(-1)).toMatchObject({ pagename: 'error404' }));
  });

  it('open allowed parameter values', async () => {
    // The shop's own calls: its three categories, no product in the range, no favorite.
    const category = (id: number) => ({ id, slug: `c${id}`, name: `Category ${id}`, position: id, product_count: 0 });
    server.use(
      contractHandler('listProductCategories', () => ({ body: [1, 2, 3].map(category) })),
      contractHandler('listProducts', () => ({ body: [] })),
      contractHandler('listFavorites', () => ({ body: [] })),
    );
    await renderApp('/exchange-my-miles/gift-shop/1,2,3/100/5000', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift shop' })).toBeInTheDocument();
    expect(await screen.findByText('No gift matches these filters.')).toBeInTheDocument();
    await waitFor(() => expect(dataLayer().at(-1)).toMatchObject({ pagename: 'shop', user_data: { uilogged: true } }));
  });

  it('do not get the login form on the public login route, but "You are logged in" with a way out', async () => {
    const { router } = await renderApp('/login', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out and open this page' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    expect(currentPath(router)).toBe('/login');
  });
});

describe('members with an expired password', () => {
  it.each(['/home', '/my-miles', '/anything', '/'])('get the change-password screen on %s', async (path) => {
    const { router } = await renderApp(path, 'expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText(/Your password is no longer valid/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('page views', () => {
  it('pushes one page view per navigation with the tracked name', async () => {
    const { router } = await renderApp('/my-miles');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await router.navigate('/success/password-changed');
    await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' });
    await router.navigate('/media-kit');
    await screen.findByRole('heading', { level: 1, name: 'Media kit' });
    // Page views are pushed from an effect, which may run just after the new heading is in the DOM.
    await waitFor(() => expect(dataLayer().map((e) => e.pagename)).toEqual(['login', 'success', 'media-kit']));
    expect(dataLayer().every((e) => e.event === 'page_view' && (e.user_data as { uilogged: boolean }).uilogged === false)).toBe(true);
  });
});

describe('page views of one page', () => {
  it('are not pushed again when only the query changes (filters), but are when the path comes back', async () => {
    const { router } = await renderApp('/media-kit');
    await screen.findByRole('heading', { level: 1, name: 'Media kit' });
    // act: each address is rendered and its effects run before the next one.
    await act(() => router.navigate('/media-kit?section=logos'));
    await act(() => router.navigate('/media-kit?section=photos'));
    expect(router.state.location.search).toBe('?section=photos');
    await router.navigate('/success/password-changed');
    await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' });
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Media kit' });
    await waitFor(() => expect(dataLayer().map((e) => e.pagename)).toEqual(['media-kit', 'success', 'media-kit']));
  });

  it('are pushed for a navigation the next one overtook before it was rendered (a link, then Back at once)', async () => {
    const { router } = await renderApp('/media-kit');
    await screen.findByRole('heading', { level: 1, name: 'Media kit' });
    // The tracker subscribes to the router from an effect, which a loaded machine may run after the heading shows:
    // its first page view says it is listening (navigating before would test the test's speed, not the tracker).
    await waitFor(() => expect(dataLayer().map((e) => e.pagename)).toEqual(['media-kit']));
    // Without a render between them: React renders router updates as transitions, and may skip the middle page.
    await router.navigate('/success/password-changed');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit'));
    await screen.findByRole('heading', { level: 1, name: 'Media kit' });
    await waitFor(() => expect(dataLayer().map((e) => e.pagename)).toEqual(['media-kit', 'success', 'media-kit']));
  });
});

describe('language route sets', () => {
  it('serve the localised path of fr-be and not the base one', async () => {
    const first = await renderApp('/mentions-legales', 'guest', 'fr-be');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentPath(first.router)).toBe('/mentions-legales');
    first.unmount();
    // The base path of a moved route is not the content catch-all's: it leads to the localised path.
    const second = await renderApp('/legal-mentions?from=bookmark', 'guest', 'fr-be');
    await waitFor(() => expect(currentPath(second.router)).toBe('/mentions-legales?from=bookmark'));
  });

  it('build menus from route ids with the language paths', async () => {
    await renderApp('/login', 'guest', 'nl-be');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href="/wettelijke-vermeldingen"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/contacteer-ons"]')).not.toBeNull();
    expect(document.documentElement.lang).toBe('nl-be');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aanmelden');
    expect(screen.getByRole('link', { name: 'Naar de hoofdinhoud' })).toBeInTheDocument();
  });
});
