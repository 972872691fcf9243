// The content system's pages on the real route config, models and templates, against page_content as the reference
// server answers it from its seed (tests/support/api/content.ts): every content route shows its page's title,
// meta description and zones in the three languages, for a guest and, at the language's own paths, for a member in
// the member's shell; the programme's call to action differs for guests and members (content tags); a page that
// exists only in the content system opens by the catch-all; the press room lists the releases, opens one and leads
// back, and /press/release without a release lists them; the media kit's downloads are files the server has; the
// programme's figures come from settings_light; a content system that cannot answer is said, the address kept, and
// "Try again" shows the page. Both engines audit these pages in the browser (axe.spec.ts, content.spec.ts).
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMockApi } from '../support/msw-api';
import { demoMember, startPortal, warmUp } from '../support/start-portal';
import { mockSession, sessionApi } from '../support/api/session';
import { seedContent, seedContentApi, seedFile, servedVersion, seedSettingsHandler } from '../support/api/content';
import { contentTypes } from '../../server/http/static-files';
import { contentPathIn, contentRoutes, type ContentLanguage as Language } from '../fixtures/content-routes';

const session = mockSession();
const content = seedContent();
const server = useMockApi([
  ...seedContentApi(content, session),
  ...sessionApi(session),
  // The programme's figures, as the reference server answers them.
  seedSettingsHandler,
]);
warmUp(['programme', 'faq', 'press', 'press-release', 'media-kit', 'public-page', 'contact', 'legal-mentions', 'login', 'not-found']);
beforeEach(() => {
  Object.assign(session, mockSession());
  Object.assign(content, seedContent());
});

/** The demo member, signed in: the browser keeps the session, the API answers for the member. */
function member() {
  session.member = demoMember();
  return session.member;
}

/** Opens `path` in the running portal, as a link does (the router follows the address). */
async function open(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** Waits for the content page of `url` as page_content serves it in `language`, then checks its head and zones. */
async function expectContentOf(url: string, language: Language) {
  const served = servedVersion(seedFile(content, url), language);
  if (!served) throw new Error(`${url} has no published version`);
  const { title, description } = served.version;
  expect(await screen.findByRole('heading', { level: 1, name: title }), url).toBeInTheDocument();
  const article = document.querySelector('article[data-template]') as HTMLElement;
  await waitFor(() => expect(article, url).toHaveAttribute('aria-busy', 'false'));
  // The zones are rendered from a loaded page only: never beside a loading or failure state.
  expect(article.querySelector('.cms-zone'), url).not.toBeNull();
  await waitFor(() => expect(document.title, url).toBe(`[LOCAL] ${title} | Miles`));
  if (description) expect(document.head.querySelector('meta[name="description"]'), url).toHaveAttribute('content', description);
}

// A page after another, as a visitor follows links: a score of pages in a test.
describe('every content page', { timeout: 60_000 }, () => {
  it.each(['en', 'fr-be', 'nl-be'] as const)('shows a guest in %s the content system’s title, description and zones', async (language) => {
    await startPortal(contentPathIn(contentRoutes[0]!, language), { language });
    for (const [index, entry] of contentRoutes.entries()) {
      if (index > 0) await open(contentPathIn(entry, language));
      await expectContentOf(entry[1], language);
    }
    expect(content.calls.every((call) => call.language === language && !call.preview)).toBe(true);
  });

  it('shows a member the pages in the member’s shell, at the paths of the member’s language, the media kit under /press', async () => {
    await startPortal('/press/media-kit', { member: member() });
    await expectContentOf('/press/media-kit', 'en');
    expect(document.querySelector('.page-wrapper')).toHaveClass('connected');
    for (const entry of contentRoutes.filter(([p]) =>
      ['/discover/the-programme', '/faq', '/press/release/autumn-booster-2026'].includes(p),
    )) {
      await open(entry[0]);
      await expectContentOf(entry[1], 'en');
    }
    // A member typing the guests' path of the media kit reads it at the members' one.
    await open('/media-kit');
    await waitFor(() => expect(window.location.pathname).toBe('/press/media-kit'));
  });

  it.each(['fr-be', 'nl-be'] as const)('shows a member reading %s the pages whose path is the language’s own', async (language) => {
    const localised = contentRoutes.filter(([p, , fr, nl]) => p !== '/media-kit' && (fr || nl));
    await startPortal(contentPathIn(localised[0]!, language), { member: member(), language });
    for (const [index, entry] of localised.entries()) {
      if (index > 0) await open(contentPathIn(entry, language));
      await expectContentOf(entry[1], language);
      expect(document.querySelector('.page-wrapper')).toHaveClass('connected');
    }
  });
});

describe('the programme’s call to action (content tags)', () => {
  it('offers a guest to create an account, not to declare a booking', async () => {
    await startPortal('/discover/the-programme');
    await expectContentOf('/discover/the-programme', 'en');
    const ctas = [...document.querySelectorAll('.cms-cta a')].map((a) => a.getAttribute('href'));
    expect(ctas).toContain('/create-account');
    expect(ctas).not.toContain('/earn/declare-booking');
  });

  it('offers a member to declare a booking, not to create an account', async () => {
    await startPortal('/discover/the-programme', { member: member() });
    await expectContentOf('/discover/the-programme', 'en');
    const ctas = [...document.querySelectorAll('.cms-cta a')].map((a) => a.getAttribute('href'));
    expect(ctas).toContain('/earn/declare-booking');
    expect(ctas).not.toContain('/create-account');
  });
});

describe('a page that exists only in the content system', () => {
  it('opens by the catch-all for a guest; an address the content system has no page for leads to the login page', async () => {
    await startPortal('/agency-days-2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Days 2026' })).toBeInTheDocument();
    expect(document.querySelector('article[data-template="public-page"]')).not.toBeNull();
    await open('/no-such-page-anywhere');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?ref=%2Fno-such-page-anywhere');
  });

  it('opens by the catch-all for a member; an address the content system has no page for is not found', async () => {
    await startPortal('/agency-days-2026', { member: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Days 2026' })).toBeInTheDocument();
    expect(document.querySelector('article[data-template="public-page"]')).not.toBeNull();
    await open('/no-such-page-anywhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-such-page-anywhere');
  });
});

describe('the press room', () => {
  it('lists the releases newest first, opens one, and leads back to the room', async () => {
    const { user } = await startPortal('/press');
    await expectContentOf('/press', 'en');
    const releases = document.querySelectorAll<HTMLElement>('.cms-press__release');
    expect(releases).toHaveLength(2);
    expect(releases[0]?.querySelector('time')).toHaveTextContent('20 October 2026');
    await user.click(within(releases[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: /Autumn booster/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/press/release/autumn-booster-2026');
    await user.click(screen.getAllByRole('link', { name: /Press room/ })[0]!);
    await expectContentOf('/press', 'en');
    expect(window.location.pathname).toBe('/press');
  });

  it.each(['guest', 'member'] as const)('lists the releases at /press/release without a release, for a %s', async (reader) => {
    const { user } = await startPortal('/press/release', { member: reader === 'member' ? member() : null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Press releases' })).toBeInTheDocument();
    expect(screen.queryByText('This page does not exist, or no longer exists.')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Press room/ })[0]).toHaveAttribute('href', '/press');
    const release = await screen.findByRole('link', { name: /prepaid card/i });
    expect(release).toHaveAttribute('href', '/press/release/prepaid-card-2026');
    await user.click(release);
    expect(await screen.findByRole('heading', { level: 1, name: /Miles launches the Miles prepaid card/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/press/release/prepaid-card-2026');
  });

  it('says a release the content system does not have does not exist', async () => {
    await startPortal('/press/release/a-release-that-never-was');
    expect(await screen.findByText('This page does not exist, or no longer exists.')).toBeInTheDocument();
  });

  it('offers in the media kit only files the server has, of the types it serves', async () => {
    await startPortal('/media-kit');
    await expectContentOf('/press/media-kit', 'en');
    const hrefs = [...document.querySelectorAll('.cms-download__link')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).not.toHaveLength(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/media\//);
      expect(existsSync(join(resolve('server/content/media'), href.slice('/media/'.length))), href).toBe(true);
      expect(contentTypes[extname(href)], href).toMatch(/^(image\/svg\+xml|application\/pdf|image\/png)/);
    }
  });
});

describe('the programme’s figures (settings_light)', () => {
  it('are stated on the terms, never the placeholder', async () => {
    await startPortal('/legal-terms');
    await expectContentOf('/legal-terms', 'en');
    await waitFor(() => expect(document.querySelector('article')).toHaveTextContent('A new card costs 500 miles.'));
    expect(document.body).not.toHaveTextContent('{{settings');
    expect(document.querySelector('.cms-figure-pending')).toBeNull();
  });

  it('are stated in the French FAQ', async () => {
    await startPortal('/faq', { language: 'fr-be' });
    await expectContentOf('/faq', 'fr-be');
    await waitFor(() => expect(document.querySelector('.cms-figure-pending')).toBeNull());
    const faq = document.querySelector('.faq')?.textContent?.replace(/\s/g, ' ') ?? '';
    expect(faq).toContain('commander une nouvelle carte pour 500 miles');
    expect(faq).not.toContain('{{settings');
  });
});

describe('a content system that cannot answer', () => {
  /** The content system unreachable (no answer at all) for `url`, until the returned function brings it back. */
  function down(url: string) {
    let reachable = false;
    server.use(
      http.get('*/api/page_content', ({ request }) =>
        reachable || new URL(request.url).searchParams.get('url') !== url ? undefined : HttpResponse.error(),
      ),
    );
    return () => void (reachable = true);
  }

  it('is said on a content page, which "Try again" then shows', async () => {
    const back = down('/about-us');
    const { user } = await startPortal('/about-us');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This page could not be loaded.');
    back();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await expectContentOf('/about-us', 'en');
  });

  it('is said by the guests’ catch-all, which keeps the address rather than sending to the login page', async () => {
    const back = down('/agency-days-2026');
    const { user } = await startPortal('/agency-days-2026');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This page could not be loaded.');
    expect(window.location.pathname).toBe('/agency-days-2026');
    back();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Days 2026' })).toBeInTheDocument();
  });
});
