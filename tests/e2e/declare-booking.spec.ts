// Declare a booking on the real server. Every claim uses a booking made for it (POST /api/dev/bookings), so
// runs never collide: accepted as the demo member (pending with its date, in the history and on the home), the
// "no booking found" notice and the browser's date rule in French under axe, the hotel combobox with the keyboard
// only, at phone and desktop width. Each claim rule's refusal (the browser's date rules without asking the server
// included), "Modify my claim" keeping every value, an older stay valid at once and the header's figures after a
// claim are the integration journey's (tests/integration/journeys/claim.test.tsx); the server's rules,
// tests/api/miles-claims.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createMember, demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';

interface DevBooking {
  booking_number: string;
  cf_number: string;
  property: number;
  hotel_name: string;
  guest_firstname: string;
  guest_lastname: string;
  check_in: string;
  check_out: string;
  nights: number;
  rate_code: string;
  min_nights: number | null;
  miles: number;
}

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** requirements §9: en-GB grouping with (no-break) spaces. */
const miles = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function devBooking(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<DevBooking> {
  const response = await request.post('/api/dev/bookings', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DevBooking;
}

const form = (page: Page) => page.locator('[data-form="declare-booking"]');
const field = (page: Page, label: string) => form(page).getByLabel(label);

/** Chooses the hotel with the mouse: types a part of its name, clicks its option. */
async function chooseHotel(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Hotel' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByText(`Chosen: ${name},`)).toBeVisible();
}

async function fillClaim(
  page: Page,
  booking: DevBooking,
  over: Partial<Record<'booking_number' | 'guest_lastname' | 'check_in' | 'check_out', string>> = {},
) {
  await field(page, 'Booking number').fill(over.booking_number ?? booking.booking_number);
  await field(page, 'Confirmation (CF) number').fill(booking.cf_number);
  await chooseHotel(page, booking.hotel_name);
  await field(page, "Guest's first name").fill(booking.guest_firstname);
  await field(page, "Guest's last name").fill(over.guest_lastname ?? booking.guest_lastname);
  await field(page, 'Booked through').selectOption({ label: 'Directly with the hotel' });
  await field(page, 'Check-in date').fill(over.check_in ?? booking.check_in);
  await field(page, 'Check-out date').fill(over.check_out ?? booking.check_out);
  await field(page, 'Additional information').fill('Two rooms, one claim per room.');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Declare my booking' }).click();

test('the demo member declares a booking: the confirmation (axe), pending with its date in the history and on the home', async ({
  page,
  request,
}) => {
  // Valid tomorrow: among the soonest of the demo member's pending miles, so the home lists it.
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

  // The miles history has it: pending, valid on check-out + 7 days.
  const { token } = await apiLogin(request, demo);
  const history = (await (
    await request.get('/api/points_history?status[]=pending', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    items: { booking_number: string | null; status: string; amount: number; type: string; valid_on: string }[];
  };
  const movement = history.items.find((m) => m.booking_number === booking.booking_number);
  expect(movement).toMatchObject({ type: 'reservation', status: 'pending', amount: booking.miles });
  expect(movement?.valid_on.slice(0, 10)).toBe(validOn);

  // The member home lists it with the day it becomes valid.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('home-upcoming').getByRole('listitem').filter({ hasText: booking.booking_number })).toContainText(
    `${miles(booking.miles)} miles on ${longDay(validOn)}`,
  );

  // The miles history page lists it too.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My miles', exact: true }).click();
  await expect(page.getByRole('main').getByText(booking.booking_number).first()).toBeVisible();

  // Back on the page: a blank form.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Declare a booking' }).click();
  await expect(field(page, 'Booking number')).toHaveValue('');
});

test('the hotel combobox with the keyboard only', async ({ page, request }) => {
  const booking = await devBooking(request);
  await signIn(page, request, await createMember(request));
  await page.goto('/earn/declare-booking');
  await field(page, 'Booking number').fill(booking.booking_number);
  await field(page, 'Confirmation (CF) number').fill(booking.cf_number);
  await page.keyboard.press('Tab');
  const combobox = page.getByRole('combobox', { name: 'Hotel' });
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('Paris', { delay: 30 });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
  await expect(listbox).toHaveAttribute('role', 'listbox');
  await expect(listbox.getByRole('option')).not.toHaveCount(0);
  await expect(page.getByText(/hotels found: use the up and down arrow keys/)).toBeAttached();

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).not.toHaveAttribute('aria-activedescendant');

  // The programme's hotel of the booking, chosen with ↓ and Enter.
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');
  await page.keyboard.type(booking.hotel_name, { delay: 10 });
  await expect(listbox.getByRole('option').first()).toContainText(booking.hotel_name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(booking.hotel_name);
  await expect(combobox).toBeFocused();
  await expect(page.getByText(`Chosen: ${booking.hotel_name},`)).toBeVisible();

  await combobox.fill('qqqzzz');
  await expect(page.getByText('No hotel found')).toBeVisible();
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
});

test('in French: labels, the hotel list, the browser rules and the server refusals in the language', async ({ page, request }) => {
  const booking = await devBooking(request);
  await signIn(page, request, await createMember(request));
  await page.goto('/earn/declare-booking');
  await page.getByLabel('Language').selectOption('fr-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Déclarer une réservation' })).toBeVisible();
  await form(page).getByLabel('Numéro de réservation').fill(booking.booking_number);
  await form(page).getByLabel('Numéro de confirmation (CF)').fill(booking.cf_number);
  const combobox = page.getByRole('combobox', { name: 'Hôtel' });
  await combobox.fill('zzqq');
  await expect(page.getByText('Aucun hôtel trouvé')).toBeVisible();
  await combobox.fill(booking.hotel_name);
  await page.getByRole('option', { name: new RegExp(`^${booking.hotel_name}`) }).click();
  await form(page).getByLabel('Prénom du client').fill(booking.guest_firstname);
  await form(page)
    .getByLabel(/^Nom du client/)
    .fill('Personne');
  await form(page).getByLabel('Réservé via').selectOption({ label: 'Site web' });
  await form(page).getByLabel('Date d’arrivée').fill(booking.check_out);
  await form(page).getByLabel('Date de départ').fill(booking.check_in);
  await page.getByRole('button', { name: 'Déclarer ma réservation' }).click();
  await expect(
    form(page).locator('.form-field__error').filter({ hasText: 'La date de départ doit être postérieure à la date d’arrivée.' }),
  ).toBeVisible();

  await form(page).getByLabel('Date d’arrivée').fill(booking.check_in);
  await form(page).getByLabel('Date de départ').fill(booking.check_out);
  await page.getByRole('button', { name: 'Déclarer ma réservation' }).click();
  const notice = page.getByTestId('booking-not-found');
  await expect(notice).toContainText('Aucune réservation trouvée, voulez-vous modifier votre déclaration ?');
  await notice.getByRole('button', { name: 'Modifier ma déclaration' }).click();
  await expect(form(page).getByLabel('Numéro de réservation')).toBeFocused();
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });

  await form(page)
    .getByLabel(/^Nom du client/)
    .fill(booking.guest_lastname);
  await page.getByRole('button', { name: 'Déclarer ma réservation' }).click();
  const confirmation = page.getByTestId('claim-accepted');
  await expect(confirmation.getByRole('heading', { name: 'Votre réservation a été déclarée' })).toBeVisible();
  await expect(confirmation).toContainText(`${miles(booking.miles)} miles en attente`);
  const validOn = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${addDays(booking.check_out, 7)}T00:00:00Z`),
  );
  await expect(confirmation).toContainText(`Valables le ${validOn}`);
});

// On a desktop, a11y-engines.spec.ts audits the empty form (every private page) and a11y-states-member.spec.ts the
// form submitted empty: here the phone's width, and the hotel list at both.
test('axe on a phone: the empty form, its errors and the hotel list; the hotel list on a desktop', async ({ page, request }) => {
  await signIn(page, request, await createMember(request));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/earn/declare-booking');
  await expect(field(page, 'Booking number')).toBeVisible();
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  expect(await auditPage(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Hotel' }).fill('Brus');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await auditPage(page)).toEqual([]);

  await test.step('the hotel list on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
  });
});
