// The account journeys on the real server: sign-up to the profile, a support session's link, the recovery page (the
// login form gone while it loads) and its mail's link. The sign-up form's rules and refusals, and an address that already has an account, are the integration
// journey's (tests/integration/journeys/sign-up.test.tsx), with a used recovery link; the server's side of them,
// tests/api/account.test.ts and tests/api/recovery.test.ts. Logging in (a refusal, back to the page that asked, an
// unsafe ref, the updated terms): tests/integration/journeys/session.test.tsx; an expired password:
// tests/integration/journeys/expired-password.test.tsx (a password changed on the real server: my-account.spec.ts).
// Both accessibility engines on every account form submitted empty: a11y-states-public.spec.ts (login, sign-up,
// recovery, new password) and a11y-states-member.spec.ts (complete the profile, change the password).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createMember, demo, freshAgentCode, impersonationLink, latestMail } from './support/accounts';
import { fillSignUp } from './support/sign-up';
import { navigateInApp } from './support/axe';
import { holdRequests } from './support/hold';
import { lazyChunkOf } from './support/lazy-chunk';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const balance = (page: Page) => page.getByTestId('main-balance');

test('sign up → success → log in → complete the profile (+500 miles) → log out', async ({ page, request }) => {
  test.setTimeout(60_000); // The captcha's proof of work, two logins and two saves on the real server.
  const email = `signup-${Date.now()}@example.com`;
  const agentCode = await freshAgentCode(request);
  await page.goto('/create-account');
  await fillSignUp(page, { agentCode, accessCode: 'AB12CD34EF', email });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL('/success/account-created');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await logIn(page, email, 'Signup#2026');
  await expect(page).toHaveURL('/home');
  await expect(balance(page)).toHaveText('500 miles');

  // Opened inside the app: the header's balance must follow the saved profile without a reload.
  await navigateInApp(page, '/complete-account');
  await page.getByLabel('Phone number').fill('+32 2 123 45 67');
  await page.getByLabel('Job title').fill('Travel consultant');
  await page.getByLabel('Address').fill('Rue Royale 1');
  await page.getByLabel('Postcode').fill('1000');
  await page.getByLabel('Town or city').fill('Brussels');
  await page.getByLabel('Date of birth').fill('1990-05-04');
  await page.getByRole('button', { name: 'Complete my profile' }).click();
  await expect(page).toHaveURL('/home');
  await expect(balance(page)).toHaveText('1\u00a0000 miles');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(balance(page)).toHaveCount(0);
});

// The banner is among a member's header parts (src/app/shell/member-header-parts.ts), a chunk of its own; who is acting
// is read on every user load from the start. Here the chunk arrives only after the member's data: the banner must
// still say whose account it is. A link used once already is refused by the server (tests/api/impersonation.test.ts),
// which the page says, and a reload keeps the support session (tests/integration/journeys/support-session.test.tsx).
test('an impersonation hash leaves no trace in the URL; the support banner shows even when the header parts arrive after the member data; a confirmation the session may not send says so', async ({
  page,
  request,
}) => {
  const url = await impersonationLink(request, demo);
  const release = await holdRequests(page, await lazyChunkOf('src/app/shell/member-header-parts.ts'));
  const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user_light');
  // Not until the page's load: the held chunk may be among what the page waits for.
  await page.goto(url, { waitUntil: 'commit' });
  await user;
  release();
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('Dana Meyer', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(url);
  await expect(page.getByRole('region', { name: 'Support session' })).toBeVisible();
  await expect(page.getByText('Support session: you are acting as Dana Meyer.')).toBeVisible();
  // A form whose submit only shows what would be sent (the transfer's review) opens it in a support session; the
  // confirmation, whose operation the contract refuses there (createTransfer), says so, from the session the real
  // server opened.
  await page.goto('/exchange-my-miles/transfer-miles');
  const form = page.locator('[data-form="transfer-miles"][data-live="true"]');
  await form.getByLabel('Agent code of the recipient').fill('FA654321');
  await form.getByLabel('Miles to transfer').fill('1000');
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm the transfer' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Not possible in a support session: transferring miles.');
});

// While the recovery page's code is on its way, the hydrated login page has dropped its form: nothing can be typed into
// it and lost. A link used once already is refused by the server (tests/api/recovery.test.ts), which the page says
// (tests/integration/journeys/sign-up.test.tsx).
test('the recovery page, the login form gone while it loads; the mail link resets the password', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  // The link is in the form, which stays the server's HTML (a plain link) until the app takes it over.
  await expect(page.locator('[data-form="login"]')).toHaveAttribute('data-live', 'true');
  // Every script asked from now on is the next page's: held until the loading state has been seen.
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/login/recovery');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  release();
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  const mail = await latestMail(request, member.email);
  expect(mail.link).toMatch(/\/login\/reset-password\/\d+\/[\w-]+$/);
  await page.goto(new URL(mail.link ?? '', 'http://x').pathname);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Recovered#26');
  await page.getByLabel('Confirm your new password').fill('Recovered#26');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL('/success/password-changed');
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await logIn(page, member.email, 'Recovered#26');
  await expect(page).toHaveURL('/home');
});
