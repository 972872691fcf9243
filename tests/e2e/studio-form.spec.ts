// The studio's form of a config file, drawn from the config's own schema, beside its JSON view, against the real
// server: an editor changes a page in the form (the JSON view follows, a line for a line, keys in place), the config
// checker's problem sits on the field it is about, the JSON view's change shows in the form, and the draft is saved;
// a market team on a phone, in Dutch (the schema's words too), adds a change to its language's routes with the form's
// own buttons. A strings file has a form of its own: a text added under a key it checks, the checker's problem on that
// text, a removal. The schema-to-form rules: scripts/build-config-form-validators.ts; the helpers:
// tests/unit/studio/config-form-helpers.test.ts, string-entries.test.ts; the schema's words:
// tests/unit/studio/schema-texts.test.ts.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { auditPage } from './support/axe';
import { logInToStudio } from './support/studio';

const logIn = logInToStudio;

test('an editor changes a page in its form: the JSON follows, a problem sits on its field, the JSON view’s change shows in the form', async ({
  page,
}) => {
  const shipped = readFileSync('config/pages/contact.json', 'utf8');
  await page.goto('/studio');
  await logIn(page, 'editor@example.com', 'Editor#2026ok');
  await page.getByRole('searchbox', { name: 'Search' }).fill('contact');
  await page.getByRole('button', { name: 'Change the page contact' }).click();
  const form = page.getByRole('region', { name: 'Form' });
  const json = page.getByLabel("The file's JSON");
  const title = form.getByRole('textbox', { name: /^title/ });
  await expect(title).toHaveValue('pages.contact.title');
  await expect(form.getByRole('combobox', { name: /^template/ }).locator('option:checked')).toHaveText('contact');

  await title.fill('pages.contact.noSuchTitle');
  // The text changes by the one value, its keys where they were.
  await expect(json).toHaveValue(`${JSON.stringify({ ...JSON.parse(shipped), title: 'pages.contact.noSuchTitle' }, null, 2)}\n`);
  await expect(title).toHaveAccessibleDescription(/pages\.contact\.noSuchTitle/);
  await expect(page.getByRole('list', { name: 'Problems in this file' })).toContainText('/title');

  await json.fill(shipped.replace('"/contact"', '"/contact-us"'));
  await expect(form.getByRole('textbox', { name: /^url/ })).toHaveValue('/contact-us');
  await expect(title).toHaveValue('pages.contact.title');
  await expect(page.getByText('No problem: the config is valid with this text.')).toBeVisible();
  // What was typed in the JSON view stays as typed (the form writes the text only when someone uses it).
  await expect(json).toHaveValue(shipped.replace('"/contact"', '"/contact-us"'));
  expect(await auditPage(page)).toEqual([]);

  await json.fill(shipped);
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator(':focus')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('discarded');
});

test('a market team on a phone, in Dutch, adds a change to its routes with the form’s buttons', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  await page.getByLabel('Language').selectOption('nl-be');
  await logIn(page, 'market-nl@example.com', 'Market#2026ok', 'Aanmelden');
  await page.getByRole('button', { name: /^De routes wijzigen: / }).click();
  const form = page.getByRole('region', { name: 'Formulier' });
  const changes = form.getByRole('group', { name: /^change/ });
  const routes = changes.getByRole('textbox', { name: /^route/ });
  await expect(routes.first()).toBeVisible();
  // The schema's own words in the studio's language.
  await expect(routes.first()).toHaveAccessibleDescription('Id van een bestaande route.');
  const before = await routes.count();
  await changes.getByRole('button', { name: 'Een item toevoegen' }).last().click();
  const added = routes.nth(before);
  await added.fill('no-such-route');
  // The checker's problem on its field, in Dutch too.
  await expect(added).toHaveAccessibleDescription(/geen route ‘no-such-route’ in de basislijsten/);
  await added.fill('partners');
  await expect(page.getByText(/^Geen probleem/)).toBeVisible();
  await expect(page.getByLabel('De JSON van het bestand')).toHaveValue(/"route": "partners"/);
  // No horizontal scroll at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an editor changes a strings file in its form: a new text is refused until its key is one, the checker’s problem sits on it, a removal gives the file back', async ({
  page,
}) => {
  const shipped = readFileSync('config/locales/en/shell.json', 'utf8');
  await page.goto('/studio');
  await logIn(page, 'editor@example.com', 'Editor#2026ok');
  await page.getByRole('searchbox', { name: 'Search' }).fill('en/shell');
  await page.getByRole('button', { name: /^Change .*config\/locales\/en\/shell\.json/ }).click();
  const form = page.getByRole('region', { name: 'Form' });
  const json = page.getByLabel("The file's JSON");
  const key = form.getByRole('textbox', { name: /^Key/ });

  await key.fill('nav more');
  await form.getByRole('textbox', { name: 'Text', exact: true }).fill('{{count}} more');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(key).toBeFocused();
  await expect(key).toHaveAccessibleDescription('A key is letters, digits, _ and -, its groups joined by dots.');
  await expect(json).toHaveValue(shipped);

  // A sentence with a count and no plural forms: added, and the checker says why on the text itself.
  await key.fill('nav.more');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const added = form.getByRole('textbox', { name: 'nav.more', exact: true });
  await expect(added).toBeFocused();
  await expect(json).toHaveValue(`${JSON.stringify(withMore(JSON.parse(shipped) as Shell), null, 2)}\n`);
  await expect(added).toHaveAccessibleDescription(/^"\{\{count\}\}" in a sentence needs plural forms: nav\.more_one, nav\.more_other/);
  expect(await auditPage(page)).toEqual([]);

  await form.getByRole('button', { name: 'Remove nav.more' }).click();
  await expect(json).toHaveValue(`${JSON.stringify(JSON.parse(shipped), null, 2)}\n`);
  await expect(page.getByText('No problem: the config is valid with this text.')).toBeVisible();
});

type Shell = Record<string, unknown> & { nav: Record<string, string> };
const withMore = (shell: Shell): Shell => ({ ...shell, nav: { ...shell.nav, more: '{{count}} more' } });
