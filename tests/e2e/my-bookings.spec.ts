// Issue 16, my bookings on the real server, as throw-away members: the empty state with its two ways; a
// room-night redemption made through the API shown pending, the hotel's approval through the dev route, then the
// booking confirmation PDF downloaded from the page (fetched with the member's token: a real PDF with its
// content type); another member's PDF refused; a PDF that cannot be had says so. axe + IBM, phone screenshots.
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { authHeaders, createMember, giveMiles, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations } from './support/axe';

interface Redemption {
  id: number;
  reference: string;
  status: string;
  hotel: { name: string };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function phone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `test-results/partners/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A pending redemption of 2 nights for `account`, who is given the miles it costs first. Why an arrival per test,
 * 31 days apart: the quota counts approvals per hotel and month of stay (Nordlys: 1), so two tests of this spec
 * approving at the same hotel in the same month would refuse one another when they run side by side.
 */
async function redeem(request: APIRequestContext, account: Account, arrivalOffset: number): Promise<Redemption> {
  const headers = await authHeaders(request, account);
  const arrival = isoDay(arrivalOffset);
  const search = await request.get(
    `/api/hotels_search?arrival=${arrival}&departure=${isoDay(arrivalOffset + 2)}&available_only=true&limit=50`,
    {
      headers,
    },
  );
  expect(search.status(), await search.text()).toBe(200);
  const results = ((await search.json()) as { results: { id: number; miles_total: number; min_nights: number }[] }).results;
  // A hotel of its own per test run, so other runs' approvals never fill its monthly quota.
  const hotel = results.filter((h) => h.min_nights <= 2)[Date.now() % Math.min(results.length, 20)] ?? results[0];
  if (!hotel) throw new Error('no hotel available');
  await giveMiles(request, account, hotel.miles_total);
  const created = await request.post('/api/redemptions', { headers, data: { hotel_id: hotel.id, arrival, nights: 2, rooms: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Redemption;
}

test('nothing yet: the ways to book a stay with miles or to declare one', async ({ page, request }) => {
  const account = await createMember(request);
  await signIn(page, request, account);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const empty = page.getByTestId('bookings-empty');
  await expect(empty).toContainText('You have no bookings yet.');
  await expect(empty.getByRole('link', { name: 'Book a stay with miles' })).toHaveAttribute('href', '/book-properties');
  await expect(empty.getByRole('link', { name: 'Declare a booking' })).toHaveAttribute('href', '/earn/declare-booking');
  await expectNoViolations(page);
  await phone(page, 'my-bookings-empty');
});

test('a redemption pending, approved by the hotel, its confirmation PDF downloaded; another member’s PDF refused', async ({
  page,
  request,
}) => {
  const account = await createMember(request);
  const redemption = await redeem(request, account, 40);
  await signIn(page, request, account);
  await page.goto('/my-bookings');
  const item = page.getByTestId('redemption').filter({ hasText: `Reference ${redemption.reference}` });
  await expect(item.getByTestId('redemption-status')).toHaveText('Pending');
  await expect(item).toContainText(redemption.hotel.name);
  await expect(item).toContainText('Your miles are held until then.');
  await expect(item.getByRole('button', { name: /Booking confirmation/ })).toHaveCount(0);
  // The miles that paid for it came from declared bookings: they are listed too.
  await expect(page.getByRole('region', { name: 'Declared bookings' }).getByTestId('claim').first()).toBeVisible();
  await expectNoViolations(page);
  await phone(page, 'my-bookings-pending');

  // The hotel answers (the reference server's dev route, as the clock would a business day later).
  const decided = await request.post(`/api/dev/redemptions/${redemption.id}/decide`, { data: { outcome: 'approved' } });
  expect(decided.status(), await decided.text()).toBe(200);
  expect(((await decided.json()) as { status: string }).status).toBe('approved');
  await page.reload();
  await expect(item.getByTestId('redemption-status')).toHaveText('Approved');
  await expectNoViolations(page);
  await phone(page, 'my-bookings-approved');

  const pdfAnswer = page.waitForResponse((r) => r.url().includes(`/api/redemptions/${redemption.id}/confirmation.pdf`));
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `Booking confirmation ${redemption.reference} (PDF)` }).click();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  // Fetched with the member's bearer token, never as a plain link.
  expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`confirmation-${redemption.reference}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('confirmation-error')).toHaveCount(0);

  // Another member asks for it: not theirs, so not found.
  const other = await createMember(request);
  const refused = await request.get(`/api/redemptions/${redemption.id}/confirmation.pdf`, { headers: await authHeaders(request, other) });
  expect(refused.status()).toBe(404);
  expect(refused.headers()['content-type']).not.toMatch(/pdf/);
});

test('a confirmation the server refuses says why next to its booking, and can be asked for again', async ({ page, request }) => {
  const account = await createMember(request);
  const redemption = await redeem(request, account, 71);
  const decided = await request.post(`/api/dev/redemptions/${redemption.id}/decide`, { data: { outcome: 'approved' } });
  expect(((await decided.json()) as { status: string }).status).toBe('approved');
  await signIn(page, request, account);
  await page.route(`**/api/redemptions/${redemption.id}/confirmation.pdf**`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'redemption_not_approved', key: 'redemption_not_approved', message: 'Not approved yet.' }),
    }),
  );
  await page.goto('/my-bookings');
  const item = page.getByTestId('redemption').filter({ hasText: `Reference ${redemption.reference}` });
  await item.getByRole('button', { name: `Booking confirmation ${redemption.reference} (PDF)` }).click();
  await expect(item.getByTestId('confirmation-error')).toContainText(
    'The confirmation is available once the hotel has approved the booking.',
  );
  await expectNoViolations(page);
  await page.unroute(`**/api/redemptions/${redemption.id}/confirmation.pdf**`);
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `Booking confirmation ${redemption.reference} (PDF)` }).click();
  await download;
  await expect(item.getByTestId('confirmation-error')).toHaveCount(0);
});
