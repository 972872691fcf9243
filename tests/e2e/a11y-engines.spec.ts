// Both engines (axe with the WCAG 2.2 AA tags, IBM Equal Access, support/axe.ts) over every private page, once in
// every language, as the demo member (every page with its content: history, favourites, orders…). A page guests
// see too (content, offers, hotels, contact…) is audited in every language as a guest by axe.spec.ts: as a member
// (the member's shell and what the page adds for a member) it is audited once, the languages taken in turn. The
// member's own pages and shell are audited in every language here. Public routes and the display options:
// axe.spec.ts. The empty and error states: a11y-states-member.spec.ts (a fresh member's pages) and
// a11y-shop.spec.ts. One page load per test, then client-side navigation: the engines are injected once
// (support/axe.ts says why).
import { expect, privateRoutes, publicRoutes, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { auditPage, auditPathsInOneLoad } from './support/axe';
import { groupsOf, languages, pathsFor } from './support/route-paths';

/** Pages a guest sees too, by the language they are audited in as a member: in turn, among the languages that have them. */
const guestPages = new Set(publicRoutes.map((route) => route.page));
const memberLanguage = new Map(
  [...new Set(privateRoutes.map((route) => route.page))]
    .filter((page) => guestPages.has(page))
    .map((page, index) => {
      const routes = privateRoutes.filter((route) => route.page === page);
      const having = languages.filter((language) => pathsFor(routes, language, { onePerPage: true }).length > 0);
      return [page, having[index % having.length]] as const;
    }),
);

for (const language of languages) {
  const routes = privateRoutes.filter((route) => !guestPages.has(route.page) || memberLanguage.get(route.page) === language);
  const audited = new Set(pathsFor(routes, language, { onePerPage: true }));
  // In English every private route is walked too, audited or not: each opens its page for a member, in the member's
  // shell, never the not-found page.
  const paths = language === 'en' ? pathsFor(privateRoutes, language) : [...audited];
  // Member pages are the heaviest to audit (history, lists, charts): groups small enough for a test's time limit.
  const groups = groupsOf(paths, 10);
  groups.forEach((group, index) => {
    test(`both engines: private routes, loaded, ${language}, part ${index + 1} of ${groups.length}`, async ({ page, request }) => {
      await page.addInitScript((lang) => localStorage.setItem('language_logged', lang), language);
      await signIn(page, request, demo);
      const check = async () => {
        await expect(page.locator('[data-template="not-found"]')).toHaveCount(0);
        await expect(page.locator('.page-wrapper')).toHaveClass(/connected/);
      };
      expect(await auditPathsInOneLoad(page, group, { audited, check })).toEqual({});
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  });
}

test('IBM’s engine reports a real violation (so a green run means something)', async ({ page }) => {
  await page.goto('/legal-mentions');
  // A node added to the prerendered HTML before the app takes it over would be dropped by hydration.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Audited clean first: the next audit of the same page load (as after each client-side navigation) sees the change.
  expect(await auditPage(page)).toEqual([]);
  await page.evaluate(() => {
    const label = document.createElement('label');
    label.htmlFor = 'no-such-input';
    label.textContent = 'Orphan';
    document.querySelector('main')?.append(label);
  });
  expect((await auditPage(page)).join('\n')).toMatch(/^ibm label_ref_valid: .*no-such-input/m);
});
