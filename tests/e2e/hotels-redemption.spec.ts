// Hotel nights with miles as one browser journey on the real reference API, with a throw-away member given miles by
// real claims: a guest opens a property from a shared link with a stay and logs in through "Redeem nights", which
// comes back to it (its form styled without the search page before it); 2 nights redeemed with the first answer lost
// on the way: confirmed again with the same Idempotency-Key, one request and one hold; the hotel's approval (the dev
// route: what the injected clock does a business day later); in My bookings beside the declared bookings that paid
// for it, a confirmation the server refuses said next to its booking, then the confirmation PDF downloaded with the
// member's token. Then the search: the destination chosen by keyboard alone, 8 rooms sent to the group site, Paris
// for 3 nights: the results are the hotels the API counts for that search, and a hotel opened from them keeps the
// stay. Both engines on the states only this journey shows: a guest's property, the lost answer's message, an
// approved booking whose confirmation was refused, the search form with the group-site rule, the results with their
// filters open, a member's property. What the pages say and send in every other case (sort and filters in the address,
// the stay's rules, a full month, too few miles, the French refusal, My bookings empty and pending, each page's exact
// page view) is proven in jsdom by tests/integration/journeys/hotel-redemption.test.tsx, the page views' fields by
// tests/unit/model/hotel-search-tracking.test.ts; the quota, the PDF's content and who may have it, a request sent
// again with its key by tests/api/redemptions-*.test.ts. My bookings empty is audited by a11y-shop.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import appConfig from '../../config/app.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { apiLogin, authHeaders, createMember, giveMiles } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations, navigateInApp } from './support/axe';
import { isoDay, nordlysStay } from './support/hotels';

async function api<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const { token } = await apiLogin(request, account);
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('a shared property, "Redeem nights" through the login, 2 nights redeemed with the answer lost and confirmed again, approved, a refused PDF said, the PDF downloaded; then a search by keyboard, the group-site rule, Paris for 3 nights and a hotel opened with the stay', async ({
  page,
  request,
  consoleProblems,
}) => {
  test.setTimeout(60_000); // A login, a redemption, its approval, the PDF and a search, one after the other on the real server.
  const { hotel, arrival, offset } = await nordlysStay(request);
  const departure = isoDay(offset + 3);
  const member = await createMember(request);
  await giveMiles(request, member, 60_000);
  const headers = await authHeaders(request, member);
  const balance = async () => ((await (await request.get('/api/users_stats', { headers })).json()) as { points: number[] }).points[4];
  const before = await balance();

  // A guest's shared link: the property with its stay, and a way to log in instead of the form.
  const shared = `/hotels/${hotel.id}?arrival=${arrival}&departure=${departure}&rooms=2-0`;
  await page.goto(shared);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  await expectNoViolations(page, 'a guest’s property');
  await page.getByTestId('redeem-login').click();
  await expect(page).toHaveURL(/\/login\?ref=/);
  await page.getByLabel(/^E-mail address/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const redeem = page.getByRole('region', { name: 'Redeem nights' });
  await expect(redeem.getByLabel('Arrival')).toHaveValue(arrival);
  expect(decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)).toBe(decodeURIComponent(shared));
  // No search page before it: the form has its own styles, targets of at least 44 px.
  for (const field of [redeem.getByLabel('Arrival'), redeem.getByLabel('Rooms')])
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // The first send reaches the server, which makes the request; its answer never reaches the browser.
  const keys: string[] = [];
  await page.route('**/api/redemptions', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('failed');
  });
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('2');
  await page.getByRole('button', { name: 'See the price in miles' }).click();
  await expect(page.getByTestId('redemption-miles')).toBeVisible();
  // The pressed button went with the form: the focus is on the quote that replaced it.
  await expect(page.getByTestId('redemption-step')).toBeFocused();
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  await expect(page.getByTestId('redemption-error')).toHaveText(
    'We could not reach the server, so we do not know whether your request was sent. Please confirm again: the same request is never sent twice.',
  );
  await expectNoViolations(page, 'the answer lost');
  await expect(page.getByTestId('redemption-pending')).toHaveCount(0);
  // The member presses again: the same request, now answered.
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  const pending = page.getByTestId('redemption-pending');
  await expect(pending).toContainText(/Request RN-\d{6} sent: pending/);
  const reference = /RN-\d{6}/.exec((await pending.textContent()) ?? '')?.[0] ?? '';
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(keys[1]).toBe(keys[0]);
  // The aborted answer is the only console error, and the one this test provoked.
  expect(consoleProblems.filter((p) => /ERR_FAILED/.test(p))).toHaveLength(1);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/ERR_FAILED/.test(p)));

  // One request, and the miles held once.
  const mine = (await (await request.get('/api/my_bookings', { headers })).json()) as {
    redemptions: { id: number; reference: string; miles: number }[];
  };
  expect(mine.redemptions.map((r) => r.reference)).toEqual([reference]);
  expect(await balance()).toBe((before ?? 0) - (mine.redemptions[0]?.miles ?? 0));
  const id = mine.redemptions[0]?.id;

  // The hotel answers (the dev route: the rule the clock applies, approved while the month has room).
  const decided = await request.post(`/api/dev/redemptions/${id}/decide`, { data: {} });
  expect(decided.status(), await decided.text()).toBe(200);
  expect(((await decided.json()) as { status: string }).status).toBe('approved');

  // In my bookings: approved, beside the declared bookings that paid for it.
  await pending.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL('/my-bookings');
  const item = page.getByRole('region', { name: 'Nights paid with miles' }).getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByText('Approved', { exact: true })).toBeVisible();
  // The booking names its hotel, a link to its page.
  await expect(item.getByRole('link', { name: new RegExp(`^${hotel.name}, `) })).toHaveAttribute('href', `/hotels/${hotel.id}`);
  await expect(page.getByRole('region', { name: 'Declared bookings' }).getByRole('listitem').first()).toBeVisible();

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
  await expect(item.getByTestId('data-download-error')).toContainText('The confirmation exists once the hotel has approved the request.');
  await expectNoViolations(page, 'my bookings, a confirmation refused');
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
  await expect(item.getByTestId('data-download-error')).toHaveCount(0);

  // The search. The destination by keyboard alone: type, ↓ to the first option (the city), Enter chooses it.
  await navigateInApp(page, '/book-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('');
  await destination.pressSequentially('Paris');
  await expect(page.getByRole('option', { name: /^Paris City/ })).toBeVisible();
  await destination.press('ArrowDown');
  await expect(destination).toHaveAttribute('aria-activedescendant', /option-city-Paris$/);
  await destination.press('Enter');
  await expect(destination).toHaveValue('Paris');
  await expect(page.getByRole('listbox')).toBeHidden();
  const [from, to] = [isoDay(21), isoDay(24)];
  await page.getByLabel('Arrival').fill(from);
  await page.getByLabel('Departure').fill(to);

  // 8 rooms are the group site's: said with its link, and no search.
  const rooms = page.getByLabel('Rooms', { exact: true });
  await rooms.selectOption('8');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const group = page.getByTestId('group-site');
  await expect(group).toContainText("More than 7 rooms must be booked on the hotel group's site for groups.");
  await expect(group.getByRole('link', { name: 'Book on the group booking site' })).toHaveAttribute(
    'href',
    appConfig.environments.local.hotelGroupSiteUrl,
  );
  await expect(page).toHaveURL(/\/book-properties$/);
  await expectNoViolations(page, 'the search, 8 rooms');

  await rooms.selectOption('1');
  await expect(group).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties-results\\?destination=city%3AParis&arrival=${from}&departure=${to}&rooms=2-0$`));
  const search = await api<{ total: number; results: { id: number; name: string }[] }>(
    request,
    member,
    `hotels_search?destination=Paris&arrival=${from}&departure=${to}&rooms=1&adults=2&children=0`,
  );
  expect(search.total).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 2, name: `${search.total} hotels` })).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(Math.min(search.total, 20));
  await expectNoViolations(page, 'the results');
  // Their sort and filters, a schema form: the sort above the panel, the panel's boxes the answer's facets.
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Miles per night, lowest first');
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()).toBeVisible();
  await expectNoViolations(page, 'the results, their filters open');

  // The property page, opened from the results: the stay comes along.
  const found = search.results[0]?.name ?? '';
  await page.getByRole('link', { name: found, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: found })).toBeVisible();
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  await expect(page.getByLabel('Arrival')).toHaveValue(from);
  await expectNoViolations(page, 'a member’s property');
});
