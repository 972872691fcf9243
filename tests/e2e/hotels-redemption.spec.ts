// Issue 16's proof as one browser journey, on the real reference API, with throw-away members: search a city
// for 3 nights, open a property, redeem 2 nights, see the request pending in /my-bookings, the hotel's approval
// (the dev route: what the injected clock does a business day later), the confirmation PDF downloaded from
// /my-bookings; then a second member asks for the same hotel and month: the quote itself gives the monthly quota
// message and its Confirm is disabled. The hotel is a Nordlys one (monthly quota 1), so the first approval fills
// its month.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { authHeaders, createMember, giveMiles, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { isoDay, nordlysStay } from './support/hotels';

async function quoteTwoNights(page: Page): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('2');
  await page.getByRole('button', { name: 'See the price in miles' }).click();
  await expect(page.getByTestId('redemption-miles')).toBeVisible();
}

async function redeemTwoNights(page: Page): Promise<void> {
  await quoteTwoNights(page);
  await page.getByRole('button', { name: 'Confirm the request' }).click();
}

test('search a city for 3 nights, redeem 2, pending, approved, the PDF; a second member meets the monthly quota on the quote', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { hotel, arrival, offset } = await nordlysStay(request);
  const departure = isoDay(offset + 3);
  const first: Account = await createMember(request);
  await giveMiles(request, first, 60_000);
  await signIn(page, request, first);

  // The search: the city from the destination field, 3 nights.
  await page.goto('/book-properties');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill(hotel.city);
  await page.getByRole('option', { name: new RegExp(`^${hotel.city} City`) }).click();
  await page.getByLabel('Arrival').fill(arrival);
  await page.getByLabel('Departure').fill(departure);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties-results\\?.*arrival=${arrival}&departure=${departure}`));
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();

  // The property, opened from the results; 2 nights redeemed: pending.
  await page.getByRole('link', { name: hotel.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByLabel('Arrival')).toHaveValue(arrival);
  await redeemTwoNights(page);
  const pending = page.getByTestId('redemption-pending');
  await expect(pending).toContainText(/Request RN-\d{6} sent: pending/);
  const reference = /RN-\d{6}/.exec((await pending.textContent()) ?? '')?.[0] ?? '';

  // In my bookings: pending, no confirmation yet.
  await pending.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL('/my-bookings');
  const item = page.getByTestId('redemption').filter({ hasText: `Reference ${reference}` });
  await expect(item.getByTestId('redemption-status')).toHaveText('Pending');
  await expect(item).toContainText(hotel.name);
  await expect(item.getByRole('button', { name: /Booking confirmation/ })).toHaveCount(0);

  // The hotel answers (the dev route: the rule the clock applies, approved while the month has room).
  const mine = (await (await request.get('/api/my_bookings', { headers: await authHeaders(request, first) })).json()) as {
    redemptions: { id: number; reference: string }[];
  };
  const id = mine.redemptions.find((r) => r.reference === reference)?.id;
  const decided = await request.post(`/api/dev/redemptions/${id}/decide`, { data: {} });
  expect(decided.status(), await decided.text()).toBe(200);
  expect(((await decided.json()) as { status: string }).status).toBe('approved');
  await page.reload();
  await expect(item.getByTestId('redemption-status')).toHaveText('Approved');
  await expectNoViolations(page);

  // The confirmation, downloaded from the page: a real PDF.
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `Booking confirmation ${reference} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`confirmation-${reference}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A second member, the same hotel and month: the approval above filled the quota (Nordlys: 1 a month).
  const second = await createMember(request);
  await giveMiles(request, second, 60_000);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, request, second);
  await other.goto(
    `/hotels/${hotel.id}?destination=city%3A${encodeURIComponent(hotel.city)}&arrival=${arrival}&departure=${departure}&rooms=2-0`,
  );
  await expect(other.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await quoteTwoNights(other);
  const quotaMessage = 'The maximum number of approved requests for this month of stay has been reached for this hotel';
  await expect(other.getByTestId('redemption-quota')).toHaveText(quotaMessage);
  const confirm = other.getByRole('button', { name: 'Confirm the request' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(quotaMessage);
  await expect(other.getByTestId('redemption-error')).toHaveCount(0);
  await expect(other.getByTestId('redemption-pending')).toHaveCount(0);
  await context.close();
});

test('the answer to "Confirm the request" is lost: the retry finds the request made, one request and one hold', async ({
  page,
  request,
  consoleProblems,
}) => {
  // Hotel 16 (Horizon, a larger monthly quota than Nordlys), a stay 7 to 11 months out chosen by the run.
  const run = Math.floor(Date.now() / 1000);
  let arrival = '';
  for (let offset = 210 + (run % 120); !arrival && offset < 400; offset++) {
    const answer = await request.get(`/api/hotels/16/availability?arrival=${isoDay(offset)}&departure=${isoDay(offset + 2)}`);
    if (((await answer.json()) as { available: boolean }).available) arrival = isoDay(offset);
  }
  expect(arrival).not.toBe('');
  const member = await createMember(request);
  await giveMiles(request, member, 200_000);
  await signIn(page, request, member);
  const headers = await authHeaders(request, member);
  const balance = async () => ((await (await request.get('/api/users_stats', { headers })).json()) as { points: number[] }).points[4];
  const before = await balance();

  // The first send reaches the server, which makes the request; its answer never reaches the browser.
  const keys: string[] = [];
  let sends = 0;
  await page.route('**/api/redemptions', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    return route.abort('failed');
  });
  await page.goto('/hotels/16');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Arrival').fill(arrival);
  await redeemTwoNights(page);
  await expect(page.getByTestId('redemption-error')).toHaveText(
    'We could not reach the server, so we do not know whether your request was sent. Please confirm again: the same request is never sent twice.',
  );
  await expectNoViolations(page);
  await expect(page.getByTestId('redemption-pending')).toHaveCount(0);
  // The member presses again: the same request, now answered.
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  await expect(page.getByTestId('redemption-pending')).toContainText(/Request RN-\d{6} sent: pending/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(keys[1]).toBe(keys[0]);

  const mine = (await (await request.get('/api/my_bookings', { headers })).json()) as { redemptions: { miles: number }[] };
  expect(mine.redemptions).toHaveLength(1);
  expect(await balance()).toBe((before ?? 0) - (mine.redemptions[0]?.miles ?? 0));
  // The aborted answer is the only console error, and the one this test provoked.
  expect(consoleProblems.filter((p) => /ERR_FAILED/.test(p))).toHaveLength(1);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/ERR_FAILED/.test(p)));
});
