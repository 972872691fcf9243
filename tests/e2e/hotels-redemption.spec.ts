// Room-night redemption as one browser journey on the real reference API, with a throw-away member: My bookings
// empty at first (its two ways), a city searched for 3 nights, a property opened, 2 nights redeemed, the request
// pending in My bookings beside the declared bookings that paid for it, the hotel's approval (the dev route: what
// the injected clock does a business day later), a confirmation the server refuses said next to its booking, then
// the confirmation PDF downloaded with the member's token; and an answer lost on the way, confirmed again with the
// same Idempotency-Key: one request, one hold. axe + IBM on every My bookings state and the lost answer's message.
// What the pages say in every other case (a full month, too few miles, the French refusal) is proven in jsdom by
// tests/integration/journeys/hotel-redemption.test.tsx; the quota, the PDF's content and who may have it by
// tests/api/redemptions-*.test.ts.
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
  // The pressed button went with the form: the focus is on the quote that replaced it.
  await expect(page.getByTestId('redemption-step')).toBeFocused();
}

async function redeemTwoNights(page: Page): Promise<void> {
  await quoteTwoNights(page);
  await page.getByRole('button', { name: 'Confirm the request' }).click();
}

test('my bookings empty, a city searched, 2 nights redeemed: pending, approved, a refused PDF said, then the PDF downloaded', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // A search, a redemption, its approval and the PDF, one after the other on the real server.
  const { hotel, arrival, offset } = await nordlysStay(request);
  const departure = isoDay(offset + 3);
  const first: Account = await createMember(request);
  await signIn(page, request, first);

  // Nothing yet: the two ways to a booking.
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const empty = page.getByTestId('bookings-empty');
  await expect(empty).toContainText('You have no bookings yet.');
  await expect(empty.getByRole('link', { name: 'Book a stay with miles' })).toHaveAttribute('href', '/book-properties');
  await expectNoViolations(page);
  await giveMiles(request, first, 60_000);

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

  // In my bookings: pending, no confirmation yet; the declared bookings that paid for it are listed too.
  await pending.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL('/my-bookings');
  const item = page.getByTestId('redemption').filter({ hasText: `Reference ${reference}` });
  await expect(item.getByTestId('redemption-status')).toHaveText('Pending');
  await expect(item).toContainText(hotel.name);
  await expect(item.getByRole('button', { name: /Booking confirmation/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Declared bookings' }).getByTestId('claim').first()).toBeVisible();
  await expectNoViolations(page);

  // The hotel answers (the dev route: the rule the clock applies, approved while the month has room).
  const headers = await authHeaders(request, first);
  const mine = (await (await request.get('/api/my_bookings', { headers })).json()) as { redemptions: { id: number; reference: string }[] };
  const id = mine.redemptions.find((r) => r.reference === reference)?.id;
  const decided = await request.post(`/api/dev/redemptions/${id}/decide`, { data: {} });
  expect(decided.status(), await decided.text()).toBe(200);
  expect(((await decided.json()) as { status: string }).status).toBe('approved');
  await page.reload();
  await expect(item.getByTestId('redemption-status')).toHaveText('Approved');
  await expectNoViolations(page);

  // A confirmation the server refuses once is said next to its booking.
  const pdf = `**/api/redemptions/${id}/confirmation.pdf**`;
  await page.route(pdf, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'redemption_not_approved', key: 'redemption_not_approved', message: 'Not approved yet.' }),
    }),
  );
  const confirmation = item.getByRole('button', { name: `Booking confirmation ${reference} (PDF)` });
  await confirmation.click();
  await expect(item.getByTestId('confirmation-error')).toContainText(
    'The confirmation is available once the hotel has approved the booking.',
  );
  await expectNoViolations(page);
  await page.unroute(pdf);

  // The confirmation, downloaded from the page: fetched with the member's bearer token, a real PDF.
  const pdfAnswer = page.waitForResponse((r) => r.url().includes(`/api/redemptions/${id}/confirmation.pdf`));
  const download = page.waitForEvent('download');
  await confirmation.click();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`confirmation-${reference}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(item.getByTestId('confirmation-error')).toHaveCount(0);
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
  // Opened directly, with no search page before it: the form has its own styles, targets of at least 44 px.
  const redeem = page.getByRole('region', { name: 'Redeem nights' });
  for (const field of [redeem.getByLabel('Arrival'), redeem.getByLabel('Rooms')])
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
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
