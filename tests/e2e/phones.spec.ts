// Phones and text: at 360 × 740 the header takes one row before the content (the member's account,
// the language and the display options open with the menu); the language select never cuts a language's name;
// the nl-be programme title fits the phone's width; no text is justified, and "adapted justification" still
// changes something. A link followed opens its page at the top, the header in view.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';
import { menuToggle } from './support/header';

const phone = { width: 360, height: 740 };

/** How many CSS px the header takes from the top of the page to the start of the main content. */
const headerHeight = (page: Page) =>
  page.locator('#main').evaluate((main) => Math.round(main.getBoundingClientRect().top + window.scrollY));

/** Elements of `root` whose content is cut or spills out: wider than their own box, or past the viewport's edge. */
async function cutElements(root: Locator): Promise<string[]> {
  return root.evaluate((el) =>
    [el, ...el.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.getClientRects().length > 0 && !node.closest('.visually-hidden, .skip-link'))
      .filter(
        (node) => node.scrollWidth > node.clientWidth + 1 || node.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      )
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${node.className} scroll=${node.scrollWidth} client=${node.clientWidth} right=${Math.round(node.getBoundingClientRect().right)}`,
      ),
  );
}

/** The select's width, and the width it takes when nothing limits it (that of its longest option, in Chromium). */
async function selectWidths(select: Locator): Promise<{ actual: number; natural: number }> {
  return select.evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLSelectElement;
    clone.removeAttribute('id');
    clone.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none;min-width:0';
    el.parentElement?.append(clone);
    const natural = clone.getBoundingClientRect().width;
    clone.remove();
    return { actual: el.getBoundingClientRect().width, natural };
  });
}

test('member header at 360 × 740: one row with the balance; the menu holds account, language and options (Escape closes)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, request, demo);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const toggle = menuToggle(page);
  await expect(toggle).toBeVisible();
  // The balance stays in sight, menu closed; the rest waits behind the toggle.
  await expect(header.getByText(/^[\d\s\u00a0]+ miles$/).filter({ visible: true })).toHaveCount(1);
  await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden();
  await expect(header.getByLabel('Language')).toBeHidden();
  expect(await headerHeight(page)).toBeLessThanOrEqual(110);
  expect(await cutElements(header)).toEqual([]);
  await page.setViewportSize(phone);

  await toggle.click();
  await expect(header.getByText('Dana Meyer')).toBeVisible();
  await expect(header.getByText('Rank: Gold')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByLabel('Language')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Accessibility' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The balance is shown once (the summary's own copy is hidden on phones).
  await expect(header.getByText(/^[\d\s\u00a0]+ miles$/).filter({ visible: true })).toHaveCount(1);
  expect(await cutElements(header)).toEqual([]);
  // Tab order follows what the member sees: toggle, account, language, display options, then the links.
  await toggle.focus();
  for (const next of [
    header.getByRole('button', { name: 'Log out' }),
    header.getByLabel('Language'),
    header.getByRole('button', { name: 'Accessibility' }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  // Escape in the display options closes them first (focus back on their button), the menu stays open…
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Display options' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(header.getByRole('button', { name: 'Accessibility' })).toBeFocused();
  // …and a second Escape closes the menu, focus back on its toggle.
  await page.keyboard.press('Escape');
  await expect(header.getByLabel('Language')).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
  await injectAxe(page);
  await menuToggle(page).click();
  expect(await auditPage(page)).toEqual([]);
});

test('guest header at 360 × 740 is one row; at 1280 px the member header shows the summary as before', async ({ page, request }) => {
  await page.setViewportSize(phone);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(80);
  expect(await cutElements(page.getByRole('banner'))).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, request, demo);
  await page.goto('/home');
  const header = page.getByRole('banner');
  await expect(header.getByText('Dana Meyer')).toBeVisible();
  await expect(page.getByTestId('main-balance')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByLabel('Language')).toBeVisible();
  await expect(menuToggle(page)).toBeHidden();
});

test('the language select shows whole names at 320 and 360 px (guest, fr-be)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language_public', 'fr-be'));
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    if (width < 1025) await menuToggle(page).click();
    const select = page.getByLabel('Langue');
    await expect(select.locator('option:checked')).toHaveText('Français (Belgique)');
    const { actual, natural } = await selectWidths(select);
    expect(actual, `select at ${width} px`).toBeGreaterThanOrEqual(natural - 0.5);
    expect(await cutElements(page.getByRole('banner'))).toEqual([]);
  }
});

test('switching language from the phone menu keeps the menu open and focus on the select (member)', async ({ page, request }) => {
  await page.setViewportSize(phone);
  await signIn(page, request, demo);
  await page.goto('/home');
  await menuToggle(page).click();
  // The member is on the select (a selectOption alone does not focus it).
  await page.getByLabel('Language').focus();
  await page.getByLabel('Language').selectOption('nl-be');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-be');
  // The page and its header stay: the menu stays open and the select keeps the focus.
  await expect(page.getByLabel('Taal')).toBeFocused();
  await expect(menuToggle(page)).toHaveText('Menu sluiten');
  await expect(page.getByRole('navigation', { name: /menu/i }).getByRole('link').first()).toBeVisible();
});

for (const who of ['guest', 'member'] as const) {
  test(`the nl-be programme title fits a 360 px screen (${who})`, async ({ page, request }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'nl-be'), who === 'guest' ? 'language_public' : 'language_logged');
    if (who === 'member') await signIn(page, request, demo);
    await page.setViewportSize(phone);
    await page.goto('/discover/the-programme');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/reisbureauprofessionals/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await cutElements(title)).toEqual([]);
    // Nor wider than the box it sits in.
    expect(
      await title.evaluate((h1) => h1.getBoundingClientRect().right - (h1.parentElement?.getBoundingClientRect().right ?? 0)),
    ).toBeLessThanOrEqual(0.5);
    // The long word stays whole on one line (the title is sized for it; breaking inside it is the last resort).
    const wordLines = await title.evaluate((h1) => {
      const text = [...h1.childNodes].find((n) => n.textContent?.includes('reisbureauprofessionals'));
      if (!text) return -1;
      const range = document.createRange();
      const start = text.textContent?.indexOf('reisbureauprofessionals') ?? 0;
      range.setStart(text, start);
      range.setEnd(text, start + 'reisbureauprofessionals'.length);
      return range.getClientRects().length;
    });
    expect(wordLines).toBe(1);
  });
}

/** Elements of the main content whose text is justified. */
const justified = (page: Page) =>
  page
    .locator('#main')
    .evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('*')]
        .filter((el) => getComputedStyle(el).textAlign === 'justify')
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );

for (const who of ['guest', 'member'] as const) {
  test(`no text is justified at 1280 px (${who}); "adapted justification" keeps words whole and lines short`, async ({ page, request }) => {
    if (who === 'member') await signIn(page, request, demo);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The legal mentions (guests' content page with the most running text) and the programme page (both lists).
    for (const path of who === 'guest' ? ['/legal-mentions'] : ['/home']) {
      await page.goto(path);
      await expect(page.locator('#main p').first()).toBeVisible();
      expect(await justified(page)).toEqual([]);
    }
    await page.goto('/discover/the-programme');
    await expect(page.locator('.cms-rich-text p').first()).toBeVisible();
    expect(await justified(page)).toEqual([]);

    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    const px = (value: string) => Number.parseFloat(value);
    expect(await style('h1', 'hyphens')).toBe('auto');
    const before = px(await style('.cms-rich-text p', 'max-width'));
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByLabel('Adapted justification (text aligned left)').check();
    await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-justification/);
    expect(await style('h1', 'hyphens')).toBe('manual');
    expect(await style('.cms-rich-text p', 'text-align')).toBe('left');
    expect(px(await style('.cms-rich-text p', 'max-width'))).toBeLessThan(before);
    expect(await justified(page)).toEqual([]);
  });
}

test('a link followed from the bottom of a page, to another page or to the same one, opens it at its top, header in view, focus on its content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
  await footer.getByRole('link', { name: 'Press' }).click();
  await expect(page).toHaveURL('/press');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();

  // The link to the page already shown: followed as a browser loads a page again, from its top.
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await page.locator('#main').evaluate((main) => main.blur());
  await footer.getByRole('link', { name: 'Press' }).click();
  await expect(page).toHaveURL('/press');
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});
