// Dead ends a guest or a member could meet: a bookmark of a member page, a mail link opened while logged in, a page
// with a path per list, a content link to a page the reader cannot open, "Back" on a page opened from outside, and a
// malformed confirmation link. Each against the real server. The country the sign-up form preselects for each
// language is the integration journey's (tests/integration/journeys/sign-up.test.tsx).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { agent, createMember, demo, impersonationLink, signIn } from './support/accounts';
import { navigateInApp } from './support/axe';

test('a guest meets no dead end on the media kit and the programme; a member neither, nor on /login or a mail link', async ({
  page,
  request,
}) => {
  await test.step('a guest following the tools page link gets the media kit', async () => {
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Open the media kit' }).click();
    await expect(page).toHaveURL('/media-kit');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/media kit/i);
  });
  await test.step('the programme page offers "Create my account" to a guest', async () => {
    await navigateInApp(page, '/discover/the-programme');
    await expect(page.getByRole('link', { name: 'Create my account' }).first()).toBeVisible();
  });
  await test.step('a malformed confirmation link says so in the reader language, not the validator pattern', async () => {
    for (const [language, text] of [
      ['fr-be', 'Ce lien n’est pas valide'],
      ['nl-be', 'Deze link is niet geldig'],
    ] as const) {
      await page.evaluate((l) => window.localStorage.setItem('language_public', l), language);
      await page.goto('/confirm/account/not-a-number/slug');
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('Must match pattern')).toHaveCount(0);
    }
    await page.evaluate(() => window.localStorage.removeItem('language_public'));
  });

  await signIn(page, request, await createMember(request));
  await test.step('a member typing /media-kit gets it at /press/media-kit; its "Back", opened from outside, leads home', async () => {
    await page.goto('/media-kit');
    await expect(page).toHaveURL('/press/media-kit');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/media kit/i);
    // The page's own "Back" (the back-link block) on a page opened from outside the portal.
    const back = page.locator('a.back-link');
    await expect(back).toHaveAccessibleName('Back to the start page');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await back.click();
    await expect(page).toHaveURL('/home');
    // The member's own session: no support-session banner.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Support session' })).toHaveCount(0);
  });
  await test.step('"Back" on a page that offers the start page itself shows it once; reached from inside, it goes back', async () => {
    await page.goto('/under-construction');
    await expect(page.getByRole('link', { name: 'Back to the start page', exact: true })).toHaveCount(1);
    // Reached from inside the portal (an entry of the app's own history), "Back" goes back.
    await page.evaluate(() => window.history.pushState({ idx: 1, key: 'x', usr: null }, '', '/under-construction'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state })));
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });
  await test.step('the programme page offers the ways to earn to a member, not "Create my account"', async () => {
    await navigateInApp(page, '/discover/the-programme');
    await expect(page.getByRole('link', { name: 'All the ways to earn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create my account' })).toHaveCount(0);
  });
  await test.step('a member on /login may go home instead; the page is tracked under the route name', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are logged in');
    const pagename = await page.evaluate(() =>
      ((window as unknown as { dataLayer: { pagename?: string }[] }).dataLayer ?? []).map((e) => e.pagename).at(-1),
    );
    expect(pagename).toBe('login');
    await page.getByRole('link', { name: 'Go to my home page' }).click();
    await expect(page).toHaveURL('/home');
  });
  await test.step('a member opening a mail link is told to log out, and logging out opens it', async () => {
    await page.goto('/confirm/account/12/not-a-real-slug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are logged in');
    await expect(page.getByText('This link confirms an account.')).toBeVisible();
    await page.getByRole('button', { name: 'Log out and open this page' }).click();
    // The same address, now as a visitor: the confirmation is tried (and refused: the slug is made up).
    await expect(page).toHaveURL('/confirm/account/12/not-a-real-slug');
    await expect(page.getByRole('alert').or(page.getByText('This link is not valid any more'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });
});

test('an agent logged into their own account can use an impersonation link after logging out', async ({ page, request }) => {
  const url = await impersonationLink(request, demo);
  await signIn(page, request, agent);
  await page.goto(url);
  await expect(page.getByText('This link opens a session as another member.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out and open this page' }).click();
  await expect(page).toHaveURL('/home');
  // The impersonation is said on every page, with the way out.
  const banner = page.getByRole('region', { name: 'Support session' });
  await expect(banner).toContainText('Support session: you are acting as Dana Meyer.');
  // The page's history calls are still under way when the session ends (held here, as on a slow line): answered
  // after the logout, they are refused, and that refusal must not reload the page nor bring the member back.
  const held: Request[] = [];
  let releaseHistory: () => void = () => undefined;
  const historyReleased = new Promise<void>((resolve) => (releaseHistory = resolve));
  await page.route('**/api/points_history*', async (route) => {
    held.push(route.request());
    await historyReleased;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My miles', exact: true }).click();
  await expect(banner).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await banner.getByRole('button', { name: 'End the support session' }).click();
  await expect(page).toHaveURL('/login');
  await expect(banner).toHaveCount(0);
  // Now the held calls are answered (refused: the session is gone) and the app has read their answers.
  releaseHistory();
  await Promise.all(held.map((request) => request.response()));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  // signIn's init script signs the agent in again on any load whose session storage lacks its flag, and the logout
  // cleared session storage: the flag is put back so the reload shows what the browser kept, not a new sign-in
  // (without it the agent's revoked session came back on CI, refused, and reloaded to "/").
  await page.evaluate(() => window.sessionStorage.setItem('signed-in', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

// /offers, the offer pages and the earn and burn pages, walked link by link from /offers, /earn and
// /burn (every in-portal link of each content page, following those that open another offers, earn or burn
// page). Each link must open a page: never the not-found screen, an error, a content failure or an error404
// page view; a guest following a link to a member page gets the login page with `ref` (the router's rule).
// Their audits: axe.spec.ts (every public page) and content.spec.ts (every content page, as a guest).
const walkedPages = ['offers', 'offer', 'earn', 'burn'];

async function walkOffersEarnBurn(page: Page, asGuest: boolean): Promise<string[]> {
  const queue = ['/offers', '/earn', '/burn'];
  const seen = new Set(queue);
  const visited: string[] = [];
  const pageViews = () => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length);
  // One page load; every other page is opened as its link opens it, by the app's router (client-side).
  await page.goto(queue[0]!);
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  let first = true;
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (!first) {
      const before = await pageViews();
      await navigateInApp(page, path);
      // The page view is pushed once the new page is rendered: the checks below look at that page, not the last one.
      await expect.poll(pageViews, path).toBeGreaterThan(before);
    }
    first = false;
    const shown = page.locator('#root [data-template]').first();
    await expect(shown, path).toBeVisible();
    await expect(page.locator('[data-template][aria-busy="true"]'), path).toHaveCount(0);
    const template = await shown.getAttribute('data-template');
    expect([path, template]).not.toEqual([path, expect.stringMatching(/^(not-found|error)$/)]);
    const pagename = await page.evaluate(
      () => ((window as unknown as { dataLayer?: { pagename?: string }[] }).dataLayer ?? []).at(-1)?.pagename,
    );
    expect([path, pagename]).not.toEqual([path, 'error404']);
    if (template === 'login') {
      // Only a guest is asked to log in: at the link's address (/earn/animations/*) or at /login with `ref`.
      expect([path, asGuest]).toEqual([path, true]);
      const url = new URL(page.url());
      expect([url.pathname, url.searchParams.get('ref')]).toEqual(url.pathname === '/login' ? ['/login', path] : [path, null]);
      visited.push(`${path} → login`);
      continue;
    }
    visited.push(path);
    if (!walkedPages.includes((await shown.getAttribute('data-page')) ?? '')) continue;
    await expect(shown.locator('[role="alert"]'), `${path}: content failure`).toHaveCount(0);
    const hrefs = await shown.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (href.startsWith('/media/') || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return visited;
}

test('offers, earn and burn pages have no dead end for a guest', async ({ page }) => {
  test.setTimeout(60_000); // Every offers, earn and burn page, both accessibility engines on each offers page.
  const guest = await walkOffersEarnBurn(page, true);
  // The walk did reach the offers and the member pages those pages promote.
  expect(guest).toEqual(expect.arrayContaining(['/offers/autumn-quiz', '/earn/booster', '/burn/transfers', '/earn/animations → login']));
});

test('offers, earn and burn pages have no dead end for a member', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  const member = await walkOffersEarnBurn(page, false);
  expect(member).toEqual(
    expect.arrayContaining(['/offers/autumn-quiz', '/earn/animations', '/exchange-my-miles', '/exchange-my-miles/transfer-miles']),
  );
});
