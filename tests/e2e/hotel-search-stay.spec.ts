// The hotel search's stay in the browser, at a phone's 360 px, as the forms theme's date range draws it: one "Stay"
// group of two native date inputs, the departure's earliest day following the arrival, the nights said once both are
// set, the keyboard going from the arrival to the departure, a stay of 31 nights refused on the departure (its message,
// its focus, the summary's link to it), then a search sent and "Change the search" on the results keeping the stay and
// sending the changed one. Both engines on the refused stay. The jsdom proofs (each date's own messages, other
// languages, a form of another shape): tests/unit/forms/date-range-field.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { isoDay } from './support/hotels';

test.use({ viewport: { width: 360, height: 740 } });

function stayOf(page: Page) {
  const group = page.getByRole('group', { name: 'Stay' });
  return { group, arrival: group.getByLabel('Arrival'), departure: group.getByLabel('Departure') };
}

/** Whether the element lies within the 360 px width (nothing cut off, nothing to scroll sideways to). */
async function fitsTheWidth(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= 360;
}

test('the stay: one group of two native dates, the departure after the arrival, the nights said, 31 nights refused on the departure, and "Change the search" keeping it', async ({
  page,
}) => {
  await page.goto('/book-properties');
  const { group, arrival, departure } = stayOf(page);
  await expect(arrival).toHaveAttribute('type', 'date');
  await expect(departure).toHaveAttribute('type', 'date');
  await expect(departure).not.toHaveAttribute('min');

  const [from, to] = [isoDay(21), isoDay(24)];
  await arrival.fill(from);
  await expect(departure).toHaveAttribute('min', isoDay(22));
  await departure.fill(to);
  await expect(group.getByText('3 nights', { exact: true })).toBeVisible();
  expect(await fitsTheWidth(arrival)).toBe(true);
  expect(await fitsTheWidth(departure)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The keyboard: Tab goes through the arrival's parts, then on to the departure.
  await arrival.focus();
  for (let press = 0; press < 4 && !(await departure.evaluate((input) => input === document.activeElement)); press++)
    await page.keyboard.press('Tab');
  await expect(departure).toBeFocused();

  // 31 nights: the page's rule, said on the departure alone, which takes the focus; the summary links to it.
  await departure.fill(isoDay(52));
  await expect(group.getByText('31 nights', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(departure).toBeFocused();
  await expect(departure).toHaveAttribute('aria-invalid', 'true');
  await expect(departure).toHaveAccessibleDescription(/Please select less than 30 days/);
  await expect(arrival).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(/\/book-properties$/);
  await arrival.focus();
  await page.getByRole('link', { name: /^Departure: Please select less than 30 days/ }).click();
  await expect(departure).toBeFocused();
  await expectNoViolations(page, 'the search, a stay of 31 nights refused at 360 px');

  await departure.fill(to);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties-results\\?arrival=${from}&departure=${to}&rooms=2-0$`));

  // "Change the search" on the results: the same stay, its nights said, and a changed departure searched.
  await page.getByText('Change the search', { exact: true }).click();
  const again = stayOf(page);
  await expect(again.arrival).toHaveValue(from);
  await expect(again.departure).toHaveValue(to);
  await expect(again.departure).toHaveAttribute('min', isoDay(22));
  await expect(again.group.getByText('3 nights', { exact: true })).toBeVisible();
  await again.departure.fill(isoDay(23));
  await expect(again.group.getByText('2 nights', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties-results\\?arrival=${from}&departure=${isoDay(23)}&rooms=2-0$`));
});
