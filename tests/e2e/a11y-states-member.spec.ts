// Both engines (axe WCAG 2.2 AA + IBM Equal Access, support/axe.ts) on the member pages' error, empty and
// form-error states, each state once. Error: the page's own data call answers 500 or 503 or times out (that call
// only; the rest runs against the real server). Empty: a fresh member of this worker (no movements, favourites or
// sponsorships), logged in once per worker. Form errors: each form submitted empty (error summary) and refused by
// the real server where a refusal needs no captcha. Also the not-found template and the service-unreachable notice.
// A language changes the texts of a state, not its structure (every language has every key: the config check):
// the states are spread over the three languages, so each language is seen in error, empty and form states; every
// page in every language is audited loaded (a11y-engines.spec.ts). Guest pages: a11y-states-public.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { privateRoutes } from './fixtures';
import { createMember, signIn, type Account } from './support/accounts';
import { pathsFor } from './support/route-paths';
import enShell from '../../config/locales/en/shell.json' with { type: 'json' };
import enPages from '../../config/locales/en/pages.json' with { type: 'json' };
import frShell from '../../config/locales/fr-be/shell.json' with { type: 'json' };
import frPages from '../../config/locales/fr-be/pages.json' with { type: 'json' };
import nlShell from '../../config/locales/nl-be/shell.json' with { type: 'json' };
import nlPages from '../../config/locales/nl-be/pages.json' with { type: 'json' };

// Each language's strings: its namespace files' groups together (a key names its group, not its file).
const locales = { en: { ...enShell, ...enPages }, 'fr-be': { ...frShell, ...frPages }, 'nl-be': { ...nlShell, ...nlPages } };
import { expect, failCall, input, open, refuseCall, submitForm, test, useMemberSession } from './support/states';

/** The per-member budget's refusal (429), which the browser tests switch off on the server (MILES_RATE_LIMIT). */
const tooManyRequests = { status: 429, key: 'too_many_requests', message: 'Too many requests' };

/** A member of the test's own (a refusal that went through would no longer leave the worker's member empty). */
async function ownMember(page: Page, request: APIRequestContext, language: string): Promise<Account> {
  const member = await createMember(request);
  await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
  await signIn(page, request, member);
  return member;
}

type FailingCall = { path: string; call: string | RegExp; failure: 500 | 503 | 'timeout' };

/** The pages whose data call is made to fail, and the call, by the language they are audited in. */
const failingCalls: Record<'en' | 'fr-be', FailingCall[]> = {
  en: [
    { path: '/home', call: 'points_history', failure: 500 },
    { path: '/home', call: 'users_stats', failure: 503 },
    { path: '/my-miles', call: 'points_history', failure: 'timeout' },
    { path: '/my-favorites', call: 'favorites', failure: 500 },
  ],
  'fr-be': [
    { path: '/my-sponsorships', call: 'sponsorships', failure: 503 },
    { path: '/exchange-my-miles/transfer-miles', call: 'points_transfers_expiration', failure: 500 },
    { path: '/my-account', call: /\/api\/\w+\/countries_light(?:\?|$)/, failure: 500 },
    { path: '/discover/the-programme', call: 'page_content', failure: 503 },
  ],
};

/** Each call made to fail in turn, the page opened and audited with its failure shown. */
async function auditFailingCalls(page: Page, audit: (label: string) => Promise<void>, language: string, calls: FailingCall[]) {
  for (const { path, call, failure } of calls) {
    const release = await failCall(page, call, failure);
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // By design no notice when the country list fails: the form comes without it (the choice is left to the member).
    if (!(typeof call !== 'string' && call.source.includes('countries'))) await expect(page.getByRole('alert').first()).toBeVisible();
    await audit(`${path} with ${String(call)} ${failure}`);
    await release();
  }
}

test.describe('member states', () => {
  test('both engines: member pages whose data call fails, and the not-found page, en', async ({ page, audit, emptyMember }) => {
    await useMemberSession(page, emptyMember, 'en');
    await auditFailingCalls(page, audit, 'en', failingCalls.en);

    await open(page, '/no-such-page-at-all');
    await expect(page.locator('[data-template="not-found"]')).toBeVisible();
    await audit('not found');
  });

  test('both engines: member pages whose data call fails, and the service unreachable, fr-be', async ({ page, audit, emptyMember }) => {
    await useMemberSession(page, emptyMember, 'fr-be');
    await auditFailingCalls(page, audit, 'fr-be', failingCalls['fr-be']);

    // The whole API unreachable while the member's session loads: the shell and the service notice.
    await failCall(page, /\/api\//, 'timeout');
    await page.goto('/home');
    await expect(page.getByRole('alert').filter({ hasText: locales['fr-be'].service.unreachable })).toBeVisible();
    // Nothing can load: the page's own loading states stay beside the notice, and are audited with it.
    await audit('service unreachable', { loading: true });
  });

  test('both engines: member pages of a fresh member (empty history, favourites, sponsorships), nl-be', async ({
    page,
    audit,
    emptyMember,
  }) => {
    await useMemberSession(page, emptyMember, 'nl-be');
    for (const path of [
      '/home',
      '/my-miles',
      '/my-favorites',
      '/my-sponsorships',
      '/earn/declare-booking',
      '/exchange-my-miles/transfer-miles',
      '/my-account',
    ]) {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
      await audit(`${path} empty`);
    }
  });

  test('both engines: member forms submitted empty and refused (claim, transfer, invitation), nl-be', async ({ page, audit, request }) => {
    const member = await ownMember(page, request, 'nl-be');
    // Declare a booking: empty, then a real booking with a guest name the server does not find.
    const booking = (await (await request.post('/api/dev/bookings', { data: {} })).json()) as Record<string, string>;
    await open(page, '/earn/declare-booking');
    await submitForm(page, 'declare-booking');
    await audit('declare-booking empty');
    await input(page, 'declare-booking', 'booking_number').fill(booking.booking_number ?? '');
    await input(page, 'declare-booking', 'cf_number').fill(booking.cf_number ?? '');
    await page.locator('[data-form="declare-booking"] [role="combobox"]').fill(booking.hotel_name ?? '');
    await page.locator('[role="listbox"] [role="option"]').first().click();
    await input(page, 'declare-booking', 'guest_firstname').fill(booking.guest_firstname ?? '');
    await input(page, 'declare-booking', 'guest_lastname').fill('Nobody');
    await input(page, 'declare-booking', 'source').selectOption({ index: 1 });
    await input(page, 'declare-booking', 'check_in').fill(booking.check_in ?? '');
    await input(page, 'declare-booking', 'check_out').fill(booking.check_out ?? '');
    await page.locator('[data-form="declare-booking"] button[type="submit"]').click();
    await expect(page.getByTestId('booking-not-found')).toBeVisible();
    await audit('declare-booking refused (not found)');

    // Transfer: empty, then refused by the server (a fresh member has no miles to give).
    await open(page, '/exchange-my-miles/transfer-miles');
    await submitForm(page, 'transfer-miles');
    await audit('transfer-miles empty');
    await input(page, 'transfer-miles', 'agent_code').fill('FA123456');
    await input(page, 'transfer-miles', 'amount').fill('1000');
    await page.locator('[data-form="transfer-miles"] button[type="submit"]').click();
    await expect(page.locator('[data-form="transfer-miles"] .form-summary, main [role="alert"]').first()).toBeVisible();
    await audit('transfer-miles refused');

    // Invite a colleague: empty, then an address the server refuses (the member's own).
    await open(page, '/my-sponsorships');
    await submitForm(page, 'sponsorship-invite');
    await audit('sponsorship-invite empty');
    await input(page, 'sponsorship-invite', 'email').fill(member.email);
    await page.locator('[data-form="sponsorship-invite"] button[type="submit"]').click();
    await expect(page.locator('[data-form="sponsorship-invite"] .form-summary')).toBeVisible();
    await audit('sponsorship-invite refused');
  });

  test('both engines: member forms submitted empty and refused (contact, account), fr-be', async ({ page, audit, request }) => {
    await ownMember(page, request, 'fr-be');
    // Contact (member): empty, then the per-member budget's refusal (a message for the whole form).
    await open(
      page,
      pathsFor(
        privateRoutes.filter((r) => r.id === 'contact'),
        'fr-be',
      )[0] ?? '/contact',
    );
    await submitForm(page, 'contact');
    await audit('contact empty');
    await refuseCall(page, 'contact_messages', tooManyRequests);
    await input(page, 'contact', 'subject').selectOption({ index: 1 });
    await input(page, 'contact', 'message').fill('A question about my miles, long enough to be sent.');
    await page.locator('[data-form="contact"] button[type="submit"]').click();
    // In the page's language (the API's English text is only the fallback for a key no locale has).
    await expect(page.locator('[data-form="contact"] .form-summary')).toContainText(locales['fr-be'].validation.server.too_many_requests);
    await audit('contact refused');

    // My account: the details with a required name cleared; the password change empty and refused.
    await open(page, '/my-account');
    await input(page, 'profile', 'firstname').fill('');
    await submitForm(page, 'profile');
    await audit('profile empty name');
    await submitForm(page, 'change-password');
    await audit('change-password empty');
    await input(page, 'change-password', 'current_password').fill('Not-my#2026pw');
    await input(page, 'change-password', 'password').fill('Renewed#2026ok');
    await input(page, 'change-password', 'password_confirmation').fill('Renewed#2026ok');
    await page.locator('[data-form="change-password"] button[type="submit"]').click();
    await expect(page.locator('[data-form="change-password"] .form-summary')).toContainText(
      locales['fr-be'].validation.server.wrong_current_password,
    );
    await audit('change-password refused');
    await submitForm(page, 'profile-image');
    await audit('profile-image empty');

    await open(page, '/complete-account');
    await submitForm(page, 'complete-account');
    await audit('complete-account empty');
  });
});
