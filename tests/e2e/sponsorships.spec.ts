// Sponsorships on the real server: the empty list; a colleague invited (the refusal of inviting them twice, in
// another case, on the field), who signs up with the mailed link (the sign-up page sends the link's token): the
// sponsor's list, read again, shows the colleague registered under the name they signed up with. What the page
// says and sends in every other case (oneself, not an address, a member's address, an invitation qualified with its
// miles, a list that cannot be loaded, the menu, Dutch) is proven in jsdom by
// tests/integration/journeys/sponsorships.test.tsx; the server's rules (the first accepted booking claim qualifies
// the invitation and credits the sponsor 1 000 miles, in the history) by tests/api/miles-sponsorships.test.ts; both
// engines audit the page's states in a11y-states-member.spec.ts (empty, failed, the form empty and refused) and
// a11y-engines.spec.ts (the demo member's invitations at every step).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createMember, freshAgentCode, latestMail, signIn } from './support/accounts';
import { fillSignUp } from './support/sign-up';

const inviteForm = (page: Page) => page.getByRole('region', { name: 'Invite a colleague' });
const invitations = (page: Page) => page.getByRole('region', { name: 'My invitations' });

async function invite(page: Page, email: string) {
  await inviteForm(page).getByLabel('Your colleague’s e-mail address').fill(email);
  await inviteForm(page).getByRole('button', { name: 'Send the invitation' }).click();
}

test('invite (twice refused) → the colleague signs up with the mailed link → registered', async ({ page, request, browser }) => {
  test.setTimeout(60_000); // Two members and a sign-up with its captcha's proof of work on the real server.
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
  await expect(item.getByText('Step 1 of 3: Invited')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Progress of the invitation' }).getByRole('listitem')).toHaveText([
    /Invited\s*done on/,
    /Registered\s*not yet/,
    /First booking accepted\s*not yet/,
  ]);

  // Invited twice, in another case: the server refuses it, said on the field with the text kept.
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
  await expect(item.getByText('Step 2 of 3: Registered')).toBeVisible();
  await expect(item).toContainText(/Signed up as\s*Robin P\./);
  await expect(item).toContainText(/Miles earned\s*0\smiles/);
});
