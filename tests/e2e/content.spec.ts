// Every content route shows the content system's page (title, meta description, zones) in the three languages, for
// guests and members; FAQ deep links and search; press and media kit; the guest catch-all; preview vs a normal
// visitor; the video embed; the contact form; both engines on the content pages the route sweep of axe.spec does not
// visit.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, publicRoutes, test } from './fixtures';
import { agent, apiLogin, createMember, signIn } from './support/accounts';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import { pathsFor } from './support/route-paths';
import { solveCaptcha } from './support/sign-up';
import { holdRequests } from './support/hold';

type Language = 'en' | 'fr-be' | 'nl-be';

/** Content routes as a visitor sees them: [English path, content url, fr-be path, nl-be path]. */
const guestPages: [string, string, string?, string?][] = [
  ['/discover/the-programme', '/discover/the-programme'],
  ['/earn/how-to-earn', '/earn/how-to-earn'],
  ['/earn', '/earn'],
  ['/earn/bookings', '/earn/bookings'],
  ['/burn/gift-shop', '/burn/gift-shop'],
  ['/offers/booster-2x', '/offers/booster-2x'],
  ['/faq', '/faq'],
  ['/legal-mentions', '/legal-mentions', '/mentions-legales', '/wettelijke-vermeldingen'],
  ['/legal-terms', '/legal-terms'],
  ['/privacy-policy', '/privacy-policy', '/politique-de-confidentialite', '/privacybeleid'],
  ['/cookies-policy', '/cookies-policy', '/politique-cookies', '/cookiebeleid'],
  ['/who-we-are', '/who-we-are'],
  ['/about-us', '/about-us'],
  ['/sustainability', '/sustainability'],
  ['/tools', '/tools'],
  ['/contact', '/contact', '/nous-contacter', '/contacteer-ons'],
  ['/press', '/press'],
  ['/press/about', '/press/about'],
  ['/press/release/autumn-booster-2026', '/press/release/autumn-booster-2026'],
  ['/media-kit', '/press/media-kit'],
];
/** The public list's own paths (requirements §2.1 vs §2.2): members read the media kit under /press. The legal
 *  mentions are in both lists (config/routes/tracked.json), at the same path. */
const visitorOnly = ['/media-kit'];
/** What only members open (private list): the media kit under /press. */
const memberOnly: [string, string][] = [['/press/media-kit', '/press/media-kit']];

interface CmsPage {
  title: string;
  description?: string;
}

async function cmsPage(request: APIRequestContext, url: string, language: Language): Promise<CmsPage> {
  const response = await request.get(`/api/page_content?url=${encodeURIComponent(url)}`, { headers: { 'Accept-Language': language } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as CmsPage;
}

/** Waits for the content page to be loaded and checks it is the content system's page, not a state message. */
async function expectContent(page: Page, expected: CmsPage) {
  await expect(page.locator('article[data-template]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
  await expect(page.locator('.cms-zone').first()).toBeVisible();
  await expect(page.locator('article[data-template] [role="alert"]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`${expected.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Miles`));
  if (expected.description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
}

const languageLabel = { en: 'Language', 'fr-be': 'Langue', 'nl-be': 'Taal' } as const;

async function visitAll(
  page: Page,
  request: APIRequestContext,
  language: Language,
  pages: [string, string, string?, string?][],
  member = false,
) {
  const pathOf = ([en, , fr, nl]: [string, string, string?, string?]) =>
    (language === 'fr-be' ? fr : language === 'nl-be' ? nl : undefined) ?? en;
  if (member) {
    // A member's language is the profile's (English for the demo member): switched as a member would.
    await page.goto(pages[0]![0]);
    // A public page arrives as the guests' prerendered HTML: its select is plain HTML until the app is live.
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    if (language !== 'en')
      await page
        .getByLabel(/^(Language|Langue|Taal)$/)
        .first()
        .selectOption(language);
    await expect(page.getByLabel(languageLabel[language])).toBeVisible();
  } else {
    await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
  }
  await page.goto(pathOf(pages[0]!));
  if (!member) await injectAxe(page);
  const auditedRoutes = new Set(pathsFor(publicRoutes, language));
  const failures: Record<string, string[]> = {};
  for (const entry of pages) {
    const path = pathOf(entry);
    if (path !== pathOf(pages[0]!)) await navigateInApp(page, path);
    await expectContent(page, await cmsPage(request, entry[1], language));
    // Both engines audit each page as a visitor sees it, unless axe.spec does already (every public route, every
    // language): here only the pages the content system serves through the catch-all or a parameter. A member's visit
    // shows the same zones in the member's shell, which a11y-engines.spec audits on every private page.
    if (member || auditedRoutes.has(path)) continue;
    const violations = await auditPage(page);
    if (violations.length) failures[path] = violations;
  }
  expect(failures).toEqual({});
}

for (const language of ['en', 'fr-be', 'nl-be'] as const) {
  test(`every content page, as a guest, in ${language}: the CMS title, description and zones, axe clean`, async ({ page, request }) => {
    await visitAll(page, request, language, guestPages);
    if (language === 'fr-be')
      await test.step('the FAQ in fr-be states the programme rules with their figures', async () => {
        await navigateInApp(page, '/faq');
        await page.getByRole('searchbox').fill('carte');
        await expect(page.locator('.faq__category')).not.toHaveCount(0);
        const text = await page.locator('.faq').evaluate((faq) => {
          faq.querySelectorAll<HTMLElement>('[hidden]').forEach((panel) => panel.removeAttribute('hidden'));
          return faq.textContent ?? '';
        });
        expect(text.replace(/\s/g, ' ')).toMatch(/500 miles/);
      });
  });
}

/** The pages a member reads in English: one of each kind (the programme with its tags, the FAQ, a localised legal
 *  page, a release by its parameter) and the media kit only members open under /press. The guests' visits above prove
 *  every page's content in every language; a11y-engines.spec audits the member's shell on every private page. */
const memberPages = guestPages.filter(([p]) =>
  ['/discover/the-programme', '/faq', '/privacy-policy', '/press/release/autumn-booster-2026'].includes(p),
);

test('a member reads content pages in the member shell and language, sees the content system only pages, and writes to contact', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // A dozen pages, each checked against the API's own answer, and a message sent.
  // A member of their own: the language switches are theirs, not the shared demo member's.
  const member = await createMember(request);
  await signIn(page, request, member);
  await test.step('in English, one page of each kind and the media kit under /press', async () => {
    await visitAll(page, request, 'en', [...memberPages, ...memberOnly], true);
  });
  await test.step("the programme page shows the members' call to action, not the guests' (content tags)", async () => {
    await navigateInApp(page, '/discover/the-programme');
    await expect(page.locator('.cms-cta a[href="/earn/declare-booking"]').first()).toBeVisible();
    await expect(page.locator('.cms-cta a[href="/create-account"]')).toHaveCount(0);
  });
  await test.step('a page that exists only in the content system is shown, axe clean; else the not-found screen', async () => {
    await page.goto('/agency-days-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency Days 2026');
    await expect(page.locator('article[data-template="public-page"]')).toBeVisible();
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await navigateInApp(page, '/no-such-page-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL('/no-such-page-anywhere');
  });
  // The pages whose path is the language's own, after the member switches the language.
  const localised = guestPages.filter(([p, , fr, nl]) => !visitorOnly.includes(p) && (fr || nl));
  for (const language of ['fr-be', 'nl-be'] as const)
    await test.step(`in ${language}, the pages of their own path`, async () => visitAll(page, request, language, localised, true));
  await test.step('contact in nl-be: no e-mail or captcha to give, the answer goes to the account address', async () => {
    await navigateInApp(page, '/contacteer-ons');
    await expect(page.getByText(`We antwoorden op ${member.email}.`)).toBeVisible();
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await page.getByLabel('Onderwerp').selectOption({ label: 'Een boekingsregistratie' });
    await page.getByLabel('Uw bericht').fill('Mijn boeking van vorige week staat nog niet in mijn overzicht.');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt, uw bericht is verzonden.' })).toContainText(/C-\d{6}/);
  });
});

test('FAQ: a deep link opens its question, opening another updates the address, search filters as you type', async ({ page }) => {
  await page.goto('/faq/earning/when-are-my-miles-valid');
  const question = page.getByRole('button', { name: 'When are my miles valid?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(question).toBeFocused();
  await expect(page.getByRole('region', { name: 'When are my miles valid?' })).toContainText('7 days');
  await expect(page.locator('.faq__nav a[aria-current]')).toHaveAttribute('href', '/faq/earning');

  // Keyboard: Enter on another question opens it and the address follows, focus staying on the button.
  const other = page.getByRole('button', { name: 'How much does a new card cost?' });
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL('/faq/prepaid-card/how-much-does-a-new-card-cost');
  await expect(other).toBeFocused();
  await expect(page.getByRole('region', { name: 'How much does a new card cost?' })).toContainText('500');

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('PIN');
  await expect(page.locator('.accordion__entry').filter({ visible: true })).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Where can I find my PIN?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'When are my miles valid?' })).toHaveCount(0);
  await expect(page.locator('#faq-search-count')).toHaveText(/\d+ questions? match/);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zeppelin');
  await expect(page.getByText('No question matches “zeppelin”.')).toBeVisible();

  // A link to a question that no longer exists says so and shows every question.
  await page.goto('/faq/earning/a-question-removed-last-year');
  await expect(page.getByText('The question of this link no longer exists.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'When are my miles valid?' })).toBeVisible();
});

test('press: the room lists the releases, a release opens, the media kit downloads are served', async ({ page, request }) => {
  await page.goto('/press');
  const releases = page.locator('.cms-press__release');
  await expect(releases).toHaveCount(2);
  await expect(releases.first().locator('time')).toHaveText('20 October 2026');
  await releases.first().getByRole('link').click();
  await expect(page).toHaveURL('/press/release/autumn-booster-2026');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Autumn booster');
  await page
    .getByRole('link', { name: /Press room/ })
    .first()
    .click();
  await expect(page).toHaveURL('/press');

  await page.goto('/media-kit');
  const downloads = page.locator('.cms-download__link');
  await expect(downloads).not.toHaveCount(0);
  for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^(image\/svg\+xml|application\/pdf|image\/png)/);
  }
  await page.goto('/press/release/a-release-that-never-was');
  await expect(page.getByText('This page does not exist, or no longer exists.')).toBeVisible();
});

test('the video plays from the privacy-enhanced host only after a click, which the CSP allows', async ({ page }) => {
  // Tests reach nothing but loopback: the provider answers from here.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  const response = await page.goto('/discover/the-programme');
  expect(response?.headers()['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /Play the video/ }).click();
  const frame = page.locator('.cms-video iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
  await expect(frame).toHaveAttribute('title', /.+/);
});

test('a press on Play before the app has started is kept: the video plays once the app runs', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  // The app's scripts held back, as on a slow phone: the prerendered page is all there is when the visitor presses.
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto('/discover/the-programme', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.locator('.cms-video iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test("a guest: the programme's call to action, a content-only page by the catch-all, else the login page, and no forged preview", async ({
  page,
}) => {
  await test.step("the programme page shows the guests' call to action, not the members' (content tags)", async () => {
    await page.goto('/discover/the-programme');
    await expect(page.locator('.cms-cta a[href="/create-account"]').first()).toBeVisible();
    await expect(page.locator('.cms-cta a[href="/earn/declare-booking"]')).toHaveCount(0);
  });
  await test.step('the catch-all shows a page that exists only in the content system, else goes to the login page', async () => {
    await page.goto('/agency-days-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency Days 2026');
    await expect(page.locator('article[data-template="public-page"]')).toBeVisible();
    await page.goto('/no-such-page-anywhere');
    await expect(page).toHaveURL('/login?ref=%2Fno-such-page-anywhere');
  });
  await test.step('a forged preview entry shows nothing a visitor could not see', async () => {
    await page.goto('/preview?token=forged&url=/winter-challenge-2027');
    await expect(page).toHaveURL('/login?ref=%2Fwinter-challenge-2027');
  });
});

// A refusal the visitor can do nothing about (the fixtures fail a test on 5xx console errors, so a 429).
const tooMany = {
  status: 429,
  contentType: 'application/json',
  body: '{"code":429,"message":"Too many requests. Please try again in a minute.","key":"too_many_requests"}',
};

// Both engines on a content page whose content call fails: a11y-states-public.spec.ts.
test('the content system cannot answer: a content page and the catch-all say so, keep the address, and "Try again" shows the page', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/page_content**', (route) => (fail ? route.fulfill(tooMany) : route.fallback()));
  // A page the build did not prerender: a prerendered one carries its content and never asks (scripts/prerender.ts).
  await page.goto('/about-us');
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(failure).toBeVisible();
  fail = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.locator('.cms-zone').first()).toBeVisible();

  // The guest catch-all: not sent to the login page when the content system is down.
  fail = true;
  await page.goto('/agency-days-2026');
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL('/agency-days-2026');
  fail = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency Days 2026');
});

async function previewToken(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, agent);
  const response = await request.post('/api/admin/preview_tokens', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

test('a draft is invisible to a normal visitor and shown in preview, with its banner and unknown-item placeholders', async ({
  page,
  request,
  browser,
}) => {
  const url = `/preview-fixture-${Date.now()}`;
  const draft = {
    url,
    language: 'en',
    status: 'draft',
    title: 'Draft announcement',
    zones: {
      main: [
        { type: 'rich_text', html: '<p>Not yet public.</p>' },
        { type: 'countdown_timer', until: '2027-01-01' },
      ],
    },
  };
  expect((await request.put('/api/dev/content', { data: draft })).status()).toBe(204);

  // A normal visitor: no page at that address (the catch-all goes on to the login page).
  await page.goto(url);
  await expect(page).toHaveURL(`/login?ref=${encodeURIComponent(url)}`);
  expect((await request.get(`/api/page_content?url=${url}`)).status()).toBe(404);

  // The content system's preview button: the admin-preview address with a staff token.
  const token = await previewToken(request);
  await page.goto(`/preview?token=${token}&url=${encodeURIComponent(url)}`);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('region', { name: 'Leave preview' })).toContainText('Preview: you are seeing draft content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft announcement');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('“countdown_timer” is not supported');
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  // Another tab of the same browser is not in preview (the token lives in this tab's session storage).
  const other = await browser.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(`/login?ref=${encodeURIComponent(url)}`);
  await other.close();

  await page.getByRole('button', { name: 'Leave preview' }).click();
  await expect(page.getByRole('region', { name: 'Leave preview' })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(`/login?ref=${encodeURIComponent(url)}`);
});

// Both engines on the guest's contact form with its errors: a11y-states-public.spec.ts.
test('contact as a guest: errors keep what was typed, then the message is sent with a reference', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Subject').selectOption({ label: 'My miles' });
  const subject = page.getByLabel('Subject').locator('option:checked');
  await page.getByLabel('Your message').fill('Too short');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Please write at least 10 characters.').first()).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('Too short');
  await expect(subject).toHaveText('My miles');

  await page.getByLabel('Your message').fill('My stay at Horizon Brussels in October has not arrived in my history.');
  await page.getByLabel('Your e-mail address (for our answer)').fill('guest.agent@example.com');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send the message' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/Your reference is C-\d{6}\./);
  await expect(sent).toBeFocused();
});
