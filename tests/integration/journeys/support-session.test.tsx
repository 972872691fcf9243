// A support session on the real route config, models and templates, against the mocked API: an agent's one-time
// link opens the member's portal (the link leaves the address), with the support banner naming the member and,
// unfolded, what a support session may not do; the refused actions (joining a booster, confirming a room-night
// redemption, inviting a colleague) are disabled with the reason beside them while the reads still answer, and
// nothing is sent; a reload keeps the support session; "End the support session" logs out to the login page;
// a link used once already says so; and the banner in French.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';
import { impersonationApi, mockImpersonation } from '../../support/api/impersonation';
import { animationsApi, mockAnimations } from '../../support/api/animations';
import { hotelsApi, mockHotels } from '../../support/api/hotels';
import { mockSponsorships, sponsorshipsApi } from '../../support/api/sponsorships';
import { storageKeys } from '@/lib/storage-keys';

warmUp(['impersonate', 'home', 'animations', 'hotel', 'my-sponsorships', 'login'], ['sponsorship-invite']);

const session = mockSession();
const impersonation = mockImpersonation();
const animations = mockAnimations();
const hotels = mockHotels();
const sponsorships = mockSponsorships();
const server = useMockApi([
  ...sessionApi(session),
  ...impersonationApi(impersonation, session),
  ...contentApi(),
  ...animationsApi(animations, session),
  ...hotelsApi(hotels, session),
  ...sponsorshipsApi(sponsorships, session),
  contractHandler('listFavorites', () => ({ body: [] })),
  // The member's home, where the link lands.
  ...memberApi,
]);
const hash = 'b6c1e0f4a9d2';
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(impersonation, mockImpersonation());
  impersonation.links.set(hash, { member: demoMember(), agent: { id: 4, email: 'agent@example.com' } });
  Object.assign(animations, mockAnimations());
  Object.assign(hotels, mockHotels());
  Object.assign(sponsorships, mockSponsorships());
});

/** Opens `path` in the same page, as a link the agent follows would (the router follows the address). */
async function open(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const refusedList =
  'Not possible in a support session: transferring miles, placing orders in the shop, changing a delivery address, spending miles on hotel ' +
  'nights, ordering, activating, loading or blocking the prepaid card, or showing its PIN, taking part in quizzes, surveys, e-learning, ' +
  "events and codes, sending sponsorship invitations, requesting a partner's financial service, and changing the password.";

async function supportSession(language?: 'fr-be') {
  // The language the browser kept for members' pages (the session opened is a member's).
  if (language) localStorage.setItem(storageKeys.language('logged'), language);
  const started = await startPortal(`/impersonate/${hash}`);
  return { ...started, banner: await screen.findByRole('region', { name: language ? 'Session d’assistance' : 'Support session' }) };
}

describe('an agent’s impersonation link', () => {
  it('opens the member’s portal with the banner, which lists what the session may not do; the link leaves the address', async () => {
    const { user, banner } = await supportSession();
    expect(banner).toHaveTextContent('Support session: you are acting as Dana Meyer.');
    expect(window.location.pathname).toBe('/home');
    expect(impersonation.used).toEqual([hash]);
    const summary = within(banner).getByText('What this support session may not do');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(within(banner).getByText(refusedList)).toBeVisible();
  });

  it('used once already, says so with a way to the start page, and opens no session', async () => {
    impersonation.used.push(hash);
    await startPortal(`/impersonate/${hash}`);
    expect(
      await screen.findByText('This support link has expired or has already been used. Ask the agent for a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('in French, says the session and what it may not do in French', async () => {
    const { user, banner } = await supportSession('fr-be');
    await user.click(within(banner).getByText('Ce que cette session d’assistance ne permet pas'));
    expect(banner).toHaveTextContent('Impossible dans une session d’assistance : transférer des miles');
  });
});

describe('in a support session', () => {
  it('the refused actions are disabled with the reason beside them, the reads answer, and nothing is sent', async () => {
    const { user } = await supportSession();

    // An animation: joining the booster is refused.
    await open('/earn/animations/8');
    const join = await screen.findByRole('button', { name: 'Join the booster' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(
      'Not possible in a support session: taking part in quizzes, surveys, e-learning, events and codes.',
    );

    // A hotel: the quote is a read and answers; confirming it is refused.
    await open(`/hotels/18?arrival=${isoDay(21)}&departure=${isoDay(23)}&rooms=2-0`);
    await user.click(await screen.findByRole('button', { name: 'See the price in miles' }));
    expect(await screen.findByTestId('redemption-miles')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm the request' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Not possible in a support session: spending miles on hotel nights.');

    // Sponsorships: the list is read, inviting is refused.
    await open('/my-sponsorships');
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    const send = await within(form).findByRole('button', { name: 'Send the invitation' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Not possible in a support session: sending sponsorship invitations.');

    expect(screen.getByRole('region', { name: 'Support session' })).toBeInTheDocument();
    expect([...animations.sent, ...hotels.sent, ...sponsorships.sent]).toEqual([]);
  });

  it('a reload keeps the support session and its refusals', async () => {
    await supportSession();
    cleanup();
    await startPortal('/earn/animations/10');
    expect(await screen.findByRole('region', { name: 'Support session' })).toHaveTextContent(
      'Support session: you are acting as Dana Meyer.',
    );
    expect(await screen.findByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('"End the support session" logs out to the login page, and the member’s session is gone', async () => {
    let loggedOut: unknown = null;
    server.use(
      contractHandler('logout', async (request) => {
        loggedOut = await request.json();
        session.member = null;
        return { status: 204, body: null };
      }),
    );
    const { user, banner } = await supportSession();
    await user.click(within(banner).getByRole('button', { name: 'End the support session' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(loggedOut).toEqual({ refresh_token: 'support-refresh' });
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });
});

function isoDay(offset: number) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
