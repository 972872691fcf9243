// Both engines (axe WCAG 2.2 AA + IBM Equal Access, support/axe.ts) on the guest pages' error and form-error
// states, each state once (a language changes a state's texts, not its structure: a11y-states-member.spec.ts
// says how the states are spread over the languages): each form submitted empty and refused by the server (error
// summary), each page whose data call fails (500, 503 or a timeout on that call only, the rest against the real
// server), the refusals of the link pages (confirm, unsubscribe, impersonate) and the error template (a guest's
// unknown path leads to the login page: the not-found template is a member's, in a11y-states-member.spec.ts).
// Selectors name fields by their input names, not their labels, so a test body serves any language.
import { publicRoutes } from './fixtures';
import { lazyChunkOf } from './support/lazy-chunk';
import { pathsFor } from './support/route-paths';
import enShell from '../../config/locales/en/shell.json' with { type: 'json' };
import enPages from '../../config/locales/en/pages.json' with { type: 'json' };
import frShell from '../../config/locales/fr-be/shell.json' with { type: 'json' };
import frPages from '../../config/locales/fr-be/pages.json' with { type: 'json' };
import nlShell from '../../config/locales/nl-be/shell.json' with { type: 'json' };
import nlPages from '../../config/locales/nl-be/pages.json' with { type: 'json' };

// Each language's strings: its namespace files' groups together (a key names its group, not its file).
const locales = { en: { ...enShell, ...enPages }, 'fr-be': { ...frShell, ...frPages }, 'nl-be': { ...nlShell, ...nlPages } };
import { expect, expectConsoleError, failCall, input, open, submitForm, test, useGuestLanguage } from './support/states';

test.describe('guest states', () => {
  test('both engines: guest forms submitted empty and refused, en', async ({ page, audit }) => {
    const language = 'en';
    await useGuestLanguage(page, language);
    await open(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await submitForm(page, 'login');
    await audit('/login empty');
    await input(page, 'login', 'email').fill('nobody-here@example.com');
    await input(page, 'login', 'password').fill('Wrong#2026ok');
    await page.locator('[data-form="login"] button[type="submit"]').click();
    await expect(page.locator('[data-form="login"] .form-summary')).toContainText(/./);
    await audit('/login refused');

    await open(page, '/login/recovery');
    await submitForm(page, 'password-recovery');
    await audit('/login/recovery empty');

    await open(page, '/login/reset-password/12/not-a-real-slug-0000');
    await submitForm(page, 'reset-password');
    await audit('/login/reset-password empty');
    await input(page, 'reset-password', 'password').fill('Renewed#2026ok');
    await input(page, 'reset-password', 'password_confirmation').fill('Renewed#2026ok');
    await page.locator('[data-form="reset-password"] button[type="submit"]').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await audit('/login/reset-password refused');

    await open(page, '/create-account');
    await submitForm(page, 'create-account');
    await audit('/create-account empty');

    await open(
      page,
      pathsFor(
        publicRoutes.filter((r) => r.id === 'contact'),
        language,
      )[0] ?? '/contact',
    );
    await submitForm(page, 'contact-guest');
    await audit('/contact (guest) empty');
  });

  test('both engines: guest pages whose data fails, link refusals, error template, nl-be', async ({ page, audit }) => {
    const language = 'nl-be';
    await useGuestLanguage(page, language);
    // A cold load of a prerendered content page carries its content (scripts/prerender.ts) and asks for nothing:
    // the failure states are reached the way a visitor meets them, by moving to the page inside the app.
    await open(page, '/login');
    await failCall(page, 'page_content', 503);
    await open(page, '/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await audit('/faq content 503');

    await page.unrouteAll();
    await failCall(page, 'page_content', 'timeout');
    await open(page, '/discover/the-programme');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await audit('/discover/the-programme content timeout');
    await page.unrouteAll();

    await failCall(page, /\/api\/\w+\/countries_light(?:\?|$)/, 500);
    await open(page, '/create-account');
    // By design no notice: the form comes without its country list (the choice is left to the visitor).
    await expect(page.locator('[data-form="create-account"] button[type="submit"]')).toBeVisible();
    await audit('/create-account countries 500');
    await page.unrouteAll();

    // The refusal is in the page's language (the API's English text only when no locale has its key).
    const server = locales[language].validation.server;
    for (const [path, text] of [
      ['/confirm/registration/12/not-a-real-slug-0000', null],
      ['/unsubscribe/not-a-real-token-0000', null],
      ['/impersonate/not-a-real-hash-0000', server.impersonation_expired],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('alert').first()).toBeVisible();
      if (text) await expect(page.getByRole('alert').first()).toHaveText(text);
      await audit(`${path} refused`);
    }

    // The error template: a page whose template throws while rendering (its chunk answered by one that does).
    // On a prerendered page the throwing template also fails React's hydration of the build's HTML (#418), which
    // then renders the error template on the client: both are this step's expected errors.
    expectConsoleError(page, /A page failed|Page error|template exploded|The above error occurred|Minified React error #418/);
    await page.route(await lazyChunkOf('src/templates/faq/faq-template.tsx'), (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("template exploded"); }',
      }),
    );
    // A full load: the real chunk is already in this page.
    await page.goto('/faq');
    await expect(page.locator('[data-template="error"]')).toBeVisible();
    await audit('error template');
  });
});
