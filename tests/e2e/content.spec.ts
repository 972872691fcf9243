// Content pages against the real server and database, as only a browser shows them: both engines on the content pages
// the route sweep of axe.spec does not visit (those the content system serves through a parameter or the catch-all),
// each checked against the content system's own answer, in every language; the video embed, nothing loaded from
// the provider until a press, then played from the privacy-enhanced host as the CSP allows; a draft in preview
// with a staff token of the real server, audited, and another tab of the same browser not in preview; a guest's
// message sent with the captcha solved. What the pages show, for guests and members, in every language, the FAQ,
// the press room, preview mode and the contact form's rules are the integration tier's
// (tests/integration/content-pages.test.tsx, tests/integration/journeys/faq.test.tsx, content-preview.test.tsx,
// contact.test.tsx).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, publicRoutes, test } from './fixtures';
import { agent, apiLogin } from './support/accounts';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import { pathsFor } from './support/route-paths';
import { solveCaptcha } from './support/sign-up';
import { contentPathIn, contentRoutes, type ContentLanguage as Language, type ContentRoute } from '../fixtures/content-routes';

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

/** A page the content system serves only here: a campaign at an address no route has (the catch-all shows it). */
const catchAllPage: [string, string] = ['/agency-days-2026', '/agency-days-2026'];

test('the content pages axe.spec does not visit, in every language: the content system’s title and zones, both engines clean', async ({
  page,
  request,
}) => {
  for (const language of ['en', 'fr-be', 'nl-be'] as const) {
    await test.step(language, async () => {
      const pathOf = (route: ContentRoute) => contentPathIn(route, language);
      // axe.spec audits every public route in every language: here the pages served through a parameter or the catch-all.
      const audited = new Set(pathsFor(publicRoutes, language));
      // The catch-all's template once: in every language it lays out the same zones.
      const pages = [...contentRoutes.filter((entry) => !audited.has(pathOf(entry))), ...(language === 'en' ? [catchAllPage] : [])];
      // Init scripts run in the order added: the last language stored is this step's.
      await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
      await page.goto(pathOf(pages[0]!));
      await injectAxe(page);
      const failures: Record<string, string[]> = {};
      for (const [index, entry] of pages.entries()) {
        if (index > 0) await navigateInApp(page, pathOf(entry));
        await expectContent(page, await cmsPage(request, entry[1], language));
        const violations = await auditPage(page);
        if (violations.length) failures[pathOf(entry)] = violations;
      }
      expect(failures).toEqual({});
    });
  }
});

test('the video loads nothing from the provider until a press, then plays from the privacy-enhanced host as the CSP allows', async ({
  page,
}) => {
  // Tests reach nothing but loopback: the provider answers from here.
  const asked: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  const response = await page.goto('/discover/the-programme');
  expect(response?.headers()['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const play = page.getByRole('button', { name: /Play the video/ });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(asked).toEqual([]);
  await play.click();
  // The frame loads under the CSP: a violation would fail the test (fixtures.ts).
  const frame = page.locator('.cms-video iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
  await expect(frame).toHaveAttribute('title', /.+/);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});

async function previewToken(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, agent);
  const response = await request.post('/api/admin/preview_tokens', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

test('a draft shows in preview with a staff token, audited; another tab of the same browser is not in preview', async ({
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

  // Another tab of the same browser is a normal visitor (the token lives in this tab's session storage): no page there.
  const other = await browser.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(`/login?ref=${encodeURIComponent(url)}`);
  await other.close();
});

// Both engines on the guest's contact form with its errors: a11y-states-public.spec.ts. The form's rules keeping what
// was typed, and a member's message: tests/integration/journeys/contact.test.tsx.
test('contact as a guest: the message is sent with the captcha solved, and its reference is said', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Subject').selectOption({ label: 'My miles' });
  await page.getByLabel('Your message').fill('My stay at Horizon Brussels in October has not arrived in my history.');
  await page.getByLabel('Your e-mail address (for our answer)').fill('guest.agent@example.com');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send the message' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/Your reference is C-\d{6}\./);
  await expect(sent).toBeFocused();
});
