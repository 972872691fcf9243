// Reflow, target sizes and text spacing on representative pages (public and member): at 320 CSS px wide
// (= 1280 px at 400 %, WCAG 1.4.10) and at 200 % zoom (640 px wide), the page never scrolls sideways (tables and
// charts scroll inside their own region); every control is at least 24 × 24 px (WCAG 2.2 2.5.8; links inside a
// sentence are the standard's exception); and the WCAG 1.4.12 text spacing makes nothing scroll sideways. The
// display options (dyslexia font, contrasts, spacing, alignment) are checked by both engines in axe.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { navigateInApp } from './support/axe';

const publicPages = ['/login', '/create-account', '/faq', '/discover/the-programme', '/privacy-policy'];
const memberPages = ['/home', '/my-miles', '/earn/declare-booking', '/exchange-my-miles/transfer-miles', '/my-account'];

/** The elements wider than the viewport's right edge, when the page scrolls sideways. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return (
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        // Inside a region that scrolls by itself, overflow is expected.
        .filter((el) => !el.parentElement?.closest('.cms-table, .history-totals__wrap, .history-scroller, [data-scrolls]'))
        .slice(0, 5)
        .map(
          (el) => `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)} > ${root.clientWidth}`,
        )
    );
  });
}

/** Controls smaller than 24 × 24 CSS px (visible ones; links inside running text are exempt by WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=link]',
    );
    return [...controls]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        if (el.closest('.visually-hidden, .form-visually-hidden') || el.classList.contains('skip-link')) return false;
        // Inline: a link in a sentence (its line box sets its height: the standard's "inline" exception).
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.closest('p, li, dd, td')) return false;
        return box.width < 24 || box.height < 24;
      })
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
      );
  });
}

/** WCAG 1.4.12's spacing (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em), as a user style. */
async function applyTextSpacing(page: Page): Promise<void> {
  // A constructed style sheet, as a user style or bookmarklet would add it (an inline <style> is refused by the CSP).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** The widths checked: 320 CSS px (400 % zoom of 1280 px, WCAG 1.4.10) and 200 % zoom of 1280 px. */
const viewports = {
  '320 px wide': { width: 320, height: 640 },
  '200 % zoom of 1280 px': { width: 640, height: 400 },
};

/**
 * Each path in one page load (client-side navigation after the first), checked at each viewport: a resize reflows
 * the page in place, so a page is opened once for all its widths. Problems per path and width.
 */
async function checkPages(
  page: Page,
  paths: string[],
  sizes: Record<string, { width: number; height: number }>,
  extra?: (path: string) => Promise<void>,
): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      // The checks are of the running app, not of the prerendered HTML it is about to take over.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    } else await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await extra?.(path);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      // As a zoom does, the resize reflows the page in place: two frames let what the page sets from a resize
      // (media-query listeners, ResizeObserver reports) be applied before the checks measure.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.innerWidth)).toBe(size.width);
      const problems = [
        ...(await sidewaysOverflow(page)).map((p) => `scrolls sideways: ${p}`),
        ...(await smallTargets(page)).map((p) => `target < 24 px: ${p}`),
      ];
      if (problems.length) failures[`${path} at ${name}`] = problems;
    }
  }
  return failures;
}

test('reflow and target sizes at 320 px wide and at 200 % zoom: public pages', async ({ page }) => {
  await page.setViewportSize(viewports['320 px wide']);
  expect(await checkPages(page, publicPages, viewports)).toEqual({});
});

test('reflow and target sizes at 320 px wide and at 200 % zoom: member pages', async ({ page, request }) => {
  await page.setViewportSize(viewports['320 px wide']);
  await signIn(page, request, demo);
  expect(await checkPages(page, memberPages, viewports)).toEqual({});
});

test('WCAG 1.4.12 text spacing at 320 px wide breaks no layout (public and member pages)', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, request, demo);
  // The injected style stays across client-side navigation (same document).
  let applied = false;
  const failures = await checkPages(page, [...memberPages, '/faq'], { '320 px wide': viewports['320 px wide'] }, async () => {
    if (!applied) await applyTextSpacing(page);
    applied = true;
  });
  expect(failures).toEqual({});
});

test('the checks see a real problem (so a green run means something)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  // Nodes added to the prerendered HTML before the app takes it over would be dropped by hydration (CI saw it).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '500px';
    wide.textContent = 'wide';
    const tiny = document.createElement('button');
    tiny.textContent = 'x';
    tiny.style.cssText = 'width:16px;height:16px;padding:0;min-height:0;min-width:0';
    document.querySelector('main')?.append(wide, tiny);
  });
  expect((await sidewaysOverflow(page)).join()).toContain('div');
  expect((await smallTargets(page)).join()).toContain('16×16');
});
