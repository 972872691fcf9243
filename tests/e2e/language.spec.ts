import { expect, test } from './fixtures';
import { signIn } from './support/accounts';
import { lastPageName } from './support/page-views';

test('switching language keeps the page, with the language path', async ({ page }) => {
  await page.goto('/legal-mentions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The visitor is on the select (a selectOption alone does not focus it); it keeps the focus through the switch.
  await page.getByLabel('Language').focus();
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page).toHaveURL('/mentions-legales');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  await expect(page.getByLabel('Langue')).toBeFocused();

  await page.reload();
  await expect(page).toHaveURL('/mentions-legales');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');

  await page.getByLabel('Langue').selectOption('nl-be');
  await expect(page).toHaveURL('/wettelijke-vermeldingen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');

  await page.getByLabel('Taal').selectOption('en');
  await expect(page).toHaveURL('/legal-mentions');
});

test('a form half filled stays filled through a language switch, in the new language', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page.getByLabel(/^Subject/).selectOption({ label: 'An order from the gift shop' });
  await page.getByLabel(/^Your message/).fill('Where is my espresso cup set?');
  await page.getByLabel(/^Your e-mail address/).fill('robin@example.com');
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page.getByLabel(/^Votre message/)).toHaveValue('Where is my espresso cup set?');
  await expect(page.getByLabel(/^Votre adresse e-mail/)).toHaveValue('robin@example.com');
  await expect(page.getByLabel(/^Objet/).locator('option:checked')).toHaveText('Une commande de la boutique');
});

// fr-be switches the la-dolce-vita journey off. A guest switching to French there lands on the first page of
// the visitors' menu (the programme) rather than on the login page, the public list's default route.
test('a route a language switched off leads a guest to the first page of the menu, not to login', async ({ page }) => {
  await page.goto('/hotel-group/la-dolce-vita');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page).toHaveURL('/discover/the-programme');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
});

test('a route a language switched off is not found at its path in that language only', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  await page.goto('/hotel-group/la-dolce-vita');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveURL('/hotel-group/la-dolce-vita');
  await expect.poll(() => lastPageName(page)).toBe('error404');
  // From there, back to English: the route exists again.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page).toHaveURL('/hotel-group/la-dolce-vita');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page not found|Page introuvable/);
});

// The router answers a retired path itself (no template to load): a member's header still gets its figures and
// logout, which come with its own chunk (src/app/shell/member-header-parts.ts).
test('a member on a path their language switched off gets not-found inside their own header', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language_logged', 'fr-be'));
  await signIn(page, request);
  await page.goto('/hotel-group/la-dolce-vita');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByTestId('main-balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});

// fr-be moves the legal mentions to /mentions-legales: an old address (a bookmark, a link shared by an
// English reader) is redirected there, instead of the content catch-all showing the content without its page.
test('a path a language moved redirects to its localised path', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  await page.goto('/legal-mentions?from=bookmark');
  await expect(page).toHaveURL('/mentions-legales?from=bookmark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect.poll(() => lastPageName(page)).toBe('legal-mentions');
});

test('members keep their own language choice, apart from the public one', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/contact');
  await page.getByLabel('Language').selectOption('nl-be');
  await expect(page).toHaveURL('/contacteer-ons');
  const stored = await page.evaluate(() => [
    localStorage.getItem('language_logged'),
    localStorage.getItem('country_logged'),
    localStorage.getItem('language_public'),
  ]);
  expect(stored).toEqual(['nl-be', 'NL', null]);
});
