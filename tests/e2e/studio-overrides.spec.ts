// An editor's text overrides in the studio, against the real server: a refusal said on its field with what was typed
// kept (on a phone, in French), then an override set in Dutch that a Dutch guest's next page shows and an English
// guest's does not, listed beside the portal's own text and found by the search, then removed; both changes in the
// recent changes. The rules of an
// override and who may set one: tests/api/studio-overrides.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auditPage } from './support/axe';
import { logInToStudio } from './support/studio';

const editor = { email: 'editor@example.com', password: 'Editor#2026ok' };
const override = { language: 'nl-be', key: 'nav.contact', value: 'Contacteer ons (studio)' };

const logIn = (page: Page, button: string) => logInToStudio(page, editor.email, editor.password, button);

/** The portal's own text back, whatever the test reached (the e2e server is shared by the other specs). */
async function removeOverride(request: APIRequestContext) {
  const { token } = (await (await request.post('/api/studio/login', { data: editor })).json()) as { token: string };
  await request.put('/api/studio/overrides', { headers: { authorization: `Bearer ${token}` }, data: { ...override, value: null } });
}

test('an editor overrides a text for Dutch visitors, sees it listed beside the portal’s, then removes it', async ({
  page,
  browser,
  request,
}) => {
  try {
    await page.goto('/studio');
    await logIn(page, 'Log in');
    const overrides = page.getByRole('region', { name: /^Text overrides/ });
    await overrides.getByLabel('Language').selectOption('nl-be');
    await overrides.getByLabel('Text key').fill(override.key);
    await overrides.getByLabel('Text shown instead').fill(override.value);
    await overrides.getByRole('button', { name: 'Set the text' }).click();
    await expect(page.locator(':focus')).toHaveText(
      'The text of nav.contact in Dutch (Belgium) is set: visitors get it at their next page load.',
    );
    const row = overrides.getByRole('listitem').filter({ hasText: 'nav.contact' });
    await expect(row).toContainText('“Contacteer ons (studio)” instead of “Contact”');
    await expect(row).toContainText('by Eddie Editor');
    // The studio's one search finds it by its text.
    await page.getByRole('searchbox', { name: 'Search' }).fill('ons (studio)');
    await expect(row).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText('1 result');

    for (const [language, shown] of [
      ['nl-be', override.value],
      ['en', 'Contact'],
    ] as const) {
      const guest = await browser.newPage();
      await guest.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
      await guest.goto('/contact');
      await expect(guest.locator('html')).toHaveAttribute('data-app', 'live');
      await expect(guest.getByRole('banner').getByRole('link', { name: shown, exact: true })).toBeVisible();
      await guest.close();
    }

    await row.getByRole('button', { name: 'Remove the override of nav.contact in Dutch (Belgium)' }).click();
    await expect(page.locator(':focus')).toHaveText(
      'The override of nav.contact in Dutch (Belgium) is removed: the portal’s own text is back.',
    );
    await expect(row).toHaveCount(0);
    // Both changes are lines of the audit log: the recent changes name the key and the language (no draft to open).
    await page.reload();
    const recent = page.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').filter({ hasText: 'nav.contact' });
    await expect(recent.first()).toContainText('text override removed in Dutch (Belgium) by Eddie Editor');
    await expect(recent.nth(1)).toContainText('text override set in Dutch (Belgium) by Eddie Editor');
    await expect(recent.getByRole('button')).toHaveCount(0);
  } finally {
    await removeOverride(request);
  }
});

test('on a phone, in French, a key the portal does not have is refused on its field, the text kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  await page.getByLabel('Language').selectOption('fr-be');
  await logIn(page, 'Se connecter');
  const overrides = page.getByRole('region', { name: /^Textes remplacés/ });
  await overrides.getByLabel('Clé du texte').fill('nav.noSuchKey');
  await overrides.getByLabel('Texte affiché à la place').fill('Un texte');
  await overrides.getByRole('button', { name: 'Définir le texte' }).click();
  const key = overrides.getByLabel('Clé du texte');
  await expect(key).toBeFocused();
  await expect(key).toHaveAccessibleDescription('Le portail n’a aucun texte avec cette clé.');
  await expect(overrides.getByLabel('Texte affiché à la place')).toHaveValue('Un texte');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await auditPage(page)).toEqual([]);
});
