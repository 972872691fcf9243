// The one-call animations on the real server, each as a throw-away member (so nothing here depends on another
// spec's state): join the booster (kept after a reload); receive a voucher code, copy it, find it again after a
// reload; register for an event (one seat fewer) and cancel after confirming, by keyboard too; start an external
// course (a new tab) and see it completed once the provider reports it; a closed event and an upcoming booster
// offer nothing to press. Both accessibility engines at 0 on every
// panel state. The booster's doubled miles are the server's rule
// (tests/api/animations-actions.test.ts, tests/api/miles-claims.test.ts); what the panels say and send is proven
// in jsdom by tests/integration/journeys/quiz-elearning.test.tsx.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage } from './support/axe';

// Seeded animations (server/animations/data): current booster, voucher, event, external e-learning.
const BOOSTER = 8;
const VOUCHER = 12;
const EVENT = 10;
const EXTERNAL = 14;

const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const miles = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function expectClean(page: Page, label: string) {
  expect(await auditPage(page), `accessibility violations: ${label}`).toEqual([]);
}

/** The rest of the journey on a phone's width (360 px). */
async function phoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
}

async function openAnimation(page: Page, id: number) {
  await page.goto(`/earn/animations/${id}`);
  await expect(page.getByTestId('animation-detail')).toHaveAttribute('data-animation-id', String(id));
}

async function animationOf(request: APIRequestContext, account: Account, id: number) {
  const { token } = await apiLogin(request, account);
  const response = await request.get(`/api/animation_light/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { starts_on: string; action: Record<string, unknown>; participation: { miles_earned: number | null } };
}

test.describe('animation actions', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('booster: join, and the server keeps it; closed and upcoming animations offer nothing to press', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, request, member);
    await openAnimation(page, BOOSTER);
    // Opened directly, the animation's content has the content system's look (a readable line length), as on a content page.
    await expect(page.locator('.cms-rich-text').first()).not.toHaveCSS('max-width', 'none');
    const join = page.getByRole('button', { name: 'Join the booster' });
    await expect(join).toBeVisible();
    await expectClean(page, 'booster, not joined');
    await phoneWidth(page);

    await join.click();
    const joined = page.getByTestId('booster-joined');
    await expect(joined).toContainText(`You joined this booster on ${longDay(new Date().toISOString())}`);
    await expect(join).toHaveCount(0);
    await expectClean(page, 'booster, joined');
    await phoneWidth(page);
    // Still joined after a reload: the server keeps it.
    await page.reload();
    await expect(page.getByTestId('booster-joined')).toBeVisible();
    expect((await animationOf(request, member, BOOSTER)).action.joined_at).not.toBeNull();

    await test.step('closed and upcoming animations say so and offer nothing to press', async () => {
      await openAnimation(page, 19); // an event of last year
      await expect(page.getByText('This event is over.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
      await expectClean(page, 'event, closed');
      await phoneWidth(page);

      // The spring booster, which the demo seeds to start 60 days after the server's first start: its date is the
      // API's (a run that crosses midnight must not expect one day later than the seed wrote).
      const booster = await animationOf(request, member, 9);
      expect(booster.starts_on > new Date().toISOString().slice(0, 10)).toBe(true);
      await openAnimation(page, 9);
      await expect(page.getByTestId('animation-period-notice')).toContainText(`It starts on ${longDay(`${booster.starts_on}T00:00:00Z`)}`);
      await expect(page.getByRole('button', { name: 'Join the booster' })).toHaveCount(0);
      await expectClean(page, 'booster, upcoming');
      await phoneWidth(page);
    });
  });

  test('voucher: receive the code, copy it, and find it again after a reload', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await createMember(request);
    await signIn(page, request, member);
    await openAnimation(page, VOUCHER);
    const receive = page.getByRole('button', { name: 'Receive my voucher code' });
    await expect(receive).toBeVisible();
    await expectClean(page, 'voucher, no code yet');
    await phoneWidth(page);

    await receive.click();
    const box = page.getByTestId('code-received');
    await expect(box).toContainText('Here is your code');
    const code = (await box.getByTestId('animation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^SPA-/);
    expect((await animationOf(request, member, VOUCHER)).action.code).toBe(code);
    await box.getByRole('button', { name: 'Copy' }).click();
    await expect(box.getByTestId('animation-code-status')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectClean(page, 'voucher, code received and copied');
    await phoneWidth(page);

    await page.reload();
    const kept = page.getByTestId('code-kept');
    await expect(kept.getByTestId('animation-code')).toHaveText(code);
    await expect(kept).toContainText(`Your code, received on ${longDay(new Date().toISOString())}`);
    await expect(page.getByRole('button', { name: 'Receive my voucher code' })).toHaveCount(0);
    await expectClean(page, 'voucher, code kept');
    await phoneWidth(page);
  });

  test('event: register (one seat fewer), then cancel after confirming (the seat back)', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, request, member);
    await openAnimation(page, EVENT);
    const seats = page.getByTestId('event-seats-left');
    const seatsText = (await seats.textContent()) ?? '';
    const before = Number(/^(\d+) seats? left/.exec(seatsText)?.[1]);
    expect(before).toBeGreaterThan(1);
    await expectClean(page, 'event, not registered');
    await phoneWidth(page);

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('event-registered')).toContainText('You are registered for this event.');
    // Others may register meanwhile (parallel runs): at most what it was, less one.
    expect((await animationOf(request, member, EVENT)).action.registered).toBe(true);
    await expect(seats).toContainText(/seats? left of 40/);
    const during = Number(/^(\d+)/.exec((await seats.textContent()) ?? '')?.[1]);
    expect(during).toBeLessThanOrEqual(before - 1);
    await expectClean(page, 'event, registered');
    await phoneWidth(page);

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
    expect((await animationOf(request, member, EVENT)).action.registered).toBe(true);
    await cancel.click();
    await expect(dialog).toBeVisible();
    await expectClean(page, 'event, cancel confirmation');
    await phoneWidth(page);
    await dialog.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
    await expect(page.getByTestId('event-registered')).toHaveCount(0);
    expect((await animationOf(request, member, EVENT)).action.registered).toBe(false);
    await expectClean(page, 'event, cancelled');
  });

  test('external e-learning: the link opens a new tab and records the start; completion reported by the provider', async ({
    page,
    request,
    context,
  }) => {
    const member = await createMember(request);
    await signIn(page, request, member);
    // The provider's site is outside the test: answer its address with a blank page.
    await context.route('https://learning.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Course</title>' }),
    );
    await openAnimation(page, EXTERNAL);
    const link = page.getByRole('link', { name: 'Start the course (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expectClean(page, 'external, not started');
    await phoneWidth(page);

    const started = page.waitForResponse((r) => r.url().endsWith(`/api/animations/${EXTERNAL}/external_start`) && r.status() === 200);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await started;
    expect(tab.url()).toBe('https://learning.example.com/courses/london-weekend');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(page.getByTestId('external-in-progress')).toContainText('completion is reported by the provider');
    await expectClean(page, 'external, in progress');
    await phoneWidth(page);

    const reported = await request.post(`/api/dev/animations/${EXTERNAL}/external_completion`, { data: { email: member.email } });
    expect(reported.status(), await reported.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('external-completed')).toContainText(`${miles(350)} miles credited`);
    await expectClean(page, 'external, completed');
    await phoneWidth(page);
  });
});
