// Declare a booking on the real server. Every claim uses a booking made for it (POST /api/dev/bookings), so
// runs never collide: accepted as the demo member (the confirmation, the header's figures asked again, and the
// claim stored pending until check-out + 7 days), and the hotel combobox with the keyboard only, against the
// server's hotel search, with both engines on the form at a phone's width (submitted empty, the hotel list open)
// and on the hotel list and "No hotel found" at a desktop's. Each claim rule's refusal (the browser's date rules
// without asking the server included), "Modify my claim" keeping every value, an older stay valid at once, the
// header's figures after a claim, a blank form when the page is opened again, the home's pending miles after a
// claim and the page in French are the integration journey's (tests/integration/journeys/claim.test.tsx); the
// server's rules, tests/api/miles-claims.test.ts; a claim the server holds shown on the home, home.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';
import { claimForm, devBooking, fillClaim } from './support/claims';

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** requirements §9: en-GB grouping with (no-break) spaces. */
const miles = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

const submit = (page: Page) => page.getByRole('button', { name: 'Declare my booking' }).click();

test('the demo member declares a booking: the confirmation (axe), the header refreshed, the claim stored pending with its date', async ({
  page,
  request,
}) => {
  // Check-out 6 days ago: pending, valid tomorrow.
  const booking = await devBooking(request, { check_in: addDays(today, -9), check_out: addDays(today, -6) });
  await signIn(page, request, demo);
  await page.goto('/earn/declare-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Declare a booking' })).toBeVisible();
  await fillClaim(page, booking);
  const headerRefreshed = page.waitForResponse((r) => r.url().endsWith('/api/users_stats') && r.request().method() === 'GET');
  await submit(page);

  const confirmation = page.getByTestId('claim-accepted');
  await expect(confirmation.getByRole('heading', { name: 'Your booking has been declared' })).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(`${miles(booking.miles)} miles pending`);
  const validOn = addDays(booking.check_out, 7);
  await expect(confirmation).toContainText(`Valid on ${longDay(validOn)}`);
  await expect(confirmation).toContainText(`${booking.hotel_name}`);
  await expect(confirmation).toContainText(`(booking ${booking.booking_number})`);
  await expect(confirmation.getByRole('link', { name: 'See my miles history' })).toHaveAttribute('href', '/my-miles');
  // The header asked for the member's figures again.
  await headerRefreshed;
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  // The server stored what the page sent: the miles history has it, pending, valid on check-out + 7 days.
  const { token } = await apiLogin(request, demo);
  const history = (await (
    await request.get('/api/points_history?status[]=pending', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    items: { booking_number: string | null; status: string; amount: number; type: string; valid_on: string }[];
  };
  const movement = history.items.find((m) => m.booking_number === booking.booking_number);
  expect(movement).toMatchObject({ type: 'reservation', status: 'pending', amount: booking.miles });
  expect(movement?.valid_on.slice(0, 10)).toBe(validOn);
});

// On a desktop, a11y-engines.spec.ts audits the empty form (every private page) and a11y-states-member.spec.ts the
// form submitted empty and refused: here the phone's width (the form submitted empty with the hotel list open, every
// element of the empty form and its errors in one audit), the hotel list at a desktop's, and "No hotel found".
test('the hotel combobox with the keyboard only; axe on a phone (the form submitted empty, the hotel list open) and on a desktop (the hotel list, "No hotel found")', async ({
  page,
  request,
}) => {
  const booking = await devBooking(request);
  await signIn(page, request, await createMember(request));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/earn/declare-booking');
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();

  await test.step("the programme's hotel of the booking, found by the server, chosen with ↓ and Enter", async () => {
    await claimForm(page).getByLabel('Confirmation (CF) number').focus();
    await page.keyboard.press('Tab');
    const combobox = page.getByRole('combobox', { name: 'Hotel' });
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type(booking.hotel_name);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText(booking.hotel_name);
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue(booking.hotel_name);
    await expect(combobox).toBeFocused();
    await expect(page.getByText(`Chosen: ${booking.hotel_name},`)).toBeVisible();
  });

  await test.step('the hotel list and "No hotel found" on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('combobox', { name: 'Hotel' }).fill('Brus');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Hotel' }).fill('qqqzzz');
    await expect(page.getByText('No hotel found')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
  });
});
