// Declaring a hotel booking (/earn/declare-booking) on the real route config and models, against the mocked API:
// the hotel chosen in a debounced search, what is sent, the confirmation (pending until check-out + 7 days, or
// valid at once for an older stay, which the header's balance then shows), "declare another", a blank form when the
// page is opened again; each refusal where the member looks (no booking found with "Modify my claim", already
// claimed, the minimum stay, the browser's own date rules) with every typed value kept; and the page in French.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { dayFromNow, historyApi, mockHistory } from '../../support/api/history';
import { claimsApi, mockClaims } from '../../support/api/claims';
import type { MockBooking } from '../../support/api/claims';

const session = mockSession({ member: demoMember() });
const history = mockHistory();
const claims = mockClaims(history);
useMockApi([...historyApi(history), ...claimsApi(claims), ...sessionApi(session), ...contentApi()]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(history, mockHistory());
  Object.assign(claims, mockClaims(history));
});
afterEach(() => vi.useRealTimers());
warmUp(['declare-booking'], ['declare-booking']);

type User = Awaited<ReturnType<typeof startPortal>>['user'];

const open = (language?: 'fr-be') => startPortal('/earn/declare-booking', { member: demoMember(), language });
const bookingOf = (number: string) => claims.bookings.find((b) => b.booking_number === number) as MockBooking;
const field = (label: RegExp) => screen.getByLabelText(label);
const numberField = () => screen.findByLabelText(/^Booking number/, {}, { timeout: 15_000 });

/** Types a value as one input (a paste): a keystroke at a time re-renders the whole form each time, for nothing here. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** Searches the hotel by a part of its name and clicks its option. */
async function chooseHotel(user: User, name: string) {
  await fill(user, screen.getByRole('combobox', { name: /^Hotel/ }), name.slice(0, 12));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** Fills the claim of `booking` as the member would; `over` changes what is typed. */
async function fillClaim(
  user: User,
  booking: MockBooking,
  over: Partial<Record<'guest_lastname' | 'check_in' | 'check_out', string>> = {},
) {
  await fill(user, await numberField(), booking.booking_number);
  await fill(user, field(/^Confirmation \(CF\) number/), booking.cf_number);
  await chooseHotel(user, booking.hotel.name);
  await fill(user, field(/^Guest's first name/), booking.guest_firstname);
  await fill(user, field(/^Guest's last name/), over.guest_lastname ?? booking.guest_lastname);
  await user.selectOptions(field(/^Booked through/), 'Directly with the hotel');
  await fill(user, field(/^Check-in date/), over.check_in ?? booking.check_in);
  await fill(user, field(/^Check-out date/), over.check_out ?? booking.check_out);
  await fill(user, field(/^Additional information/), 'Two rooms, one claim per room.');
}

/** Every value typed is still in the form. */
function expectValuesKept(booking: MockBooking, over: Partial<Record<'guest_lastname' | 'check_in' | 'check_out', string>> = {}) {
  expect(field(/^Booking number/)).toHaveValue(booking.booking_number);
  expect(field(/^Confirmation \(CF\) number/)).toHaveValue(booking.cf_number);
  expect(screen.getByRole('combobox', { name: /^Hotel/ })).toHaveValue(booking.hotel.name);
  expect(field(/^Guest's first name/)).toHaveValue(booking.guest_firstname);
  expect(field(/^Guest's last name/)).toHaveValue(over.guest_lastname ?? booking.guest_lastname);
  expect(field(/^Booked through/)).toHaveDisplayValue('Directly with the hotel');
  expect(field(/^Check-in date/)).toHaveValue(over.check_in ?? booking.check_in);
  expect(field(/^Check-out date/)).toHaveValue(over.check_out ?? booking.check_out);
  expect(field(/^Additional information/)).toHaveValue('Two rooms, one claim per room.');
}

/** The field's own error: aria-invalid, and the message in its accessible description. */
function expectFieldError(label: RegExp, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

const submit = (user: User, name = 'Declare my booking') => user.click(screen.getByRole('button', { name }));
const longDay = (day: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const headerBalance = () => screen.getByTestId('main-balance');

describe('declaring a booking', () => {
  it('searches the hotel once typing stops, sends the claim, confirms it pending until check-out + 7 days, and refreshes the header', async () => {
    const demo = bookingOf('DEMO0001');
    const { user } = await open();
    await fill(user, await numberField(), demo.booking_number);
    await fill(user, field(/^Confirmation \(CF\) number/), demo.cf_number);

    // The search waits 250 ms after the last keystroke: "Br" and "Bru" never reach the API. The keystrokes are input
    // events on a clock of the test's (user-event's own waits would stop that clock's time).
    const combobox = screen.getByRole('combobox', { name: /^Hotel/ });
    await user.click(combobox);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const typed of ['B', 'Br', 'Bru', 'Brus']) {
      fireEvent.change(combobox, { target: { value: typed } });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(149);
    expect(claims.hotelSearches).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(claims.hotelSearches).toEqual(['Brus']);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(listbox).getByRole('option', { name: /^Horizon Brussels Grand-Place/ }));
    expect(screen.getByText('Chosen: Horizon Brussels Grand-Place, Brussels')).toBeInTheDocument();

    await fill(user, field(/^Guest's first name/), demo.guest_firstname);
    await fill(user, field(/^Guest's last name/), demo.guest_lastname);
    await user.selectOptions(field(/^Booked through/), 'Directly with the hotel');
    await fill(user, field(/^Check-in date/), demo.check_in);
    await fill(user, field(/^Check-out date/), demo.check_out);
    await fill(user, field(/^Additional information/), '  Two rooms, one claim per room. ');
    expect(headerBalance()).toHaveTextContent('2 000 miles');
    const statsAsked = history.statsCalls;
    await submit(user);

    const confirmation = await screen.findByTestId('claim-accepted');
    expect(within(confirmation).getByRole('heading', { name: 'Your booking has been declared' })).toBeInTheDocument();
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent('300 miles pending');
    expect(confirmation).toHaveTextContent(`Valid on ${longDay(dayFromNow(5))}`);
    expect(confirmation).toHaveTextContent(
      `Horizon Brussels Grand-Place, Brussels, 3 nights from ${longDay(demo.check_in)} to ${longDay(demo.check_out)} (booking DEMO0001).`,
    );
    expect(within(confirmation).getByRole('link', { name: 'See my miles history' })).toHaveAttribute('href', '/my-miles');
    expect(claims.requests).toEqual([
      {
        booking_number: 'DEMO0001',
        cf_number: demo.cf_number,
        property: 1,
        guest_firstname: 'Claire',
        guest_lastname: 'Dubois',
        source: 'direct_hotel',
        check_in: demo.check_in,
        check_out: demo.check_out,
        additional_information: 'Two rooms, one claim per room.',
      },
    ]);
    // The header asked for the figures again: pending miles are not in the main balance.
    await waitFor(() => expect(history.statsCalls).toBeGreaterThan(statsAsked));
    expect(headerBalance()).toHaveTextContent('2 000 miles');

    await user.click(within(confirmation).getByRole('button', { name: 'Declare another booking' }));
    expect(await numberField()).toHaveValue('');

    // The member's home: the main balance as before, the claim among the pending miles with its day.
    await user.click(within(screen.getByLabelText('Main menu')).getByText('Home', { selector: 'a' }));
    expect(await screen.findByTestId('home-pending', {}, { timeout: 15_000 })).toHaveTextContent('Pending miles1 100 miles');
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Main balance2 000 miles');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('home-upcoming'))
          .getByText(/DEMO0001/)
          .closest('li'),
      ).toHaveTextContent(`300 miles on ${longDay(dayFromNow(5))}`),
    );
  });

  it('a stay that ended more than 7 days ago is valid at once: the confirmation says so, the header counts it; the form is blank when opened again', async () => {
    const old = bookingOf('OLDSTAY2');
    const { user } = await open();
    await fillClaim(user, old);
    await submit(user);
    const confirmation = await screen.findByTestId('claim-accepted');
    expect(confirmation).toHaveTextContent('400 miles added to your balance');
    expect(confirmation).toHaveTextContent(`Valid since ${longDay(dayFromNow(-5))}`);
    expect(confirmation).toHaveTextContent('already count in your main balance');
    expect(confirmation).not.toHaveTextContent('pending');
    await waitFor(() => expect(headerBalance()).toHaveTextContent('2 400 miles'));

    // Left for another page and opened again from the menu: a blank form, not the claim sent.
    const menu = () => within(screen.getByLabelText('Main menu'));
    await user.click(menu().getByText('Home', { selector: 'a' }));
    await screen.findByTestId('home-balance', {}, { timeout: 15_000 });
    await user.click(menu().getByText('Declare a booking', { selector: 'a' }));
    expect(await numberField()).toHaveValue('');
  });

  it('no booking found: the notice, "Modify my claim" back to the form with every value kept, then the corrected claim', async () => {
    const demo = bookingOf('DEMO0001');
    const { user } = await open();
    await fillClaim(user, demo, { guest_lastname: 'Nobody' });
    await submit(user);
    const notice = await screen.findByTestId('booking-not-found');
    expect(notice).toHaveTextContent('No booking found, do you want to modify your claim');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Modify my claim' }));
    expect(field(/^Booking number/)).toHaveFocus();
    expectValuesKept(demo, { guest_lastname: 'Nobody' });

    await user.clear(field(/^Guest's last name/));
    await fill(user, field(/^Guest's last name/), demo.guest_lastname);
    await submit(user);
    expect(await screen.findByTestId('claim-accepted')).toHaveTextContent('300 miles pending');
    expect(screen.queryByTestId('booking-not-found')).toBeNull();
  });

  it('a booking already claimed is refused on its number, which takes the focus; the values stay', async () => {
    const claimed = bookingOf('CLAIMED1');
    const { user } = await open();
    await fillClaim(user, claimed);
    await submit(user);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Booking number: This booking has already been claimed.',
    );
    expectFieldError(/^Booking number/, 'This booking has already been claimed.');
    await waitFor(() => expect(field(/^Booking number/)).toHaveFocus());
    expectValuesKept(claimed);
  });

  it('a rate with a minimum stay: the refusal on the check-out date, in the words of the page', async () => {
    const short = bookingOf('MINSTAY1');
    const { user } = await open();
    await fillClaim(user, short);
    await submit(user);
    await waitFor(() => expectFieldError(/^Check-out date/, 'This rate requires a minimum stay of 2 nights.'));
    expectValuesKept(short);
  });

  it('the browser refuses a check-out before check-in and a stay older than 90 days, without asking the server', async () => {
    const demo = bookingOf('DEMO0001');
    const { user } = await open();
    const reversed = { check_in: demo.check_out, check_out: demo.check_in };
    await fillClaim(user, demo, reversed);
    await submit(user);
    await waitFor(() => expectFieldError(/^Check-out date/, 'Check-out must be after check-in.'));
    await waitFor(() => expect(field(/^Check-out date/)).toHaveFocus());
    expectValuesKept(demo, reversed);

    const old = { check_in: dayFromNow(-100), check_out: dayFromNow(-97) };
    await user.clear(field(/^Check-in date/));
    await fill(user, field(/^Check-in date/), old.check_in);
    await user.clear(field(/^Check-out date/));
    await fill(user, field(/^Check-out date/), old.check_out);
    await submit(user);
    await waitFor(() => expectFieldError(/^Check-out date/, 'Minimum date exceeded'));
    expectValuesKept(demo, old);
    expect(claims.requests).toEqual([]);
  });

  it('a language switched mid-claim keeps every value typed: the form comes back in French, then in English, as it was', async () => {
    const demo = bookingOf('DEMO0001');
    const { user } = await open();
    await fillClaim(user, demo);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0] as HTMLElement, 'fr-be');
    expect(await screen.findByLabelText(/^Numéro de réservation/, {}, { timeout: 15_000 })).toHaveValue(demo.booking_number);
    expect(await screen.findByLabelText(/^Nom du client/, {}, { timeout: 15_000 })).toHaveValue(demo.guest_lastname);
    expect(field(/^Date de départ/)).toHaveValue(demo.check_out);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Langue' })[0] as HTMLElement, 'en');
    await numberField();
    expectValuesKept(demo);
    await submit(user);
    expect(await screen.findByTestId('claim-accepted')).toHaveTextContent('300 miles pending');
  });

  it('refusals shown when the language is switched are said again in the new one, where they are', async () => {
    const claimed = bookingOf('CLAIMED1');
    const { user } = await open();
    await fillClaim(user, claimed);
    await submit(user);
    expectFieldError(/^Booking number/, 'This booking has already been claimed.');
    const language = screen.getAllByRole('combobox', { name: 'Language' })[0] as HTMLElement;
    await user.selectOptions(language, 'fr-be');
    expect(await screen.findByRole('alert', { name: 'Il y a un problème' }, { timeout: 15_000 })).toHaveTextContent(
      'Numéro de réservation : Cette réservation a déjà été déclarée.',
    );
    expectFieldError(/^Numéro de réservation/, 'Cette réservation a déjà été déclarée.');

    // The browser's own refusals too, and the focus stays on the language select.
    await user.clear(field(/^Nom du client/));
    await submit(user, 'Déclarer ma réservation');
    await waitFor(() => expect(field(/^Nom du client/)).toHaveAttribute('aria-invalid', 'true'));
    const langue = screen.getAllByRole('combobox', { name: 'Langue' })[0] as HTMLElement;
    langue.focus();
    await user.selectOptions(langue, 'en');
    expect(await screen.findByRole('alert', { name: 'There is a problem' }, { timeout: 15_000 })).toHaveTextContent(
      "Guest's last name: This field is required.",
    );
    expectFieldError(/^Guest's last name/, 'This field is required.');
    expect(screen.getAllByRole('combobox', { name: 'Language' })[0]).toHaveFocus();
  });

  it("in French: the labels, the hotel search, the browser's date rule, the server's refusal and the confirmation", async () => {
    const demo = bookingOf('DEMO0001');
    const { user } = await open('fr-be');
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclarer une réservation' })).toBeInTheDocument();
    await fill(user, await screen.findByLabelText(/^Numéro de réservation/, {}, { timeout: 15_000 }), demo.booking_number);
    await fill(user, field(/^Numéro de confirmation \(CF\)/), demo.cf_number);
    const combobox = screen.getByRole('combobox', { name: /^Hôtel/ });
    await fill(user, combobox, 'zzqq');
    expect(await screen.findByText('Aucun hôtel trouvé')).toBeInTheDocument();
    await user.clear(combobox);
    await fill(user, combobox, 'Grand-Place');
    const option = await screen.findByRole('option', { name: /^Horizon Brussels Grand-Place/ });
    // The city and the country as the API names them in French, not the stored English name and the code.
    expect(option).toHaveTextContent('Horizon Brussels Grand-PlaceBruxelles, Belgique');
    await user.click(option);
    expect(screen.getByText('Choisi : Horizon Brussels Grand-Place, Bruxelles')).toBeInTheDocument();
    await fill(user, field(/^Prénom du client/), demo.guest_firstname);
    await fill(user, field(/^Nom du client/), 'Personne');
    await user.selectOptions(field(/^Réservé via/), 'Site web');
    // The browser's own date rule, in the language.
    await fill(user, field(/^Date d’arrivée/), demo.check_out);
    await fill(user, field(/^Date de départ/), demo.check_in);
    await submit(user, 'Déclarer ma réservation');
    await waitFor(() => expectFieldError(/^Date de départ/, 'La date de départ doit être postérieure à la date d’arrivée.'));
    expect(claims.requests).toEqual([]);
    await user.clear(field(/^Date d’arrivée/));
    await fill(user, field(/^Date d’arrivée/), demo.check_in);
    await user.clear(field(/^Date de départ/));
    await fill(user, field(/^Date de départ/), demo.check_out);
    await submit(user, 'Déclarer ma réservation');
    const notice = await screen.findByTestId('booking-not-found');
    expect(notice).toHaveTextContent('Aucune réservation trouvée, voulez-vous modifier votre déclaration ?');
    await user.click(within(notice).getByRole('button', { name: 'Modifier ma déclaration' }));
    await user.clear(field(/^Nom du client/));
    await fill(user, field(/^Nom du client/), demo.guest_lastname);
    await submit(user, 'Déclarer ma réservation');
    const confirmation = await screen.findByTestId('claim-accepted');
    expect(within(confirmation).getByRole('heading', { name: 'Votre réservation a été déclarée' })).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('300 miles en attente');
    expect(confirmation).toHaveTextContent(`Valables le ${longDay(dayFromNow(5), 'fr-BE')}`);
  });
});
