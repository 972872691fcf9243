// Hotel search, results and the property page on the real reference API, as a throw-away member and as a guest.
// Each page's exact dataLayer push is checked against the API's own answer; axe finds nothing on the search (with
// the group-site rule shown), the results and the property (a member's and a guest's); the destination is chosen
// by keyboard alone. What the pages say and send in every other case
// (sort and filters in the address, the stay's rules, the brand and hotel-group pages and their page views, a
// guest's "Redeem nights" through the login) is proven in jsdom by tests/integration/journeys/hotel-redemption.test.tsx;
// the redemption itself end to end by hotels-redemption.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import appConfig from '../../config/app.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { apiLogin, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage } from './support/axe';

/** A calendar day `offset` days from today (the browser and the server share this machine's clock). */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function api<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const { token } = await apiLogin(request, account);
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type Push = Record<string, unknown>;
const pushes = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));

/** The one page view pushed for `path` (exactly one: the router defers its own on hotel pages). */
async function pageViewOf(page: Page, path: string): Promise<Push> {
  await expect.poll(async () => (await pushes(page)).filter((e) => e.page_path === path).length).toBeGreaterThan(0);
  const views = (await pushes(page)).filter((e) => e.page_path === path);
  expect(views, `page views of ${path}`).toHaveLength(1);
  return views[0] as Push;
}

const noHotel = {
  hotel_brand_code: null,
  hotel_brand_name: null,
  hotel_city: null,
  hotel_code: null,
  hotel_country: null,
  hotel_name: null,
};
const noStay = {
  lead_time: null,
  search_arrival_date: null,
  search_departure_date: null,
  number_of_adults: null,
  number_of_children: null,
  number_of_nights: null,
  number_of_rooms: null,
};

async function chooseDestination(page: Page, typed: string, option: RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Destination' });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(field).toHaveValue(/Paris/);
}

test('search Paris for 3 nights and open a hotel from the results: each page its exact page view, and no violations', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, request, member);
  const arrival = isoDay(21);
  const departure = isoDay(24);

  await page.goto('/book-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
  expect(await pageViewOf(page, '/book-properties')).toEqual({
    event: 'page_view',
    pagename: 'book-properties',
    page_path: '/book-properties',
    user_data: { uilogged: true },
    ...noHotel,
    ...noStay,
    number_of_results: null,
    b2b_booking_context: 'agent',
  });
  expect(await auditPage(page)).toEqual([]);

  await chooseDestination(page, 'Par', /^Paris City/);
  await page.getByLabel('Arrival').fill(arrival);
  await page.getByLabel('Departure').fill(departure);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties-results\\?destination=city%3AParis&arrival=${arrival}&departure=${departure}&rooms=2-0$`),
  );

  const search = await api<{ total: number; results: { id: number; name: string; brand: { code: string } }[] }>(
    request,
    member,
    `hotels_search?destination=Paris&arrival=${arrival}&departure=${departure}&rooms=1&adults=2&children=0`,
  );
  expect(search.total).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 2, name: `${search.total} hotels` })).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(Math.min(search.total, 20));
  expect(await pageViewOf(page, '/properties-results')).toEqual({
    event: 'page_view',
    pagename: 'properties-results',
    page_path: '/properties-results',
    user_data: { uilogged: true },
    ...noHotel,
    lead_time: 21,
    number_of_results: search.total,
    search_arrival_date: arrival,
    search_departure_date: departure,
    number_of_adults: 2,
    number_of_children: 0,
    number_of_nights: 3,
    number_of_rooms: 1,
    b2b_booking_context: 'agent',
  });
  expect(await auditPage(page)).toEqual([]);

  // The property page, opened from the results: the stay comes along.
  const hotel = search.results[0]?.name ?? '';
  await page.getByRole('link', { name: hotel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const detail = await api<{ code: string; name: string; city: string; country_code: string; brand: { code: string; name: string } }>(
    request,
    member,
    `hotels/${id}`,
  );
  expect(await pageViewOf(page, `/hotels/${id}`)).toEqual({
    event: 'page_view',
    pagename: 'hotel',
    page_path: `/hotels/${id}`,
    user_data: { uilogged: true },
    hotel_brand_code: detail.brand.code,
    hotel_brand_name: detail.brand.name,
    hotel_city: detail.city,
    hotel_code: detail.code,
    hotel_country: detail.country_code,
    hotel_name: detail.name,
    lead_time: 21,
    number_of_results: null,
    search_arrival_date: arrival,
    search_departure_date: departure,
    number_of_adults: 2,
    number_of_children: 0,
    number_of_nights: 3,
    number_of_rooms: 1,
    b2b_booking_context: 'agent',
  });
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);

  await expect(page.getByLabel('Arrival')).toHaveValue(arrival);
});

test('the search form by keyboard alone: the destination chosen from its list; 8 rooms send to the group site', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createMember(request));
  await page.goto('/book-properties');
  // The destination by keyboard alone: type, ↓ to the first option (the city), Enter chooses it.
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.pressSequentially('Paris');
  await expect(page.getByRole('option', { name: /^Paris City/ })).toBeVisible();
  await destination.press('ArrowDown');
  await expect(destination).toHaveAttribute('aria-activedescendant', /option-city-Paris$/);
  await destination.press('Enter');
  await expect(destination).toHaveValue('Paris');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByLabel('Arrival').fill(isoDay(10));
  await page.getByLabel('Departure').fill(isoDay(39));
  await page.getByLabel('Rooms', { exact: true }).selectOption('8');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const group = page.getByTestId('group-site');
  await expect(group).toContainText("More than 7 rooms must be booked on the hotel group's site for groups.");
  await expect(group.getByRole('link', { name: 'Book on the group booking site' })).toHaveAttribute(
    'href',
    appConfig.environments.local.hotelGroupSiteUrl,
  );
  await expect(page).toHaveURL(/\/book-properties$/);
  expect(await auditPage(page)).toEqual([]);
});

test('a guest reads a property from a shared link, with "Redeem nights" through the login', async ({ page, request }) => {
  const arrival = isoDay(30);
  const departure = isoDay(33);
  // The guest's answers are the API's for no member (the reads are public).
  const answer = await request.get(`/api/hotels_search?destination=Paris&arrival=${arrival}&departure=${departure}&limit=50`);
  expect(answer.status(), await answer.text()).toBe(200);
  const hotel = ((await answer.json()) as { results: { id: number; name: string }[] }).results[0];
  if (!hotel) throw new Error('Paris has hotels');
  const path = `/hotels/${hotel.id}?destination=city%3AParis&arrival=${arrival}&departure=${departure}&rooms=2-0`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  await page.getByTestId('redeem-login').click();
  await expect(page).toHaveURL(/\?ref=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('ref') ?? '')).toBe(decodeURIComponent(path));
});
