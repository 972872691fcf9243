// The member home on the real server, for a fresh member (whom no other test changes) with one claim made through
// the API: the figures of users_stats and the rank as the server answers them (the pending miles not in the main
// balance), the claim among the pending miles with the day it becomes valid and its hotel, the latest activity, and
// the home's content zone, whose offer leads to its page. The quick actions, the lists' order and length, the page in
// French, a brand-new member's empty states and each failed part with its "Try again" are the integration journey's
// (tests/integration/journeys/member-home.test.tsx). Both engines audit the home as it loads with every member page
// in each language (a11y-engines.spec.ts), a brand-new member's and a failed load's in a11y-states-member.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, signIn } from './support/accounts';
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

test('a member with a claim: balance and rank, pending miles with their date (not in the balance), activity, content', async ({
  page,
  request,
}) => {
  const { account, booking, claim } = await memberWithClaim(request);
  const data = await memberData(request, account);
  expect(data.pending).toBe(claim.miles);
  await signIn(page, request, account);
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Test' })).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText(`Main balance${miles(data.balance)} miles`);
  await expect(page.getByTestId('home-pending')).toHaveText(`Pending miles${miles(claim.miles)} miles`);
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

  // The content system's zones of /home (tagged home + member); the offer's link leads to its page.
  const news = page.getByRole('region', { name: 'News and offers' });
  await expect(news.getByRole('heading', { name: 'Winter booster: double miles' })).toBeVisible();
  await news.getByRole('link', { name: 'Discover the Winter booster' }).click();
  await expect(page).toHaveURL('/offers/booster-2x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booster: double miles');
});
