// The studio's whole journey for a form, in real browsers against a server of this spec's own (a publish changes what
// every page of its server sends): an editor adds a page with the invitation form, whose new field (the colleague's
// department) is required, and publishes it; the Dutch (Belgium) market team adds a route to that page for its language
// alone. A member's tab, open in Dutch before the publishes, takes them at its next navigation: the form asks for the
// new field in Dutch, refuses it empty in the browser (the live form's validator, nothing sent), and the server
// stores it with the invitation, which the list reads back. Before publishing, the editor previews the form as a member
// on a phone. English members never get the route. The editor restores
// the version before the market team's: the route is gone again. What each side proves alone:
// tests/api/studio-form-drafts.test.ts (the form's checks), tests/api/live-forms.test.ts (the server's rules follow
// the live form), tests/api/form-validator-module.test.ts (the browser's validator of a live form).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

const formFile = 'schemas/forms/sponsorship-invite.json';
const pageFile = 'config/pages/team-invitations.json';
const overlayFile = 'config/routes/overlays/nl-be.json';
const languages = ['en', 'fr-be', 'nl-be'] as const;
const words = {
  en: { department: 'Department', title: 'Team invitations', list: 'Invited', email: 'E-mail', form: 'Invite someone' },
  'fr-be': { department: 'Service', title: 'Invitations de l’équipe', list: 'Invités', email: 'E-mail', form: 'Inviter quelqu’un' },
  'nl-be': { department: 'Afdeling', title: 'Teamuitnodigingen', list: 'Uitgenodigd', email: 'E-mail', form: 'Iemand uitnodigen' },
};

let server: OwnServer | undefined;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.close();
});

const json = (value: unknown) => JSON.stringify(value, null, 2);
const shipped = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

async function studioToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post(`${server?.base}/api/studio/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Saves a draft of `file` made from the text as live in version `live` (the studio's If-Match of a file without draft). */
async function saveDraft(request: APIRequestContext, token: string, file: string, text: string, live: number) {
  const saved = await request.put(`${server?.base}/api/studio/file?file=${encodeURIComponent(file)}`, {
    headers: { authorization: `Bearer ${token}`, 'if-match': `"0.${live}"` },
    data: { text },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const liveVersion = async (request: APIRequestContext) =>
  ((await (await request.get(`${server?.base}/api/config/version`)).json()) as { version: number }).version;

/** The studio, logged in as the demo editor. */
async function studioAsEditor(page: Page) {
  await page.goto(`${server?.base}/studio`);
  await page.getByLabel('E-mail address').fill('editor@example.com');
  await page.getByLabel('Password').fill('Editor#2026ok');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: /^Forms/ })).toBeVisible();
}

test('an editor adds a page whose form asks for a new required field; a Dutch member’s open tab reaches it, and the server keeps the field', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(120_000); // Two publishes, a restore and three browsers on the real server.
  const base = server?.base ?? '';
  const api = await playwright.request.newContext({ baseURL: base });
  const member = await createMember(api);
  await signIn(page, api, member);
  await api.dispose();
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('language_logged', 'nl-be'));
  await page.goto(`${base}/my-sponsorships`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn peterschappen' })).toBeVisible();
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });

  // The editor: the page, the texts in the three languages (drafts saved through the API; the strings' screens:
  // studio-form.spec.ts), then the form's new field in the studio itself, where the checker holds it to its label.
  const editor = await studioToken(request, 'editor@example.com', 'Editor#2026ok');
  const live = await liveVersion(request);
  await saveDraft(
    request,
    editor,
    pageFile,
    json({
      $schema: '../../schemas/config/page.schema.json',
      template: 'my-account',
      title: 'pages.teamInvitations.title',
      dataSources: [{ name: 'invitations', endpoint: 'sponsorships', force: true }],
      forms: [
        { form: 'sponsorship-invite', operation: 'createSponsorship', onSuccess: { message: 'sponsorship.sent', reload: ['invitations'] } },
      ],
      blocks: [
        { block: 'config-form', props: { form: 'sponsorship-invite', title: 'pages.teamInvitations.form' } },
        {
          block: 'data-list',
          props: {
            source: 'invitations',
            title: 'pages.teamInvitations.list',
            heading: 'email',
            fields: [{ name: 'department', label: 'forms.fields.department' }],
            empty: 'sponsorship.empty',
          },
        },
      ],
    }),
    live,
  );
  for (const language of languages) {
    const file = `config/locales/${language}/shell.json`;
    const strings = shipped(file) as { pages: Record<string, unknown>; forms: { fields: Record<string, string> } };
    const { department, title, list, form } = words[language];
    strings.pages.teamInvitations = { title, list, form };
    strings.forms.fields.department = department;
    await saveDraft(request, editor, file, json(strings), live);
  }
  const studio = await browser.newPage();
  await studioAsEditor(studio);
  await studio.getByRole('button', { name: 'Change the fields of the form sponsorship-invite' }).click();
  await expect(studio.getByRole('heading', { level: 2, name: new RegExp(formFile) })).toBeVisible();
  const form = shipped(formFile) as { required: string[]; properties: Record<string, object> };
  const withoutLabel = {
    ...form,
    required: [...form.required, 'department'],
    properties: { ...form.properties, department: { type: 'string', title: 'forms.fields.departement', maxLength: 40 } },
  };
  const text = studio.getByLabel("The file's JSON");
  await text.fill(json(withoutLabel));
  // A misspelt label key is refused where it is (listed, and on the field in the form), the text kept; the right one
  // is valid with the strings' drafts.
  await expect(studio.getByText('translation key "forms.fields.departement" is missing in en, fr-be, nl-be')).toHaveCount(2);
  await text.fill(
    json({
      ...withoutLabel,
      properties: { ...withoutLabel.properties, department: { type: 'string', title: 'forms.fields.department', maxLength: 40 } },
    }),
  );
  await expect(studio.getByText('No problem: the config is valid with this text.')).toBeVisible();
  await studio.getByRole('button', { name: 'Save the draft' }).click();
  await expect(studio.getByText('Draft saved: version 1.')).toBeVisible();
  await studio.getByRole('button', { name: 'Back to the config' }).click();

  // Before publishing, the editor previews the form as a member on a phone: the shipped invitation page, in the frame,
  // asks for the department and refuses it empty, the preview's own validator at work.
  const preview = studio.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Address in the portal').fill('/my-sponsorships');
  await preview.getByLabel('Phone (360 px)').check();
  await preview.getByRole('button', { name: 'Preview my drafts' }).click();
  const frame = studio.frameLocator('iframe[title="The portal with your drafts"]');
  await frame.getByLabel('E-mail address').fill(member.email);
  await frame.getByLabel('Password').fill(member.password);
  await frame.getByRole('button', { name: 'Log in' }).click();
  const framed = frame.getByRole('region', { name: 'Invite a colleague' });
  await framed.getByLabel('Your colleague’s e-mail address').fill('preview@example.com');
  await framed.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(framed.getByLabel(/^Department/)).toBeFocused();
  await expect(framed.getByText('This field is required.').first()).toBeVisible();
  await preview.getByRole('button', { name: 'End the preview' }).click();

  const publishing = studio.getByRole('region', { name: 'Publish' });
  await publishing.getByLabel('What this version changes').fill('Team invitations, with the colleague’s department.');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(studio.locator(':focus')).toContainText(/^Version \d+ is published/);
  const editorsVersion = await liveVersion(request);

  // The Dutch market team gives the page a route of its language alone.
  const market = await studioToken(request, 'market-nl@example.com', 'Market#2026ok');
  const overlay = shipped(overlayFile);
  await saveDraft(
    request,
    market,
    overlayFile,
    json({
      ...overlay,
      add: { private: [{ id: 'team-invitations', path: '/teamuitnodigingen', page: 'team-invitations', tracking: 'team-invitations' }] },
    }),
    editorsVersion,
  );
  const published = await request.post(`${base}/api/studio/publish`, {
    headers: { authorization: `Bearer ${market}` },
    data: { message: 'Team invitations for Dutch members.' },
  });
  expect(published.status(), await published.text()).toBe(200);
  await expect.poll(() => liveVersion(request)).toBe(editorsVersion + 1);

  // That tab still shows the invitation form as it was loaded: an invitation sent from it is refused by the form as
  // published (the department is required now), and the page says the form has changed instead of naming a field it
  // does not show.
  const stale = page.getByRole('region', { name: 'Een collega uitnodigen' });
  await stale.getByLabel('E-mailadres van uw collega').fill(`stale-${Date.now()}@example.com`);
  await stale.getByRole('button', { name: 'De uitnodiging versturen' }).click();
  await expect(stale.getByRole('alert')).toContainText('Dit formulier is gewijzigd sinds deze pagina werd geladen');

  // The member's tab, open since before: its next navigation loads the live version, and the new route is there.
  await page.evaluate(() => Object.assign(window, { openedBeforeThePublish: true }));
  await page.clock.fastForward(2_000);
  await page.getByRole('banner').getByRole('link', { name: 'Mijn miles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn miles' })).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeThePublish' in window)).toBe(false);
  await page.goto(`${base}/teamuitnodigingen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teamuitnodigingen' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Iemand uitnodigen' });
  const department = invite.getByLabel(/^Afdeling/);
  await expect(department).toHaveAttribute('aria-required', 'true');

  // Refused in the browser, on the field, nothing sent: the live form's validator knows the new rule.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/sponsorships')) sent.push(request.url());
  });
  const colleague = `studio-${Date.now()}@example.com`;
  await invite.getByLabel('E-mailadres van uw collega').fill(colleague);
  await invite.getByRole('button', { name: 'De uitnodiging versturen' }).click();
  await expect(invite.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expect(department).toBeFocused();
  expect(sent).toEqual([]);
  await department.fill('Verkoop');
  await invite.getByRole('button', { name: 'De uitnodiging versturen' }).click();
  await expect(invite.getByText(`Uw uitnodiging is verstuurd naar ${colleague}.`)).toBeFocused();
  const item = page
    .getByRole('region', { name: 'Uitgenodigd' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: colleague }) });
  await expect(item).toContainText(/Afdeling\s*Verkoop/);
  const [row] = await (server?.db.query<{ form_extras: unknown }>('SELECT form_extras FROM sponsorships WHERE email = $1', [colleague]) ??
    []);
  expect(row?.form_extras).toEqual({ department: 'Verkoop' });

  // An English member: no such route.
  const english = await browser.newContext();
  const englishPage = await english.newPage();
  const englishApi = await playwright.request.newContext({ baseURL: base });
  await signIn(englishPage, englishApi, member);
  await englishApi.dispose();
  await englishPage.addInitScript(() => localStorage.setItem('language_logged', 'en'));
  await englishPage.goto(`${base}/teamuitnodigingen`);
  await expect(englishPage.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await english.close();

  // The editor restores the version before the market team's (its list read again, with the market team's version):
  // the route is gone again at the next page load.
  await studio.reload();
  await publishing.getByText(`Published versions (${editorsVersion + 1})`).click();
  await publishing.getByRole('button', { name: `Restore version ${editorsVersion}` }).click();
  await publishing.getByRole('button', { name: 'Restore', exact: true }).click();
  const outcome = studio.locator(':focus');
  await expect(outcome).toContainText(/^Version \d+ is published/);
  // The restore says what it takes from Dutch members' bookmarks.
  await expect(outcome.getByRole('listitem')).toHaveText(['/teamuitnodigingen in nl-be, route team-invitations']);
  await expect.poll(() => liveVersion(request)).toBe(editorsVersion + 2);
  await page.goto(`${base}/teamuitnodigingen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await studio.close();
});
