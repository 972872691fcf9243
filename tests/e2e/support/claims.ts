// A booking claim in the browser, as the specs that declare one fill it: a booking made for the claim by the dev
// server (POST /api/dev/bookings, so runs never collide), then the English form filled with it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Schemas } from '../../../server/http/api-types';

/** What the dev server answers for a booking it made (the contract's DevBooking). */
export type DevBooking = Schemas['DevBooking'];

/** A fresh claimable booking; `data` sets its stay, hotel or rate. */
export async function devBooking(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<DevBooking> {
  const response = await request.post('/api/dev/bookings', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DevBooking;
}

export const claimForm = (page: Page) => page.locator('[data-form="declare-booking"]');
const field = (page: Page, label: string) => claimForm(page).getByLabel(label);

/** Chooses the hotel with the mouse: types a part of its name, clicks its option. */
export async function chooseHotel(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Hotel' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByText(`Chosen: ${name},`)).toBeVisible();
}

/** The claim form filled with `booking` (in English), `over` changing some of its values. */
export async function fillClaim(
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
