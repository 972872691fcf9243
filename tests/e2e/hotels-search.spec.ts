// Hotel search, results, property page and room-night redemption (issue 16), on the real reference API, as a
// throw-away member (the redemption holds miles: the demo members' figures stay untouched). Each page's exact
// dataLayer push is checked against the API's own answer; axe finds nothing on search, results and property;
// phone screenshots go to test-results/hotels/.
import type { APIRequestContext, Page } from '@playwright/test';
import appConfig from '../../config/app.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { apiLogin, createMember, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage } from './support/axe';

/** A calendar day `offset` days from today (the browser and the server share this machine's clock). */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Real miles: claimed stays of 70 nights that ended 15 days ago (valid since check-out + 7 days). */
async function giveMiles(request: APIRequestContext, account: Account, atLeast: number): Promise<void> {
  const { token } = await apiLogin(request, account);
  for (let given = 0; given < atLeast;) {
    const booking = (await (
      await request.post('/api/dev/bookings', { data: { check_in: isoDay(-85), check_out: isoDay(-15) } })
    ).json()) as Record<string, string | number>;
    const { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out } = booking;
    const claimed = await request.post('/api/booking_claims', {
      headers: { Authorization: `Bearer ${token}` },
      data: { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out, source: 'gds' },
    });
    expect(claimed.status(), await claimed.text()).toBe(201);
    given += ((await claimed.json()) as { miles: number }).miles;
  }
}

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

async function shootPhone(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `test-results/hotels/${name}.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function chooseDestination(page: Page, typed: string, option: RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Destination' });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(field).toHaveValue(/Paris/);
}

test('search Paris for 3 nights, sort and filter kept in the address, open a hotel, redeem 2 nights: pending', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request);
  await giveMiles(request, member, 21_000);
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
  await shootPhone(page, 'search');

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
  await shootPhone(page, 'results');

  // Sort by name: in the address, and still there after a reload.
  await page.getByTestId('results-sort').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  const byName = [...search.results].map((h) => h.name).sort((a, b) => a.localeCompare(b));
  await expect(page.getByTestId('hotel-link').first()).toHaveText(byName[0] ?? '');
  await page.reload();
  await expect(page.getByTestId('results-sort')).toHaveValue('name');
  await expect(page.getByTestId('hotel-link').first()).toHaveText(byName[0] ?? '');

  // Filter one brand: in the address, the list narrows, and the box is still ticked after a reload.
  const brand = search.results.find((h) => h.brand.code === 'nordlys') ?? search.results[0];
  if (!brand) throw new Error('Paris has hotels');
  const brandHotels = search.results.filter((h) => h.brand.code === brand.brand.code);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().waitFor();
  const box = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${brandName(brand.brand.code)} `) });
  // A click, then the state: the box follows the address (the filter applies through a navigation), which may land
  // after Playwright's check() has looked.
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`brand=${brand.brand.code}`));
  await expect(page.getByTestId('hotel-card')).toHaveCount(brandHotels.length);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${brandName(brand.brand.code)} `) }),
  ).toBeChecked();
  await expect(page.getByTestId('hotel-card')).toHaveCount(brandHotels.length);

  // The property page, opened from the results: the stay comes along.
  const hotel = brandHotels.map((h) => h.name).sort((a, b) => a.localeCompare(b))[0] ?? '';
  await page.getByRole('link', { name: hotel }).click();
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
  await shootPhone(page, 'property');

  // Redeem 2 nights: the quote is the API's, the request is pending, the balance drops by the miles held.
  const before = await api<{ points: number[] }>(request, member, 'users_stats');
  await expect(page.getByLabel('Arrival')).toHaveValue(arrival);
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('2');
  await page.getByRole('button', { name: 'See the price in miles' }).click();
  const quote = await api<{ miles_total: number }>(
    request,
    member,
    `hotels/${id}/availability?arrival=${arrival}&departure=${isoDay(23)}&rooms=1&adults=2&children=0`,
  );
  await expect(page.getByTestId('redemption-miles')).toHaveText(`${quote.miles_total.toLocaleString('en-GB').replace(/,/g, ' ')} miles`);
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  const pending = page.getByTestId('redemption-pending');
  await expect(pending).toContainText(/Request RN-\d{6} sent: pending/);
  await expect(pending.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/my-bookings');
  const after = await api<{ points: number[] }>(request, member, 'users_stats');
  expect(after.points[4]).toBe((before.points[4] ?? 0) - quote.miles_total);
  await expect(page.getByTestId('main-balance')).toContainText((after.points[4] ?? 0).toLocaleString('en-GB').replace(/,/g, ' '));
  await shootPhone(page, 'property-pending');
});

const brandNames: Record<string, string> = {
  horizon: 'Horizon',
  'horizon-select': 'Horizon Select',
  nordlys: 'Nordlys',
  'casa-horizon': 'Casa Horizon',
  'horizon-suites': 'Horizon Suites',
  'horizon-resorts': 'Horizon Resorts',
};
function brandName(code: string): string {
  return brandNames[code] ?? code;
}

test('the browser rules: 31 nights gives the range message, 8 rooms the group site', async ({ page, request }) => {
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
  await page.getByLabel('Departure').fill(isoDay(41));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please select less than 30 days')).toBeVisible();
  await expect(page.getByLabel('Departure')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Departure')).toBeFocused();
  await expect(page).toHaveURL(/\/book-properties$/);

  // 29 nights is fine; then 8 rooms: the message and the group site's link, no search.
  await page.getByLabel('Departure').fill(isoDay(39));
  await page.getByLabel('Rooms', { exact: true }).selectOption('8');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const group = page.getByTestId('group-site');
  await expect(group).toContainText("More than 7 rooms must be booked on the hotel group's site for groups.");
  await expect(group.getByRole('link', { name: 'Book on the group booking site' })).toHaveAttribute(
    'href',
    appConfig.environments.local.hotelGroupSiteUrl,
  );
  await expect(page.getByText('Please select less than 30 days')).toHaveCount(0);
  await expect(page).toHaveURL(/\/book-properties$/);
  expect(await auditPage(page)).toEqual([]);
  await shootPhone(page, 'search-rules');

  // 7 rooms searches; a shared link of 8 rooms or 31 nights shows the same messages on the results page.
  await page.getByLabel('Rooms', { exact: true }).selectOption('7');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/properties-results\?.*rooms=2-0(%2C2-0){6}$/);
  await page.goto(`/properties-results?destination=city%3AParis&arrival=${isoDay(10)}&departure=${isoDay(41)}&rooms=1-0`);
  await expect(page.getByText('Please select less than 30 days')).toBeVisible();
  await page.goto(
    `/properties-results?destination=city%3AParis&arrival=${isoDay(10)}&departure=${isoDay(12)}&rooms=${Array(8).fill('1-0').join(',')}`,
  );
  await expect(page.getByTestId('group-site')).toBeVisible();
});

test('brands, a brand, discovery and the hotel-group journeys: their lists and their exact page views', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, request, member);
  const base = { event: 'page_view', user_data: { uilogged: true }, ...noStay, b2b_booking_context: 'agent' };

  const brands = await api<{ code: string; name: string }[]>(request, member, 'brands');
  await page.goto('/brands');
  await expect(page.getByTestId('brand-list').getByRole('listitem')).toHaveCount(brands.length);
  expect(await pageViewOf(page, '/brands')).toEqual({
    ...base,
    pagename: 'famous-brands',
    page_path: '/brands',
    ...noHotel,
    number_of_results: brands.length,
  });

  const first = brands[0];
  if (!first) throw new Error('brands expected');
  const brand = await api<{ hotels: unknown[] }>(request, member, `brands/${first.code}`);
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(brand.hotels.length);
  expect(await pageViewOf(page, `/brands/${first.code}`)).toEqual({
    ...base,
    pagename: 'brand',
    page_path: `/brands/${first.code}`,
    ...noHotel,
    hotel_brand_code: first.code,
    hotel_brand_name: first.name,
    number_of_results: brand.hotels.length,
  });

  for (const [path, code, pagename] of [
    ['/discover-hotels', 'discover', 'discover-hotels'],
    ['/hotel-group/la-dolce-vita', 'la-dolce-vita', 'train'],
    ['/hotel-group/sailing', 'sailing', 'boat'],
  ] as const) {
    const collection = await api<{ hotels: unknown[] }>(request, member, `hotel_collections/${code}`);
    await page.goto(path);
    await expect(page.getByTestId('hotel-card')).toHaveCount(collection.hotels.length);
    expect(await pageViewOf(page, path)).toEqual({
      ...base,
      pagename,
      page_path: path,
      ...noHotel,
      number_of_results: collection.hotels.length,
    });
  }
});

test('a guest searches, ticks two brands, opens a property; "Redeem nights" logs in and comes back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const arrival = isoDay(30);
  const departure = isoDay(33);
  // The guest's answers are the API's for no member (the reads are public: favorite false).
  const answer = await request.get(`/api/hotels_search?destination=Paris&arrival=${arrival}&departure=${departure}&limit=50`);
  expect(answer.status(), await answer.text()).toBe(200);
  const search = (await answer.json()) as { total: number; results: { id: number; name: string; brand: { code: string } }[] };
  await page.goto(`/properties-results?destination=city%3AParis&arrival=${arrival}&departure=${departure}&rooms=2-0`);
  await expect(page.getByRole('heading', { level: 2, name: `${search.total} hotels` })).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(search.total);
  await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);

  // Two brands ticked: both in the address, and the API is asked for both (brand[]=a&brand[]=b).
  const [a, b] = [...new Set(search.results.map((h) => h.brand.code))].sort();
  if (!a || !b) throw new Error('Paris has hotels of two brands');
  const both = search.results.filter((h) => h.brand.code === a || h.brand.code === b);
  await page.getByText('Filters', { exact: true }).click();
  const brandBox = (code: string) =>
    page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${brandName(code)} \\(`) });
  await brandBox(a).click();
  await expect(brandBox(a)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`brand=${a}(&|$)`));
  const asked = page.waitForRequest((r) => r.url().includes('/api/hotels_search') && r.url().includes('brand%5B%5D='));
  await brandBox(b).click();
  await expect(brandBox(b)).toBeChecked();
  const sent = new URL((await asked).url()).searchParams.getAll('brand[]').sort();
  expect(sent).toEqual([a, b]);
  await expect(page).toHaveURL(new RegExp(`brand=${a}%2C${b}(&|$)`));
  await expect(page.getByTestId('hotel-card')).toHaveCount(both.length);

  // The property page, as a guest: the hotel, and "Redeem nights" that goes through the login with `ref`.
  const hotel = both[0];
  if (!hotel) throw new Error('hotels of the two brands');
  await page.getByRole('link', { name: hotel.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /map/i })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  const property = new URL(page.url());
  const propertyPath = decodeURIComponent(`${property.pathname}${property.search}`);
  await page.getByTestId('redeem-login').click();
  await expect(page).toHaveURL(/\?ref=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('ref') ?? '')).toBe(propertyPath);
  const member = await createMember(request);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => decodeURIComponent(`${new URL(page.url()).pathname}${new URL(page.url()).search}`)).toBe(propertyPath);
  await expect(page.getByRole('spinbutton', { name: 'Nights' })).toBeVisible();
});
