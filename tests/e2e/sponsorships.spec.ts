// Sponsorships on the real server: the empty list; a colleague invited (the refusal of inviting them twice on the
// field), who signs up with the mailed link: the sponsor sees "Registered", then the colleague's first accepted
// booking claim qualifies the invitation (1 000 miles, in the sponsor's history). What the page says and sends in
// every other case (a list that cannot be loaded, oneself, not an address, a member's address, the menu, Dutch) is
// proven in jsdom by tests/integration/journeys/sponsorships.test.tsx; the server's rules by
// tests/api/miles-sponsorships.test.ts; both engines audit the page's states in a11y-states-member.spec.ts (empty,
// failed, the form empty and refused) and a11y-engines.spec.ts (the demo member's invitations at every step).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { authHeaders, createMember, freshAgentCode, latestMail, signIn } from './support/accounts';
import { fillSignUp } from './support/sign-up';

const inviteForm = (page: Page) => page.getByRole('region', { name: 'Invite a colleague' });
const invitations = (page: Page) => page.getByRole('region', { name: 'My invitations' });

async function invite(page: Page, email: string) {
  await inviteForm(page).getByLabel('Your colleague’s e-mail address').fill(email);
  await inviteForm(page).getByRole('button', { name: 'Send the invitation' }).click();
}

test('invite (twice refused) → the colleague signs up with the link → registered → first claim accepted → qualified', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000); // Two members, a sign-up with its captcha's proof of work and a claim on the real server.
  const sponsor = await createMember(request);
  const colleague = `invited-${Date.now()}-${process.pid}@example.com`;
  await signIn(page, request, sponsor);
  await page.goto('/my-sponsorships');
  await expect(page.getByRole('heading', { level: 1, name: 'My sponsorships' })).toBeVisible();
  await expect(invitations(page).getByText('You have not invited anyone yet.')).toBeVisible();

  await invite(page, colleague);
  await expect(
    inviteForm(page)
      .getByRole('status')
      .filter({ hasText: `Your invitation has been sent to ${colleague}.` }),
  ).toBeFocused();
  await expect(inviteForm(page).getByLabel('Your colleague’s e-mail address')).toHaveValue('');
  const item = invitations(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: colleague }) });
  await expect(item.getByTestId('sponsorship-status')).toHaveText('Step 1 of 3: Invited');
  await expect(item.getByRole('list', { name: 'Progress of the invitation' }).getByRole('listitem')).toHaveText([
    /Invited\s*done on/,
    /Registered\s*not yet/,
    /First booking accepted\s*not yet/,
  ]);

  // Invited twice, in another case: refused on the field, the text kept.
  await invite(page, colleague.toUpperCase());
  await expect(inviteForm(page).getByText('You have already invited this colleague.').first()).toBeVisible();
  await expect(inviteForm(page).getByLabel('Your colleague’s e-mail address')).toHaveValue(colleague.toUpperCase());

  // The colleague's mail carries the sign-up link with the sponsorship token.
  const mail = await latestMail(request, colleague);
  expect(mail.link).toMatch(/^\/create-account\/[A-Za-z0-9_-]+$/);
  const guest = await browser.newContext();
  const signUp = await guest.newPage();
  await signUp.goto(mail.link ?? '');
  await fillSignUp(signUp, { agentCode: await freshAgentCode(request), email: colleague });
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(signUp).toHaveURL('/success/account-created');
  await guest.close();

  await page.reload();
  await expect(item.getByTestId('sponsorship-status')).toHaveText('Step 2 of 3: Registered');
  await expect(item).toContainText('Signed up as Robin P.');
  await expect(item).toContainText('Miles earned: 0 miles');

  // The colleague's first booking claim is accepted: the invitation qualifies and earns the sponsor 1 000 miles.
  const booking = (await (await request.post('/api/dev/bookings', { data: {} })).json()) as Record<string, string | number>;
  const claim = await request.post('/api/booking_claims', {
    headers: await authHeaders(request, { email: colleague, password: 'Signup#2026' }),
    data: {
      booking_number: booking.booking_number,
      cf_number: booking.cf_number,
      property: booking.property,
      guest_firstname: booking.guest_firstname,
      guest_lastname: booking.guest_lastname,
      source: 'website',
      check_in: booking.check_in,
      check_out: booking.check_out,
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  await page.reload();
  await expect(item.getByTestId('sponsorship-status')).toHaveText('Step 3 of 3: First booking accepted');
  await expect(item).toContainText('Miles earned: 1\u00a0000 miles');
  await expect(invitations(page)).toContainText('Miles earned through sponsorship: 1\u00a0000 miles');
  await expect(page.getByTestId('main-balance')).toHaveText('1\u00a0000 miles');
  const history = (await (await request.get('/api/points_history', { headers: await authHeaders(request, sponsor) })).json()) as {
    items: { type: string; amount: number }[];
  };
  expect(history.items[0]).toMatchObject({ type: 'sponsorship', amount: 1000 });
});
