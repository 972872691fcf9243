// requirements §2.4 on the real route config and router, against the mocked API: going back through history is
// debounced by 500 ms. Two traversals of the browser's own history (its Back button: `history.back()`, then a
// `popstate`, in jsdom as in a browser) within 500 ms move one page, the second put back by the router; past 500 ms,
// back works again. The portal's "Back" pressed twice goes back once. The rules alone:
// tests/unit/router/back-debounce.test.ts and tests/unit/lib/small-helpers.test.ts.
// vitest: isolate — the router's debounce keeps the time of the last traversal in its module, as a page does until it
// is reloaded: with a worker's shared modules, the clock this file moves would be another file's too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';

warmUp(['login', 'press', 'media-kit'], ['login']);

const session = mockSession();
useMockApi([
  ...sessionApi(session),
  // The two pages the footer leads to, with their editors' content.
  ...contentApi({
    '/press': { title: 'Press room', zones: { main: [] } },
    '/press/media-kit': { title: 'Media kit', zones: { main: [] } },
  }),
]);

/** The history traversals the page has seen (each one a `popstate`), whenever they came. */
let traversals = 0;
const countTraversal = () => void (traversals += 1);
/** Where the last test left the clock: the router's debounce remembers the traversals it let through. */
let clockEnd = 0;
beforeEach(() => {
  Object.assign(session, mockSession());
  window.addEventListener('popstate', countTraversal);
});
afterEach(() => {
  window.removeEventListener('popstate', countTraversal);
  clockEnd = performance.now();
  vi.useRealTimers();
});

/**
 * Opens the login page, then /press and /media-kit by the footer's links (two entries of in-app history), and from
 * there holds the router's clock (performance.now): it moves only when the test moves it, 1 s past any earlier
 * traversal to begin with.
 */
async function twoPagesIn() {
  const started = await startPortal('/login');
  const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });
  // A page's first visit in the file may wait for its modules, seconds on a busy machine.
  const cold = { timeout: 15_000 };
  await screen.findByLabelText(/^E-mail address/, {}, cold);
  await started.user.click(footerLink('Press'));
  await screen.findByRole('heading', { level: 1, name: 'Press room' }, cold);
  await started.user.click(footerLink('Media kit'));
  await screen.findByRole('heading', { level: 1, name: 'Media kit' }, cold);
  const from = Math.max(performance.now(), clockEnd);
  vi.useFakeTimers({ toFake: ['performance'] });
  // A fake clock starts at 0.
  vi.advanceTimersByTime(from + 1_000);
  traversals = 0;
  return started;
}

describe('going back (requirements §2.4)', () => {
  it("two traversals of the browser's history within 500 ms go back one page; past 500 ms, back works again", async () => {
    await twoPagesIn();
    await act(async () => window.history.back());
    await screen.findByRole('heading', { level: 1, name: 'Press room' });
    await act(async () => window.history.back());
    // The second is blocked: the router puts the address back where it was (a third traversal), and nothing navigates.
    await waitFor(() => expect(traversals).toBe(3));
    expect(window.location.pathname).toBe('/press');
    expect(screen.getByRole('heading', { level: 1, name: 'Press room' })).toBeInTheDocument();

    vi.advanceTimersByTime(600);
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('the portal’s Back pressed twice within 500 ms goes back once', async () => {
    await twoPagesIn();
    // The page's blocks come with its content.
    const back = await screen.findByRole('button', { name: 'Back' });
    // Counted where the press goes: jsdom aims two traversals asked at once at the same entry, where a browser's
    // second one goes a page further.
    const historyBack = vi.spyOn(window.history, 'back');
    act(() => {
      back.click();
      back.click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Press room' })).toBeInTheDocument();
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(traversals).toBe(1);
    expect(window.location.pathname).toBe('/press');
    historyBack.mockRestore();
  });
});
