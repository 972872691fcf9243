// README guide "Add a page with a form and a data source", followed on a copy of the project and replayed
// against the real reference server (no mock): a page config that declares a data source (GET sponsorships)
// and a form (sponsorship-invite, submitted to the contract's createSponsorship operation, reloading the data
// source on success), its translation keys in three languages and a private route; `check:config` and a
// build of the copy. The demo member then sees the invitations the server holds, is refused on the form's
// field for a colleague already invited, sends an invitation and sees it in the list, in English and Dutch.
// No TypeScript is written for the page: data-list and config-form are generic blocks.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { expect, test } from './fixtures';
import { auditPage, injectAxe } from './support/axe';
import { demo, signIn } from './support/accounts';
import { buildServer } from '../../server/app';

const strings = {
  en: {
    title: 'Team invitations',
    list: 'Colleagues you invited',
    empty: 'You have not invited anyone yet.',
    form: 'Invite another colleague',
    sent: 'Your invitation is on its way.',
    email: 'E-mail',
    miles: 'Miles earned',
    invited: 'Invited on',
  },
  'fr-be': {
    title: 'Invitations de l’équipe',
    list: 'Les collègues que vous avez invités',
    empty: 'Vous n’avez encore invité personne.',
    form: 'Inviter un autre collègue',
    sent: 'Votre invitation est en route.',
    email: 'E-mail',
    miles: 'Miles gagnés',
    invited: 'Invité le',
  },
  'nl-be': {
    title: 'Teamuitnodigingen',
    list: 'Collega’s die u hebt uitgenodigd',
    empty: 'U hebt nog niemand uitgenodigd.',
    form: 'Nog een collega uitnodigen',
    sent: 'Uw uitnodiging is onderweg.',
    email: 'E-mail',
    miles: 'Verdiende miles',
    invited: 'Uitgenodigd op',
  },
} as const;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

test.describe('a page with a form and a data source, from config alone', () => {
  // A copy of the project is checked and built (a few seconds with Vite 8, more on a busy machine).
  test.describe.configure({ timeout: 360_000 });
  let server: FastifyInstance;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    const project = mkdtempSync(join(tmpdir(), 'miles-data-guide-'));
    for (const entry of ['src', 'config', 'schemas', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'])
      cpSync(entry, join(project, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
    const config = (path: string) => join(project, 'config', path);
    // 1. The page config: a data source, a form, and the two blocks that show them.
    writeJson(config('pages/team-invitations.json'), {
      $schema: '../../schemas/config/page.schema.json',
      template: 'my-account',
      title: 'pages.teamInvitations.title',
      dataSources: [{ name: 'invitations', endpoint: 'sponsorships' }],
      forms: [
        {
          form: 'sponsorship-invite',
          operation: 'createSponsorship',
          onSuccess: { message: 'pages.teamInvitations.sent', reload: ['invitations'] },
        },
      ],
      blocks: [
        {
          block: 'data-list',
          props: {
            source: 'invitations',
            title: 'pages.teamInvitations.list',
            fields: [
              { name: 'email', label: 'pages.teamInvitations.email' },
              { name: 'miles', label: 'pages.teamInvitations.miles', format: 'number' },
              { name: 'created_at', label: 'pages.teamInvitations.invited', format: 'date' },
            ],
            empty: 'pages.teamInvitations.empty',
          },
        },
        { block: 'config-form', props: { form: 'sponsorship-invite', title: 'pages.teamInvitations.form' } },
      ],
    });
    // 2. The translation keys, in the three locale files.
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const locale = readJson(config(`locales/${language}.json`)) as { pages: Record<string, unknown> };
      locale.pages.teamInvitations = strings[language];
      writeJson(config(`locales/${language}.json`), locale);
    }
    // 3. The route, in the private list (members only).
    const routes = readJson(config('routes/private.json')) as { routes: unknown[] };
    routes.routes.push({ id: 'team-invitations', path: '/team-invitations', page: 'team-invitations', tracking: 'team-invitations' });
    writeJson(config('routes/private.json'), routes);
    // 4. `npm run check:config` must print "Config is valid."; then the build the server serves.
    expect(execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: project, encoding: 'utf8' })).toContain('Config is valid.');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: project, stdio: 'pipe' });
    // The real server on its own in-memory database (seeded with the demo accounts and their invitations).
    server = await buildServer({ distDir: join(project, 'dist'), rateLimit: false });
    base = await server.listen({ host: '127.0.0.1', port: 0 });
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
