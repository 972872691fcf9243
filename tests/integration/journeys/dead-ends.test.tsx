// Dead ends a guest or a member could meet, on the real route config, models and templates, against the mocked API
// (the content system answering from its seed: tests/support/api/content.ts): the offers, earn and burn pages, opened
// from /offers, /earn and /burn and from one another's links, each load their content, and every other in-portal link
// they show the reader leads, by the app's routing rules, to a page of the reader's list or of the content system
// (a member page's link sends a guest to log in), never to the not-found screen; a content link to the media kit, the
// programme's way on for each reader, a malformed confirmation link said in the reader's language, a member's
// bookmark of the guests' media kit, "Back" on a page opened from outside, a member on /login or on a mail link, and
// an agent opening an impersonation link from their own session, whose page's calls answered after the support
// session ended neither reload the page nor bring the member back.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { seedContent, seedContentApi, servedVersion, seedSettingsHandler } from '../../support/api/content';
import { impersonationApi, mockImpersonation } from '../../support/api/impersonation';
import { historyApi, mockHistory } from '../../support/api/history';
import { pageConfig } from '@/platform/site-config';
import { storageKeys } from '@/lib/storage-keys';
import { routeTableFor } from '@/router/active-table';
import { otherListAnswer } from '@/router/other-list';
import { constraintsHold } from '@/router/route-constraints';
import { api } from '@/model/session/api';

const session = mockSession();
const content = seedContent();
const impersonation = mockImpersonation();
const history = mockHistory();
const server = useMockApi([
  ...seedContentApi(content, session),
  ...sessionApi(session),
  ...impersonationApi(impersonation, session),
  // The programme's figures some pages state.
  seedSettingsHandler,
  ...historyApi(history),
]);
warmUp(['offers', 'offer', 'earn', 'burn', 'login', 'media-kit', 'programme', 'confirm', 'impersonate', 'home', 'under-construction']);

type DataLayerWindow = Window & { dataLayer?: { pagename?: string }[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];
const hash = 'c0ffee51d3';
const agent = demoMember({ id: 4, email: 'agent@example.com', firstname: 'Alex', lastname: 'Agent', code: 'FA000004' });

beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(content, seedContent());
  Object.assign(impersonation, mockImpersonation());
  impersonation.links.set(hash, { member: demoMember(), agent: { id: 4, email: 'agent@example.com' } });
  Object.assign(history, mockHistory());
  (window as DataLayerWindow).dataLayer = [];
});

/** Opens `path` in the running portal, as a link does (the router follows the address). */
async function follow(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
const signedIn = (member = demoMember()) => (session.member = member);

/** The offers, earn and burn pages, whose links are walked. */
const walkedPages = ['offers', 'offer', 'earn', 'burn'];

/**
 * What a reader gets by following a link to `href`, by the app's own rules: the page of the reader's route list
 * (its parameters allowed), else the catch-all's answer (the same page under the reader's path; a member page, for
 * which a guest logs in; a page of the content system), else a dead end. Each page renders as axe.spec.ts and
 * a11y-engines.spec.ts prove: what matters here is which page the link leads to.
 */
function pageFor(href: string, reader: 'guest' | 'member'): string {
  const table = routeTableFor('en');
  const { pathname } = new URL(href, window.location.origin);
  const list = reader === 'guest' ? table.public : table.private;
  const match = matchRoutes(
    list.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1);
  if (match && constraintsHold(match.route.route.constraints, match.params)) {
    const page = match.route.route.page;
    return pageConfig(page)?.template === 'login' ? 'login' : page;
  }
  // A parameter value the route does not allow: a member's not-found; a guest's path is judged against the other list.
  if (match && reader === 'member') return 'not-found';
  const answer = otherListAnswer(pathname, table, reader === 'guest' ? 'public' : 'private');
  if (answer.kind === 'same-page') return pageFor(answer.path, reader);
  // A guest logs in to open a member page; a member would have to log out to open a visitors' one.
  if (answer.kind === 'other-list-only') return reader === 'guest' ? 'login' : `log out for ${answer.route.page}`;
  const file = content.files.find((f) => f.url === pathname);
  return file && servedVersion(file, 'en') ? 'cms-page' : 'not-found';
}

/**
 * Opens /offers, /earn and /burn, then follows every in-portal link of each offers, earn or burn page: those that
 * open another such page are opened and walked in turn. Answers every link's target, as `path → page`.
 */
async function walkOffersEarnBurn(reader: 'guest' | 'member'): Promise<string[]> {
  const queue = ['/offers', '/earn', '/burn'];
  const seen = new Set(queue);
  const targets: string[] = [];
  await startPortal(queue[0]!, { member: session.member });
  let views = 0;
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (views > 0) await follow(path);
    // The page view is pushed once the new page is rendered: what follows looks at that page, not the last one.
    await waitFor(() => expect(dataLayer().length, path).toBeGreaterThan(views));
    views = dataLayer().length;
    expect([path, dataLayer().at(-1)?.pagename]).not.toEqual([path, 'error404']);
    const shown = await waitFor(() => {
      const page = document.querySelector<HTMLElement>(`[data-template][data-page]`);
      expect(page, path).not.toBeNull();
      expect(page, path).toHaveAttribute('aria-busy', 'false');
      return page!;
    });
    expect([path, shown.dataset.page]).toEqual([path, expect.stringMatching(new RegExp(`^(${walkedPages.join('|')})$`))]);
    // The page's content loaded: its zones, never a failure.
    expect(shown.querySelector('.cms-zone'), `${path}: content`).not.toBeNull();
    for (const link of shown.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/media/') || seen.has(href)) continue;
      seen.add(href);
      const page = pageFor(href, reader);
      targets.push(`${href} → ${page}`);
      if (walkedPages.includes(page)) queue.push(href);
    }
  }
  return targets;
}

// A score of pages opened in a test, each with its content loaded.
describe('the offers, earn and burn pages', { timeout: 60_000 }, () => {
  it('have no dead end for a guest: a member page’s link leads to the login page', async () => {
    const targets = await walkOffersEarnBurn('guest');
    expect(targets.filter((t) => /→ (not-found|error|log out for .*)$/.test(t))).toEqual([]);
    expect(targets).toEqual(
      expect.arrayContaining(['/offers/autumn-quiz → offer', '/earn/booster → earn', '/burn/transfers → burn', '/earn/animations → login']),
    );
  });

  it('have no dead end for a member', async () => {
    signedIn();
    const targets = await walkOffersEarnBurn('member');
    expect(targets.filter((t) => /→ (not-found|error|login|log out for .*)$/.test(t))).toEqual([]);
    expect(targets).toEqual(
      expect.arrayContaining([
        '/offers/autumn-quiz → offer',
        '/earn/animations → animations',
        '/exchange-my-miles → exchange-my-miles',
        '/exchange-my-miles/transfer-miles → transfer-miles',
      ]),
    );
  });
});

describe('a guest', () => {
  it('follows the tools page’s link to the media kit, and is offered to create an account by the programme', async () => {
    const { user } = await startPortal('/tools');
    await screen.findByRole('heading', { level: 1, name: 'Tools for travel agents' });
    await user.click(await screen.findByRole('link', { name: 'Open the media kit' }));
    expect(await screen.findByRole('heading', { level: 1, name: /media kit/i })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/media-kit');
    await follow('/discover/the-programme');
    expect((await screen.findAllByRole('link', { name: 'Create my account' }))[0]).toHaveAttribute('href', '/create-account');
  });

  it.each([
    ['fr-be', 'Ce lien n’est pas valide'],
    ['nl-be', 'Deze link is niet geldig'],
  ] as const)('is told in %s that a malformed confirmation link is not valid, not the validator’s pattern', async (language, text) => {
    // The API refuses a code that is not a number as its contract does: the pattern the field breaks.
    server.use(
      contractHandler('confirmAccount', () => ({
        status: 422,
        body: {
          code: 422,
          message: 'Validation failed',
          key: 'validation_failed',
          violations: [{ propertyPath: 'code', message: 'Must match pattern "^[0-9]{1,10}$".' }],
        },
      })),
    );
    await startPortal('/confirm/account/not-a-number/slug', { language });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByText(/Must match pattern/)).toBeNull();
  });
});

describe('a member', () => {
  it('is led from the guests’ media kit to the members’ one, whose "Back", opened from outside, leads home', async () => {
    const { user } = await startPortal('/media-kit', { member: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: /media kit/i })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/press/media-kit'));
    const back = await screen.findByRole('link', { name: 'Back to the start page' });
    expect(back).toHaveClass('back-link');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(back);
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    // The member's own session: no support-session banner.
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
  });

  it('sees "Back" once on a page that offers the start page itself, and going back once reached from inside', async () => {
    await startPortal('/under-construction', { member: signedIn() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('link', { name: 'Back to the start page' })).toHaveLength(1);
    // Reached from inside the portal (an entry of the app's own history), "Back" goes back.
    await act(async () => {
      window.history.pushState({ idx: 1, key: 'x', usr: null }, '', '/under-construction');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('is offered the ways to earn by the programme, not to create an account', async () => {
    await startPortal('/discover/the-programme', { member: signedIn() });
    expect(await screen.findByRole('link', { name: 'All the ways to earn' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create my account' })).toBeNull();
  });

  it('on /login is told so and may go home; the page is tracked under the route’s name', async () => {
    const { user } = await startPortal('/login', { member: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged in' })).toBeInTheDocument();
    await waitFor(() => expect(dataLayer().at(-1)?.pagename).toBe('login'));
    await user.click(screen.getByRole('link', { name: 'Go to my home page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });

  it('opening a mail link is told to log out, and logging out opens it as a visitor', async () => {
    let confirmations = 0;
    server.use(
      contractHandler('confirmAccount', () => {
        confirmations += 1;
        return { status: 422, body: { code: 422, message: 'This link is not valid any more.', key: 'invalid_slug' } };
      }),
    );
    const { user } = await startPortal('/confirm/account/12/not-a-real-slug', { member: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged in' })).toBeInTheDocument();
    expect(screen.getByText(/^This link confirms an account\./)).toBeInTheDocument();
    expect(confirmations).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log out and open this page' }));
    // The same address, now as a visitor: the confirmation is tried, and refused (the slug is made up).
    await waitFor(() => expect(confirmations).toBe(1));
    expect(window.location.pathname).toBe('/confirm/account/12/not-a-real-slug');
    expect(session.member).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});

describe('an agent in their own session', () => {
  it('opens an impersonation link after logging out; calls answered after the support session ended bring no one back', async () => {
    const { user } = await startPortal(`/impersonate/${hash}`, { member: signedIn(agent) });
    expect(await screen.findByText(/^This link opens a session as another member\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out and open this page' }));
    const banner = await screen.findByRole('region', { name: 'Support session' });
    expect(banner).toHaveTextContent('Support session: you are acting as Dana Meyer.');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));

    // The history calls of the next page are still under way when the session ends (held, as on a slow line):
    // answered after the logout, they are refused, which must not reload the page nor bring the member back.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    server.use(
      contractHandler('getPointsHistory', async () => {
        held += 1;
        await released;
        return { status: 401, body: { code: 401, message: 'Invalid token', key: 'invalid_token' } };
      }),
    );
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My miles' }));
    await waitFor(() => expect(held).toBeGreaterThan(0));
    await user.click(within(banner).getByRole('button', { name: 'End the support session' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
    release();
    // The client logs an answer as it reads it, then acts on it in the same turn.
    await waitFor(() => expect(api.log.entries().filter((e) => e.path === 'points_history' && e.status === 401)).toHaveLength(held));
    // The visitor is still on the login page with the guest's token, and the member is nowhere kept.
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.token)).toBe('guest-token');
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    // The next page load (a reload) shows what the browser kept: the login page.
    cleanup();
    await startPortal('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
