// The member home on the real server: a member's figures (the same as users_stats and the header), pending
// miles with the day each becomes valid (not in the main balance), the latest activity, quick actions, the
// content zones; the demo member in English and in French; a brand-new member's empty states and invitation;
// a failed load and "Try again". Exact figures use fresh members, whom no other test changes. Both engines audit
// the home as it loads with every member page in each language (a11y-engines.spec.ts), a brand-new member's and a
// failed load's in a11y-states-member.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, demo, signIn } from './support/accounts';
import type { Account } from './support/accounts';

const miles = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');
const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

async function memberData(request: APIRequestContext, account: Account) {
  const { token } = await apiLogin(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const stats = (await (await request.get('/api/users_stats', { headers })).json()) as { points: number[]; pending: number };
  return { token, balance: stats.points[4] ?? 0, pending: stats.pending };
}

/** A fresh member with one accepted claim (a booking made for the test), through the API. */
async function memberWithClaim(request: APIRequestContext) {
  const account = await createMember(request);
  const booking = (await (await request.post('/api/dev/bookings', { data: {} })).json()) as Record<string, string | number> & {
    miles: number;
    check_out: string;
    booking_number: string;
    hotel_name: string;
  };
  const { token } = await apiLogin(request, account);
  const { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out } = booking;
  const claimed = await request.post('/api/booking_claims', {
    headers: { Authorization: `Bearer ${token}` },
    data: { booking_number, cf_number, property, guest_firstname, guest_lastname, check_in, check_out, source: 'gds' },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  return { account, booking, claim: (await claimed.json()) as { miles: number; valid_on: string; hotel: { name: string; city: string } } };
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByTestId('home-upcoming')).toBeVisible();
  await expect(page.getByTestId('home-activity')).toBeVisible();
}

test('a member with a claim: balance, pending miles with their date (not in the balance), activity, actions, content', async ({
  page,
  request,
}) => {
  const { account, booking, claim } = await memberWithClaim(request);
  const data = await memberData(request, account);
  await signIn(page, request, account);
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Test' })).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText(`Main balance${miles(data.balance)} miles`);
  await expect(page.getByTestId('home-pending')).toHaveText(`Pending miles${miles(claim.miles)} miles`);
  expect(data.pending).toBe(claim.miles);
  await expect(page.getByTestId('home-rank')).toHaveText('RankBronze');
  await expect(page.getByTestId('main-balance')).toHaveText(`${miles(data.balance)} miles`);

  const upcoming = page.getByTestId('home-upcoming').getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(`${miles(claim.miles)} miles on ${day(claim.valid_on, 'en-GB')}`);
  await expect(upcoming).toContainText(`Hotel booking · ${claim.hotel.name}, ${claim.hotel.city} · ${booking.booking_number}`);

  const activity = page.getByTestId('home-activity').getByRole('listitem').filter({ hasText: booking.booking_number });
  await expect(activity).toContainText(`+${miles(claim.miles)} miles`);
  await expect(activity).toContainText(
    `Pending · valid on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(claim.valid_on))}`,
  );
  await expect(page.getByTestId('home-activity').getByRole('link', { name: 'See my full miles history' })).toHaveAttribute(
    'href',
    '/my-miles',
  );
  await expect(page.getByTestId('home-welcome')).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'What would you like to do?' });
  await expect(actions.getByRole('link', { name: /Declare a booking/ })).toHaveAttribute('href', '/earn/declare-booking');
  await expect(actions.getByRole('link', { name: /Spend my miles/ })).toHaveAttribute('href', '/exchange-my-miles/gift-shop/all');
  await expect(actions.getByRole('link', { name: /Transfer miles/ })).toHaveAttribute('href', '/exchange-my-miles/transfer-miles');

  // The content system's zones of /home (tagged home + member).
  const news = page.getByRole('region', { name: 'News and offers' });
  await expect(news.getByRole('heading', { name: 'Winter booster: double miles' })).toBeVisible();
  // The offer leads to the booster it names, through its page to the animation the member joins.
  await news.getByRole('link', { name: 'Discover the Winter booster' }).click();
  await expect(page).toHaveURL('/offers/booster-2x');
  await page.getByRole('link', { name: 'Open the Winter booster' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter booster: double miles');
});

test('the demo member home in English and in French', async ({ page, request }) => {
  await signIn(page, request, demo);
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Dana' })).toBeVisible();
  await expect(page.getByTestId('home-rank')).toHaveText('RankGold');
  // The same figure as the header (both users_stats), in en-GB grouping.
  const balance = (await page.getByTestId('main-balance').textContent()) ?? '';
  expect(balance).toMatch(/^\d{1,3}(\u00a0\d{3})* miles$/);
  await expect(page.getByTestId('home-balance')).toHaveText(`Main balance${balance}`);
  // The demo member has pending miles: at most five listed, each with its date, the soonest first.
  const upcoming = page.getByTestId('home-upcoming').getByRole('listitem');
  await expect(upcoming.first()).toContainText(/ miles on \d{1,2} [A-Z][a-z]+ \d{4}/);
  expect(await upcoming.count()).toBeLessThanOrEqual(5);
  await expect(page.getByTestId('home-activity').getByRole('listitem')).toHaveCount(5);

  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Dana' })).toBeVisible();
  await expect(page.getByTestId('home-balance')).toContainText('Solde principal');
  await expect(page.getByTestId('home-rank')).toHaveText('StatutOr');
  await expect(page.getByTestId('home-upcoming').getByRole('listitem').first()).toContainText(/ miles le \d{1,2} [a-zéû]+ \d{4}/);
  await expect(page.getByRole('heading', { name: 'Activité récente' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Que souhaitez-vous faire ?' }).getByRole('link', { name: /Déclarer une réservation/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Actualités et offres' }).getByRole('heading', { name: 'Booster d’hiver : miles doublés' }),
  ).toBeVisible();
});

test('a brand-new member: empty states and an invitation to declare a first booking', async ({ page, request }) => {
  const account = await createMember(request);
  const data = await memberData(request, account);
  await signIn(page, request, account);
  await openHome(page);
  const welcome = page.getByTestId('home-welcome');
  await expect(welcome.getByRole('heading', { name: 'Welcome to Miles!' })).toBeVisible();
  await expect(welcome).toContainText('You have not declared a booking yet.');
  await expect(welcome.getByRole('link', { name: 'Declare my first booking' })).toHaveAttribute('href', '/earn/declare-booking');
  // A dev member starts with no movement at all (no welcome bonus): the API says so, and so must the home.
  expect(data).toMatchObject({ balance: 0, pending: 0 });
  await expect(page.getByTestId('home-balance')).toHaveText('Main balance0 miles');
  await expect(page.getByTestId('home-pending')).toHaveText('Pending miles0 miles');
  await expect(page.getByTestId('home-upcoming')).toContainText('You have no pending miles.');
  await expect(page.getByTestId('home-activity')).toContainText('No activity on your account yet.');
  await expect(page.getByTestId('home-activity').getByRole('listitem')).toHaveCount(0);

  await welcome.getByRole('link', { name: 'Declare my first booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Declare a booking' })).toBeVisible();
});

// Both engines on each failure: a11y-states-member.spec.ts.
test('the home says so when its miles and its balance cannot be loaded, and each "Try again" loads its part', async ({ page, request }) => {
  await signIn(page, request, demo);
  // A refusal the member can do nothing about (the fixtures fail a test on 5xx console errors, so a 429).
  const tooMany = {
    status: 429,
    contentType: 'application/json',
    body: '{"code":429,"message":"Too many requests. Please try again in a minute.","key":"too_many_requests"}',
  };
  let failHistory = true;
  let failStats = true;
  await page.route('**/api/points_history**', (route) => (failHistory ? route.fulfill(tooMany) : route.fallback()));
  await page.route('**/api/users_stats', (route) => (failStats ? route.fulfill(tooMany) : route.fallback()));
  await page.goto('/home');
  const milesFailure = page.getByRole('alert').filter({ hasText: 'Your miles could not be loaded.' });
  const figuresFailure = page.getByTestId('home-figures-failure');
  await expect(milesFailure).toBeVisible();
  await expect(figuresFailure).toHaveText(/Your balance and status could not be loaded\./);
  await expect(figuresFailure).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('home-balance')).toHaveText('Main balance…');
  // The rest of the home is there.
  await expect(page.getByRole('region', { name: 'What would you like to do?' })).toBeVisible();

  await test.step('"Try again" loads the balance and status while the miles still cannot be loaded', async () => {
    failStats = false;
    await figuresFailure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home-balance')).toHaveText(/^Main balance\d[\d\u00a0]* miles$/);
    await expect(figuresFailure).toHaveCount(0);
    await expect(milesFailure).toBeVisible();
  });
  await test.step('"Try again" loads the miles', async () => {
    failHistory = false;
    await milesFailure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home-activity').getByRole('listitem').first()).toBeVisible();
    await expect(milesFailure).toHaveCount(0);
  });
  await test.step('when only the balance and status cannot be loaded, the rest of the home is there', async () => {
    failStats = true;
    await page.reload();
    await expect(figuresFailure).toBeVisible();
    await expect(page.getByTestId('home-activity').getByRole('listitem').first()).toBeVisible();
  });
});
