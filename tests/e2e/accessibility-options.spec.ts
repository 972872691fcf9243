import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility' }).click();
  return page.getByRole('region', { name: 'Display options' });
}

test('each display option changes the computed style and survives a reload', async ({ page }) => {
  await page.goto('/under-construction-does-not-exist');
  await page.goto('/legal-mentions');
  // A paragraph of the legal mentions, from the content system.
  const lead = '.cms-rich-text p';
  await expect(page.locator(lead).first()).toBeVisible();
  // Aligned left by default (never justified); the option below forces it also where the design centres.
  expect(await style(page, lead, 'text-align')).toBe('start');
  expect(await style(page, '.page-wrapper', 'filter')).toBe('none');
  const baseLineHeight = await style(page, lead, 'line-height');
  const baseFont = await style(page, 'body .page-wrapper', 'font-family');
  const baseHeader = await style(page, '.site-header', 'background-color');

  const panel = await openPanel(page);
  await expect(panel.getByRole('checkbox').first()).toBeFocused();
  await panel.getByLabel('Font adapted for dyslexia').check();
  await panel.getByLabel('Adapted line spacing').check();
  await panel.getByLabel('Adapted justification (text aligned left)').check();
  await panel.getByLabel('Inverted').check();

  await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-font-dyslexic/);
  expect(await style(page, '.page-wrapper', 'font-family')).toContain('OpenDyslexic');
  expect(await style(page, '.page-wrapper', 'font-family')).not.toBe(baseFont);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);
  expect(await style(page, lead, 'text-align')).toBe('left');
  expect(await style(page, lead, 'line-height')).not.toBe(baseLineHeight);
  expect(await style(page, '.page-wrapper', 'filter')).toContain('invert(1)');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accessibility' })).toBeFocused();

  await page.reload();
  await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-font-dyslexic/);
  expect(await style(page, lead, 'text-align')).toBe('left');
  expect(await style(page, '.page-wrapper', 'filter')).toContain('invert(1)');

  const again = await openPanel(page);
  await again.getByLabel('Higher contrast').check();
  expect(await style(page, '.page-wrapper', 'filter')).toBe('none');
  expect(await style(page, '.site-header', 'background-color')).not.toBe(baseHeader);
  expect(await style(page, '.site-header', 'background-color')).toBe('rgb(0, 0, 0)');

  // The options apply on every page, not only the one where they were chosen. The press outside closes the panel.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
  await expect(again).toBeHidden();
  await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-contrast-high/);

  await (await openPanel(page)).getByRole('button', { name: 'Reset display options' }).click();
  await expect(page.locator('.page-wrapper')).not.toHaveClass(/a11y-/);
});

test('the dyslexia font is not fetched until chosen', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/opendyslexic/i.test(r.url())) fonts.push(r.url());
  });
  await page.goto('/legal-mentions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fonts).toEqual([]);
  const panel = await openPanel(page);
  await panel.getByLabel('Font adapted for dyslexia').check();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
});

test('an option stored on the device applies to a page the build prerendered', async ({ page }) => {
  // The build's HTML holds no display option, and hydration keeps the HTML's attributes: such a page renders afresh.
  await page.addInitScript(() => localStorage.setItem('accessibility', JSON.stringify({ dyslexicFont: true })));
  // /login is prerendered (scripts/prerender.ts); /legal-mentions, above, is not.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first render after the app is live has the stored option.
  await expect(page.locator('.page-wrapper')).toHaveClass(/a11y-font-dyslexic/);
  // Still a working form (rendered afresh over the HTML, not a dead copy of it).
  await page.getByLabel('E-mail address').fill('member@example.com');
  await expect(page.getByLabel('E-mail address')).toHaveValue('member@example.com');
});
