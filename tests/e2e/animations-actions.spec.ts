// The one-call animations on the real server, at a phone's width, as one throw-away member (so nothing here
// depends on another spec's state), in one page load moved from animation to animation as a link would: join the
// booster; an upcoming booster offers nothing to press; receive a voucher code and copy it; register for an event
// (one seat fewer) and cancel after confirming, by keyboard too; start an external course (a new tab); then a later
// visit of each shows what the server kept (the booster joined, the code, the course completed once the provider
// reports it). Both accessibility engines at 0 on every panel state (an event that is over shows the upcoming
// booster's period notice; a voucher not yet received, the booster's button). The booster's doubled miles are the
// server's rule (tests/api/animations-actions.test.ts, tests/api/miles-claims.test.ts); what the panels say and
// send, an event that is over included, is proven in jsdom by tests/unit/templates/animation-action.test.tsx and
// tests/integration/journeys/quiz-elearning.test.tsx.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, signIn } from './support/accounts';
import { auditPage, navigateInApp } from './support/axe';

// Seeded animations (server/animations/data): current booster, upcoming booster, voucher, event, external e-learning.
const BOOSTER = 8;
const UPCOMING_BOOSTER = 9;
const VOUCHER = 12;
const EVENT = 10;
const EXTERNAL = 14;

const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const miles = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function expectClean(page: Page, label: string) {
  expect(await auditPage(page), `accessibility violations: ${label}`).toEqual([]);
}

/** The animation's page, reached as a link in the portal would reach it (one page load for the whole journey). */
async function openAnimation(page: Page, id: number) {
  await navigateInApp(page, `/earn/animations/${id}`);
  await expect(page.getByTestId('animation-detail')).toHaveAttribute('data-animation-id', String(id));
}

/** What the server holds of the member's part in an animation, read beside the page. */
function animationOf(request: APIRequestContext, token: string) {
  return async (id: number) => {
    const response = await request.get(`/api/animation_light/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as { starts_on: string; action: Record<string, unknown> };
  };
}

test.use({ viewport: { width: 360, height: 800 } });

test('booster, voucher, event and external course: each panel sends its call, and the server keeps what it answered', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The provider's site is outside the test: answer its address with a blank page.
  await context.route('https://learning.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Course</title>' }),
  );
  const member = await createMember(request);
  const stored = animationOf(request, (await apiLogin(request, member)).token);
  await signIn(page, request, member);
  const today = longDay(new Date().toISOString());

  await test.step('booster: joined', async () => {
    await page.goto(`/earn/animations/${BOOSTER}`);
    await expect(page.getByTestId('animation-detail')).toHaveAttribute('data-animation-id', String(BOOSTER));
    // Opened directly, the animation's content has the content system's look (a readable line length), as on a content page.
    await expect(page.locator('.cms-rich-text').first()).not.toHaveCSS('max-width', 'none');
    const join = page.getByRole('button', { name: 'Join the booster' });
    await expect(join).toBeVisible();
    await expectClean(page, 'booster, not joined');

    await join.click();
    await expect(page.getByTestId('booster-joined')).toContainText(`You joined this booster on ${today}`);
    await expect(join).toHaveCount(0);
    await expectClean(page, 'booster, joined');
  });

  await test.step('an upcoming booster says from when, and offers nothing to press', async () => {
    // The spring booster, which the demo seeds to start 60 days after the server's first start: its date is the
    // API's (a run that crosses midnight must not expect one day later than the seed wrote).
    const booster = await stored(UPCOMING_BOOSTER);
    expect(booster.starts_on > new Date().toISOString().slice(0, 10)).toBe(true);
    await openAnimation(page, UPCOMING_BOOSTER);
    await expect(page.getByTestId('animation-period-notice')).toContainText(`It starts on ${longDay(`${booster.starts_on}T00:00:00Z`)}`);
    await expect(page.getByRole('button', { name: 'Join the booster' })).toHaveCount(0);
    await expectClean(page, 'booster, upcoming');
  });

  let code = '';
  await test.step('voucher: the code received is copied', async () => {
    await openAnimation(page, VOUCHER);
    await page.getByRole('button', { name: 'Receive my voucher code' }).click();
    const box = page.getByTestId('code-received');
    await expect(box).toContainText('Here is your code');
    code = (await box.getByTestId('animation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^SPA-/);
    await box.getByRole('button', { name: 'Copy' }).click();
    await expect(box.getByTestId('animation-code-status')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectClean(page, 'voucher, code received and copied');
  });

  await test.step('event: registered (one seat fewer), then cancelled after confirming, by keyboard too', async () => {
    await openAnimation(page, EVENT);
    const seats = page.getByTestId('event-seats-left');
    await expect(seats).toContainText(/seats? left of 40/);
    const before = Number(/^(\d+) seats? left/.exec((await seats.textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThan(1);
    await expectClean(page, 'event, not registered');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('event-registered')).toContainText('You are registered for this event.');
    expect((await stored(EVENT)).action.registered).toBe(true);
    // Others may register meanwhile (parallel runs): at most what it was, less one.
    await expect(seats).toContainText(/seats? left of 40/);
    expect(Number(/^(\d+)/.exec((await seats.textContent()) ?? '')?.[1])).toBeLessThanOrEqual(before - 1);
    await expectClean(page, 'event, registered');

    // With the keyboard: the dialog opens on Enter, Escape closes it and the focus is back on the button.
    const cancel = page.getByRole('button', { name: 'Cancel my registration' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel your registration?' });
    await expect(dialog).toBeVisible();
    // The safe choice has the focus: a stray Enter keeps the registration.
    await expect(dialog.getByRole('button', { name: 'Keep my registration' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    expect((await stored(EVENT)).action.registered).toBe(true);
    await cancel.click();
    await expect(dialog).toBeVisible();
    await expectClean(page, 'event, cancel confirmation');
    await dialog.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
    await expect(page.getByTestId('event-registered')).toHaveCount(0);
    expect((await stored(EVENT)).action.registered).toBe(false);
  });

  await test.step('external course: a new tab without opener records the start', async () => {
    await openAnimation(page, EXTERNAL);
    const link = page.getByRole('link', { name: 'Start the course (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expectClean(page, 'external, not started');

    const started = page.waitForResponse((r) => r.url().endsWith(`/api/animations/${EXTERNAL}/external_start`) && r.status() === 200);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await started;
    expect(tab.url()).toBe('https://learning.example.com/courses/london-weekend');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(page.getByTestId('external-in-progress')).toContainText('completion is reported by the provider');
    await expectClean(page, 'external, in progress');
  });

  await test.step('a later visit shows what the server kept: the booster joined, the code, the course completed', async () => {
    await openAnimation(page, BOOSTER);
    await expect(page.getByTestId('booster-joined')).toContainText(`You joined this booster on ${today}`);

    await openAnimation(page, VOUCHER);
    const kept = page.getByTestId('code-kept');
    await expect(kept.getByTestId('animation-code')).toHaveText(code);
    await expect(kept).toContainText(`Your code, received on ${today}`);
    await expect(page.getByRole('button', { name: 'Receive my voucher code' })).toHaveCount(0);
    await expectClean(page, 'voucher, code kept');

    const reported = await request.post(`/api/dev/animations/${EXTERNAL}/external_completion`, { data: { email: member.email } });
    expect(reported.status(), await reported.text()).toBe(200);
    await openAnimation(page, EXTERNAL);
    await expect(page.getByTestId('external-completed')).toContainText(`${miles(350)} miles credited`);
    await expectClean(page, 'external, completed');
  });
});
