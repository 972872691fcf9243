// The account journeys on the real server. The sign-up form's rules and refusals, and an address that already has
// an account, are the integration journey's (tests/integration/journeys/sign-up.test.tsx); the server's side of
// them, tests/api/account.test.ts. Both accessibility engines on every account form submitted empty:
// a11y-states-public.spec.ts (login, sign-up, recovery, new password) and a11y-states-member.spec.ts (complete the
// profile, change the password).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createMember, demo, freshAgentCode, impersonationLink, latestMail } from './support/accounts';
import { fillSignUp } from './support/sign-up';
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

  await page.goto('/complete-account');
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

// Every unsafe ref is refused by safeRef (tests/unit/lib/safe-ref.test.ts); here the one the browser's own URL parser
// turns into another host, after a refused and then an accepted login on the real server.
test('logging in: back to the page that asked for it after a refusal, an unsafe ref kept out, the updated terms announced', async ({
  page,
  baseURL,
}) => {
  await test.step('a guest sent from /my-miles to the login page is refused wrong credentials, the e-mail kept, then comes back to /my-miles', async () => {
    await page.goto('/my-miles');
    await expect(page).toHaveURL('/login?ref=%2Fmy-miles');
    await expect(page.getByText('Private pages cannot be accessed')).toBeVisible();
    await logIn(page, 'nobody@example.com', 'Wrong#2026pw');
    await expect(page.getByRole('alert').first()).toContainText('The e-mail address or the password is incorrect.');
    await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
    await logIn(page, demo.email, demo.password);
    await expect(page).toHaveURL('/my-miles');
    await expect(page.getByText('Dana Meyer', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
  });
  await test.step('after login, an unsafe ref lands on a page of the portal', async () => {
    await page.goto(`/login?ref=${encodeURIComponent('/\\evil.example')}`);
    await logIn(page, demo.email, demo.password);
    await expect(page).toHaveURL('/home');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
  });
  await test.step('a login link ending in /terms asks to read the updated terms, then logs in as usual', async () => {
    await page.goto('/login/terms-update/x/y/terms');
    const notice = page.getByRole('status').filter({ hasText: 'Our terms have changed' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Terms of the programme' })).toHaveAttribute('href', '/legal-terms');
    await logIn(page, demo.email, demo.password);
    await expect(page).toHaveURL('/home');
  });
});

test('an expired password forces the change, then the member logs in with the new one', async ({ page, request }) => {
  const member = await createMember(request, { passwordExpired: true });
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed#2026');
  await page.getByLabel('Confirm your new password').fill('Renewed#2026');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page).toHaveURL('/success/password-changed');
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await logIn(page, member.email, 'Renewed#2026');
  await expect(page).toHaveURL('/home');
});

// The banner is among a member's header parts (src/app/shell/member-header-parts.ts), a chunk of its own; who is acting is read on every user load
// from the start. On a reload the chunk arrives only after the member's data: the banner must still say whose account it is.
test('an impersonation hash works once and leaves no trace in the URL; the support banner shows even when the header parts arrive after the member data', async ({
  page,
  browser,
  request,
}) => {
  const url = await impersonationLink(request, demo);
  await page.goto(url);
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('Dana Meyer', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(url);
  await expect(page.getByRole('region', { name: 'Support session' })).toBeVisible();

  await test.step('the same link in another browser is refused', async () => {
    const other = await browser.newPage();
    await other.goto(url);
    await expect(other.getByRole('alert')).toBeVisible();
    await expect(other.getByText('Dana Meyer', { exact: true })).toHaveCount(0);
    await other.close();
  });

  await test.step('a cold reload with the header parts held until the user data has answered still shows the banner', async () => {
    const release = await holdRequests(page, await lazyChunkOf('src/app/shell/member-header-parts.ts'));
    const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user_light');
    await page.reload();
    await user;
    release();
    await expect(page.getByRole('region', { name: 'Support session' })).toBeVisible();
    await expect(page.getByText('Support session: you are acting as Dana Meyer.')).toBeVisible();
  });
});

test('the recovery mail link resets the password, once', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/login/recovery');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  const mail = await latestMail(request, member.email);
  expect(mail.link).toMatch(/\/login\/reset-password\/\d+\/[\w-]+$/);
  const link = new URL(mail.link ?? '', 'http://x').pathname;
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Recovered#26');
  await page.getByLabel('Confirm your new password').fill('Recovered#26');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL('/success/password-changed');
  await page.goto('/login');
  await logIn(page, member.email, 'Recovered#26');
  await expect(page).toHaveURL('/home');
  // The link is single-use. Opened once the logout is done: a page loaded while it is on its way still has the session,
  // and a member is not offered the guests' reset form.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm your new password').fill('Another#2026');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('alert').first()).toContainText('This link is not valid any more');
});
