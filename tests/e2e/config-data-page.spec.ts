// The guide "Add a page with a form and a data source" (docs/editors/page-with-form-and-data.md), followed on a copy of the project and replayed
// against the real reference server (no mock): a page config that declares a data source (GET sponsorships)
// and a form (sponsorship-invite, submitted to the contract's createSponsorship operation, reloading the data
// source on success), its translation keys in three languages and a private route; `check:config` and a
// build of the copy. Those steps are support/guide-copy.ts's `addTeamInvitationsPage`, run, checked and built
// once by the `guideCopy` fixture (support/guide-copy-test.ts), on the copy editor-added-field.spec.ts serves too. The demo member then sees the invitations the server holds, is
// refused on the form's field for a colleague already invited, sends an invitation and sees it in the list, in
// English and Dutch. No TypeScript is written for the page: data-list and config-form are generic blocks.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { auditPage, injectAxe } from './support/axe';
import { demo, signIn } from './support/accounts';
import { teamInvitations as strings } from './support/guide-copy';
import { expect, test } from './support/guide-copy-test';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

test.describe('a page with a form and a data source, from config alone', () => {
  // Two audits by both engines and a language switch: past the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  let server: OwnServer | undefined;
  let base = '';

  test.beforeAll(async ({ guideCopy }) => {
    // The real server on its own database (seeded with the demo accounts and their invitations), serving the copy's build.
    server = await startOwnServer({ distDir: join(guideCopy, 'dist') });
    base = server.base;
  });

  test.afterAll(async () => {
    await server?.close();
  });

  const list = (page: Page, language: keyof typeof strings) => page.getByRole('region', { name: strings[language].list });
  const form = (page: Page, language: keyof typeof strings) => page.getByRole('region', { name: strings[language].form });

  test('shows the member’s invitations from the API, refuses on the field, sends one and lists it', async ({ page, playwright }) => {
    // A real login on this server (its own database and keys), stored as the portal stores a session.
    const api = await playwright.request.newContext({ baseURL: base });
    await signIn(page, api, demo);
    await api.dispose();
    await page.goto(`${base}/team-invitations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Team invitations' })).toBeVisible();

    // The data source: the six invitations the server seeded for the demo member, newest first.
    const items = list(page, 'en').getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText('omar.haddad@example.net');
    await expect(items.filter({ hasText: 'sam.carter@example.net' })).toContainText(/Miles earned\s*1\s000/);
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);

    // The form: the API's refusal lands on the field (the generic submit's error carries the endpoint's violations).
    const email = form(page, 'en').getByLabel('Your colleague’s e-mail address');
    await email.fill('omar.haddad@example.net');
    await form(page, 'en').getByRole('button', { name: 'Send the invitation' }).click();
    await expect(form(page, 'en').getByText('You have already invited this colleague.').first()).toBeVisible();
    await expect(items).toHaveCount(6);

    // A new colleague: sent, the message shows, the form is empty again, and the reloaded source lists them.
    const colleague = `guide-${Date.now()}@example.com`;
    await email.fill(colleague);
    await form(page, 'en').getByRole('button', { name: 'Send the invitation' }).click();
    await expect(form(page, 'en').getByText('Your invitation is on its way.')).toBeFocused();
    await expect(form(page, 'en').getByLabel('Your colleague’s e-mail address')).toHaveValue('');
    await expect(items).toHaveCount(7);
    await expect(items.first()).toContainText(colleague);
    expect(await auditPage(page)).toEqual([]);

    // Read back after a reload (the server stored it), in Dutch: the page's keys in that language.
    await page.getByLabel('Language').selectOption('nl-be');
    await expect(page.getByRole('heading', { level: 1, name: 'Teamuitnodigingen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Teamuitnodigingen' })).toBeVisible();
    await expect(list(page, 'nl-be').getByRole('listitem')).toHaveCount(7);
    await expect(list(page, 'nl-be').getByRole('listitem').first()).toContainText(colleague);
    await expect(list(page, 'nl-be').getByRole('listitem').first()).toContainText('Uitgenodigd op');
  });
});
