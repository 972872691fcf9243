// A member's portal when the API cannot be reached, on the real route config, models and templates, against the
// mocked API. Hanging (every call left open, as behind a stuck proxy): the shell and the loading state at once, then
// at the client's first timeout the "cannot be reached" notice with "Try again" beside the page's own failure with
// its "Try again", the address kept; each "Try again" loads again once the API answers. Refused (a brief outage):
// the same notice, the session kept, and "Try again" loads the member. The start-up's own waits (no call before the
// shell, one timeout only): tests/integration/hanging-api-start.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { appConfig } from '@/lib/app-config';
import { storageKeys } from '@/lib/storage-keys';

warmUp(['my-orders', 'home']);

/** How the API is: answering, every call left open, or every call refused (the connection fails). */
const api = { state: 'answering' as 'answering' | 'hanging' | 'refused' };
const session = mockSession();
useMockApi([
  // Taken first: while the API is down no call reaches the handlers below (a resolver that returns nothing passes on).
  http.all('*/api/*', async () => {
    if (api.state === 'hanging') await delay('infinite');
    if (api.state === 'refused') return HttpResponse.error();
    return undefined;
  }),
  ...sessionApi(session),
  ...contentApi(),
  contractHandler('listOrders', () => ({ body: [] })),
]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  api.state = 'answering';
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The alert that says `text` (an alert takes no name from its content), or null. */
const alertSaying = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text)) ?? null;
const unreachable = () => alertSaying('The service cannot be reached right now');
const ordersFailed = () => alertSaying('Your orders could not be loaded.');

describe('a member whose API hangs', () => {
  it('sees the shell loading, then at the first timeout "cannot be reached" and the page’s failure, each with Try again', async () => {
    api.state = 'hanging';
    vi.useFakeTimers();
    // The start-up, given the real time its modules take to load, while the fake clock moves by 20 ms per check
    // (a few seconds at most, short of a call's timeout).
    let started: Awaited<ReturnType<typeof startPortal>> | undefined;
    void startPortal('/my-orders', { member: session.member }).then((portal) => (started = portal));
    await vi.waitFor(() => expect(started).toBeDefined(), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(screen.getByText('Loading your account…').closest('[role="status"]')).not.toBeNull(), {
      timeout: 5_000,
      interval: 20,
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();

    // Every call under way (the member's and the page's): one timeout's worth of time ends them all.
    await act(() => vi.advanceTimersByTimeAsync(appConfig.constants.requestTimeoutMs));
    await vi.waitFor(() => expect(ordersFailed()).not.toBeNull(), { timeout: 5_000, interval: 20 });
    expect(unreachable()).not.toBeNull();
    expect(screen.queryByText('Loading your account…')).toBeNull();
    expect(window.location.pathname).toBe('/my-orders');

    vi.useRealTimers();
    api.state = 'answering';
    const user = started!.user;
    await user.click(within(unreachable()!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(unreachable()).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('member-refresh');
    await user.click(within(ordersFailed()!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('data-empty-orders')).toBeInTheDocument();
    expect(ordersFailed()).toBeNull();
  });
});

describe('a member whose API refuses every call for a moment', () => {
  it('is told the service cannot be reached, stays logged in, and Try again loads the member', async () => {
    api.state = 'refused';
    const { user } = await startPortal('/home', { member: session.member });
    const notice = await waitFor(() => unreachable() ?? Promise.reject(new Error('no "cannot be reached" notice yet')));
    expect(window.location.pathname).toBe('/home');
    // What a reload would start from: the session is still stored.
    expect(localStorage.getItem(storageKeys.token)).toBe('member-token');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('member-refresh');

    api.state = 'answering';
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(unreachable()).toBeNull();
    expect(window.location.pathname).toBe('/home');
  });
});
