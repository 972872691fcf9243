// Hotel search to room-night redemption on the real route config, models and templates, against the mocked hotels API:
// a destination chosen from the suggestions, the dates and guests, the results (sorted and filtered in the address, which
// Back moves the form's fields with; the Filters line in its place while they load), a property opened from them with
// the stay, the quote in miles, the request confirmed (what was sent, the miles held in the header) and found pending in
// My bookings; the browser's rules (30 nights, 8 rooms, the hotel's minimum stay); a full month said with the quote and
// its Confirm disabled; too few miles; the month filled meanwhile (in French); a lost answer confirmed again with the
// same Idempotency-Key; My bookings' empty state and a refused confirmation PDF; a guest's search with two brands and
// "Redeem nights" through the login; and each hotel page's one page view: the search, the results with their stay and
// count, a property with its hotel, the brand and hotel-group pages with the number shown.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { hotelsApi, mockHotels } from '../../support/api/hotels';

warmUp(['book-properties', 'properties-results', 'hotel', 'hotel-group-boat', 'my-bookings', 'login'], ['login']);

const session = mockSession();
const hotels = mockHotels();
const server = useMockApi([
  ...sessionApi(session),
  // The lists' pages are content pages: their editors' text, then the API's list.
  ...contentApi(
    Object.fromEntries(
      ['/brands', '/discover-hotels', '/hotel-group/train', '/hotel-group/boat'].map((url) => [
        url,
        { title: 'Hotels', zones: { main: [{ type: 'rich_text', html: '<p>Hotels of the group.</p>' }] } },
      ]),
    ),
  ),
  ...hotelsApi(hotels, session),
  // The hotel pages show the member's favorite hearts: none here.
  contractHandler('listFavorites', () => ({ body: [] })),
]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(hotels, mockHotels());
});

const member = { member: demoMember() };
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const arrival = isoDay(21);
const departure = isoDay(24);
const stay = `arrival=${arrival}&departure=${departure}&rooms=2-0`;
/** Miles as the portal writes them (a narrow no-break space between thousands). */
const miles = (text: string) => new RegExp(text.replace(' ', '\\s'));

describe('a member looking for a hotel', () => {
  it('chooses a destination and dates, and gets the results, sorted and filtered in the address', async () => {
    const { user } = await startPortal('/book-properties', member);
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'Par');
    await user.click(await screen.findByRole('option', { name: /^Paris\s?City/ }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
    await user.type(screen.getByLabelText(/^Arrival/), arrival);
    await user.type(screen.getByLabelText(/^Departure/), departure);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 2, name: '5 hotels' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/properties-results?destination=city%3AParis&${stay}`);
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(5);
    // The search the API was asked: the city, the stay, one room of two adults.
    const asked = hotels.searches.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({ destination: 'Paris', arrival, departure, rooms: '1', adults: '2', children: '0' });

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Miles per night, lowest first');
    await user.selectOptions(sort, 'Name');
    await waitFor(() => expect(screen.getAllByTestId('hotel-link')[0]).toHaveTextContent('Casa Horizon Paris Montmartre'));
    expect(window.location.search).toContain('sort=name');

    await user.click(screen.getByText('Filters'));
    const brandFilter = screen.getByRole('group', { name: 'Brand' });
    await user.click(within(brandFilter).getByRole('checkbox', { name: 'Nordlys (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(1));
    // The card names the country the API names, not its code.
    expect(screen.getByTestId('hotel-card')).toHaveTextContent('Paris, France');
    expect(window.location.search).toContain('brand=nordlys');
    expect(hotels.searches.at(-1)!.getAll('brand')).toEqual(['nordlys']);
    expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Nordlys (1)' })).toBeChecked();
    // Back undoes the box in the address, and the box follows; the sort stays the one chosen before it.
    await act(async () => window.history.back());
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(5));
    expect(window.location.search).not.toContain('brand=');
    expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Nordlys (1)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name');
  });

  it('keeps the results in place while they load: the Filters line is there at once, and says the hotels are being searched', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // A resolver that returns nothing passes the request on to the hotels' handler, once the answer is let through.
    server.use(http.get('*/api/hotels_search', async () => void (await answered)));
    const { user } = await startPortal(`/properties-results?destination=city%3AParis&${stay}`, member);
    expect(await screen.findByText('Searching for hotels…', { selector: '.spinner *' })).toBeInTheDocument();
    await user.click(screen.getByText('Filters'));
    expect(screen.getByText('Searching for hotels…', { selector: '.results-filters__panel p' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 2, name: '5 hotels' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Nordlys (1)' })).not.toBeChecked();
  });

  it('opens a hotel from the results with the stay, redeems 2 nights and finds the request pending in My bookings', async () => {
    const { user } = await startPortal(`/properties-results?destination=city%3AParis&${stay}`, member);
    await user.click(await screen.findByRole('link', { name: 'Nordlys Paris Gare du Nord' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordlys Paris Gare du Nord' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/hotels/18');
    await waitFor(() => expect(document.title).toBe('[LOCAL] Nordlys Paris Gare du Nord | Miles'));
    expect(screen.getByText('75009 Paris, France', { exact: false })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Redeem nights with miles' });
    expect(within(form).getByLabelText(/^Arrival/)).toHaveValue(arrival);
    expect(within(form).getByRole('spinbutton', { name: /^Nights/ })).toHaveValue(3);

    await user.clear(within(form).getByRole('spinbutton', { name: /^Nights/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /^Nights/ }), '2');
    await user.click(screen.getByRole('button', { name: 'See the price in miles' }));
    expect(await screen.findByTestId('redemption-miles')).toHaveTextContent(miles('15 000 miles'));
    // Each press takes its button away with its step: the focus moves to the step that replaced it.
    expect(screen.getByTestId('redemption-step')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Change the stay' }));
    expect(within(screen.getByRole('region', { name: 'Redeem nights with miles' })).getByLabelText(/^Arrival/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'See the price in miles' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the request' }));

    const pending = await screen.findByTestId('redemption-pending');
    await waitFor(() => expect(screen.getByTestId('redemption-step')).toHaveFocus());
    expect(pending).toHaveTextContent('Request RN-000001 sent: pending');
    expect(hotels.sent).toEqual([
      {
        body: { hotel_id: 18, arrival, nights: 2, rooms: 1, adults: [2], children: [0] },
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      },
    ]);
    // The miles are held at once: the header reads the balance again.
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent(miles('72 500')));

    await user.click(within(pending).getByRole('link', { name: 'See my bookings' }));
    const nights = await screen.findByRole('region', { name: 'Nights paid with miles' });
    const item = (await within(nights).findAllByRole('listitem'))[0]!;
    expect(window.location.pathname).toBe('/my-bookings');
    expect(within(item).getByRole('link', { name: 'Nordlys Paris Gare du Nord, Paris' })).toHaveAttribute('href', '/hotels/18');
    expect(within(item).getByText('Reference').nextElementSibling).toHaveTextContent('RN-000001');
    expect(within(item).getByText('State').nextElementSibling).toHaveTextContent('Pending: your miles are held until the hotel answers');
    expect(within(item).getByText('The hotel answers by')).toBeInTheDocument();
    expect(within(item).queryByText('Approved on')).toBeNull();
    expect(within(item).queryByRole('button', { name: /Booking confirmation/ })).toBeNull();
  });
});

describe('the search form’s rules', () => {
  it('refuses 30 nights or more at the departure, and sends 8 rooms to the group site, without searching', async () => {
    const { user } = await startPortal('/book-properties', member);
    await user.type(await screen.findByLabelText(/^Arrival/), isoDay(10));
    await user.type(screen.getByLabelText(/^Departure/), isoDay(41));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select less than 30 days')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Departure/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Departure/)).toHaveFocus());

    await user.clear(screen.getByLabelText(/^Departure/));
    await user.type(screen.getByLabelText(/^Departure/), isoDay(39));
    await user.selectOptions(screen.getByLabelText('Rooms', { selector: 'select' }), '8');
    const group = await screen.findByTestId('group-site');
    expect(group).toHaveTextContent("More than 7 rooms must be booked on the hotel group's site for groups.");
    expect(within(group).getByRole('link', { name: 'Book on the group booking site' })).toHaveAttribute('href');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByText('Please select less than 30 days')).toBeNull();
    expect(window.location.pathname).toBe('/book-properties');
    expect(hotels.searches).toEqual([]);
  });

  it('refuses a destination typed but not chosen from the list, keeping what was typed', async () => {
    const { user } = await startPortal('/book-properties', member);
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Parisss');
    await user.type(screen.getByLabelText(/^Arrival/), isoDay(10));
    await user.type(screen.getByLabelText(/^Departure/), isoDay(12));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(destination).toHaveFocus());
    expect(destination).toHaveAttribute('aria-invalid', 'true');
    expect(destination).toHaveAccessibleDescription(expect.stringContaining('Please choose a destination from the list.'));
    expect(destination).toHaveValue('Parisss');
    expect(window.location.pathname).toBe('/book-properties');
    expect(hotels.searches).toEqual([]);
  });

  it('a shared results link of 31 nights, or of 8 rooms, shows the rule instead of searching', async () => {
    await startPortal(`/properties-results?destination=city%3AParis&arrival=${isoDay(10)}&departure=${isoDay(41)}&rooms=1-0`, member);
    expect(await screen.findByText('Please select less than 30 days')).toBeInTheDocument();
    cleanup();
    const rooms = Array(8).fill('1-0').join(',');
    await startPortal(`/properties-results?destination=city%3AParis&arrival=${isoDay(10)}&departure=${isoDay(12)}&rooms=${rooms}`, member);
    expect(await screen.findByTestId('group-site')).toHaveTextContent(
      "More than 7 rooms must be booked on the hotel group's site for groups.",
    );
    expect(hotels.searches).toEqual([]);
  });

  it('on the hotel, says its minimum stay before asking for a quote', async () => {
    const { user } = await startPortal(`/hotels/18?arrival=${arrival}&departure=${isoDay(22)}&rooms=2-0`, member);
    const nights = await screen.findByRole('spinbutton', { name: /^Nights/ });
    // The help names the hotel's own minimum (a value the page gives the form's texts).
    expect(nights).toHaveAccessibleDescription('At least 2 nights, less than 30.');
    await user.clear(nights);
    await user.type(nights, '1');
    await user.click(screen.getByRole('button', { name: 'See the price in miles' }));
    // The hotel's own rule, refused on the field as the API would, before any quote is asked.
    await waitFor(() => expect(nights).toHaveAccessibleDescription(/This rate requires a minimum stay of 2 nights\./));
    expect(nights).toHaveFocus();
    expect(screen.queryByTestId('redemption-miles')).toBeNull();
  });

  it('an address of a hotel the programme does not have says so, with the way to another', async () => {
    await startPortal('/hotels/99999', member);
    expect(await screen.findByText('This hotel is not in the programme, or no longer is.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for another hotel' })).toHaveAttribute('href', '/book-properties');
  });
});

describe('a quote that cannot be confirmed', () => {
  async function quote(path: string) {
    const started = await startPortal(path, member);
    await started.user.click(await screen.findByRole('button', { name: 'See the price in miles' }));
    await screen.findByTestId('redemption-miles');
    return started;
  }

  it('says the month of arrival is full, and its Confirm is disabled and described by that', async () => {
    hotels.quotaReached.add(18);
    await quote(`/hotels/18?arrival=${arrival}&departure=${isoDay(23)}&rooms=2-0`);
    const message = 'The maximum number of approved requests for this month of stay has been reached for this hotel';
    expect(screen.getByTestId('redemption-quota')).toHaveTextContent(message);
    const confirm = screen.getByRole('button', { name: 'Confirm the request' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(message);
    expect(hotels.sent).toEqual([]);
  });

  it('says the balance is too low with the quote, and its Confirm, marked unavailable, sends nothing when pressed', async () => {
    session.balance = 10_000;
    const { user } = await quote(`/hotels/18?arrival=${arrival}&departure=${isoDay(23)}&rooms=2-0`);
    const confirmStep = screen.getByTestId('redemption-confirm');
    expect(confirmStep).toHaveTextContent(miles('Your balance: 10 000 miles.'));
    expect(confirmStep).toHaveTextContent('You do not have enough valid miles');
    expect(screen.getByRole('button', { name: 'Confirm the request' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    expect(screen.getByTestId('redemption-confirm')).toBeInTheDocument();
    expect(screen.queryByTestId('redemption-error')).toBeNull();
    expect(screen.queryByTestId('redemption-pending')).toBeNull();
    expect(hotels.sent).toEqual([]);
    expect(hotels.redemptions).toEqual([]);
    expect(session.balance).toBe(10_000);
  });

  it('in Dutch, refuses the same nights asked for again, and holds nothing more', async () => {
    const { user } = await startPortal(`/hotels/18?arrival=${arrival}&departure=${isoDay(22)}&rooms=1-0`, { ...member, language: 'nl-be' });
    await user.click(await screen.findByRole('button', { name: 'Prijs in miles bekijken' }));
    await user.click(await screen.findByRole('button', { name: 'Aanvraag bevestigen' }));
    await user.click(await screen.findByRole('button', { name: 'Andere nachten inwisselen' }));
    await user.click(await screen.findByRole('button', { name: 'Prijs in miles bekijken' }));
    const balance = session.balance;
    await user.click(await screen.findByRole('button', { name: 'Aanvraag bevestigen' }));
    expect(await screen.findByTestId('redemption-error')).toHaveTextContent(
      'U hebt al nachten in dit hotel op deze data aangevraagd: zie Mijn boekingen.',
    );
    expect(hotels.redemptions).toHaveLength(1);
    expect(session.balance).toBe(balance);
  });

  it('in French, says the month that filled meanwhile beside Confirm, at the same step', async () => {
    const { user } = await startPortal(`/hotels/18?arrival=${arrival}&departure=${isoDay(23)}&rooms=2-0`, { ...member, language: 'fr-be' });
    await user.click(await screen.findByRole('button', { name: 'Voir le prix en miles' }));
    await screen.findByTestId('redemption-miles');
    hotels.quotaReached.add(18);
    await user.click(screen.getByRole('button', { name: 'Confirmer la demande' }));
    expect(await screen.findByTestId('redemption-error')).toHaveTextContent(
      'Le nombre maximum de demandes approuvées pour ce mois de séjour a été atteint pour cet hôtel',
    );
    expect(screen.getByTestId('redemption-miles')).toBeInTheDocument();
    expect(screen.queryByTestId('redemption-pending')).toBeNull();
  });

  it('whose answer was lost is confirmed again with the same Idempotency-Key, and makes one request', async () => {
    let first = true;
    server.use(
      http.post('*/api/redemptions', ({ request }) => {
        if (!first) return undefined;
        first = false;
        hotels.sent.push({ body: null, idempotencyKey: request.headers.get('Idempotency-Key') });
        return HttpResponse.error();
      }),
    );
    const { user } = await quote(`/hotels/16?arrival=${arrival}&departure=${isoDay(23)}&rooms=2-0`);
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    expect(await screen.findByTestId('redemption-error')).toHaveTextContent(
      'We could not reach the server, so we do not know whether your request was sent. Please confirm again: the same request is never sent twice.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    expect(await screen.findByTestId('redemption-pending')).toHaveTextContent('Request RN-000001 sent: pending');
    expect(hotels.sent).toHaveLength(2);
    expect(hotels.sent[1]!.idempotencyKey).toBe(hotels.sent[0]!.idempotencyKey);
    expect(hotels.redemptions).toHaveLength(1);
  });
});

describe('My bookings', () => {
  it('with nothing yet, offers a way for each list: book a stay with miles, or declare one', async () => {
    await startPortal('/my-bookings', member);
    const nights = await screen.findByRole('region', { name: 'Nights paid with miles' });
    expect(await within(nights).findByText(/You have not redeemed miles for nights yet/)).toBeInTheDocument();
    expect(within(nights).getByRole('link', { name: 'Book a stay with miles' })).toHaveAttribute('href', '/book-properties');
    const declared = screen.getByRole('region', { name: 'Declared bookings' });
    expect(within(declared).getByText(/You have not declared a booking yet/)).toBeInTheDocument();
    expect(within(declared).getByRole('link', { name: 'Declare a booking' })).toHaveAttribute('href', '/earn/declare-booking');
  });

  it('says why a confirmation cannot be had, next to its booking', async () => {
    session.balance = 100_000;
    const { user } = await quote18();
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    await screen.findByTestId('redemption-pending');
    Object.assign(hotels.redemptions[0]!, { status: 'approved', decided_at: new Date().toISOString(), confirmation_available: true });
    server.use(
      contractHandler('getRedemptionConfirmation', () => ({
        status: 409,
        body: { code: 409, message: 'Not approved yet.', key: 'redemption_not_approved' },
      })),
    );
    await user.click(within(screen.getByTestId('redemption-pending')).getByRole('link', { name: 'See my bookings' }));
    const nights = await screen.findByRole('region', { name: 'Nights paid with miles' });
    const item = (await within(nights).findAllByRole('listitem'))[0]!;
    expect(within(item).getByText('Approved', { exact: true })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Booking confirmation RN-000001 (PDF)' }));
    expect(await within(item).findByTestId('data-download-error')).toHaveTextContent(
      'The confirmation exists once the hotel has approved the request.',
    );
  });
});

describe('a guest', () => {
  it('searches, ticks two brands (both asked of the API), opens a hotel, and "Redeem nights" logs in and comes back to it', async () => {
    const { user } = await startPortal(`/properties-results?destination=city%3AParis&${stay}`);
    expect(await screen.findByRole('heading', { level: 2, name: '5 hotels' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    await user.click(screen.getByText('Filters'));
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Casa Horizon (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(1));
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: 'Horizon (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(2));
    expect(hotels.searches.at(-1)!.getAll('brand[]')).toEqual(['casa-horizon', 'horizon']);
    expect(window.location.search).toContain('brand=casa-horizon%2Chorizon');

    await user.click(screen.getByRole('link', { name: 'Horizon Paris Opéra' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Horizon Paris Opéra' })).toBeInTheDocument();
    const property = `${window.location.pathname}${window.location.search}`;
    expect(screen.getByText('Log in to redeem your miles for nights at this hotel.')).toBeInTheDocument();
    await user.click(screen.getByTestId('redeem-login'));
    await user.type(await screen.findByLabelText(/^E-mail address/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Miles#2026ok');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('spinbutton', { name: /^Nights/ })).toBeInTheDocument();
    expect(decodeURIComponent(`${window.location.pathname}${window.location.search}`)).toBe(decodeURIComponent(property));
    expect(screen.getByRole('heading', { level: 1, name: 'Horizon Paris Opéra' })).toBeInTheDocument();
  });
});

describe('the hotel pages and their page views', () => {
  type Push = Record<string, unknown>;
  const pageView = async (path: string) => {
    const views = () =>
      ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? []).filter((e) => e.event === 'page_view' && e.page_path === path);
    await waitFor(() => expect(views().length).toBeGreaterThan(0));
    // One page view a page: the router leaves its own to the page, which knows the list's length.
    expect(views()).toHaveLength(1);
    return views()[0];
  };
  const base = {
    event: 'page_view',
    user_data: { uilogged: true },
    hotel_brand_code: null,
    hotel_brand_name: null,
    hotel_city: null,
    hotel_code: null,
    hotel_country: null,
    hotel_name: null,
    lead_time: null,
    search_arrival_date: null,
    search_departure_date: null,
    number_of_adults: null,
    number_of_children: null,
    number_of_nights: null,
    number_of_rooms: null,
    b2b_booking_context: 'agent',
  };
  async function open(path: string) {
    await act(async () => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  }

  it('the search pushes none of a stay, the results their stay and count, a property opened from them its hotel', async () => {
    // The views of the earlier journeys of this file are not this one's.
    (window as unknown as { dataLayer?: Push[] }).dataLayer = [];
    const { user } = await startPortal('/book-properties', member);
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'Par');
    await user.click(await screen.findByRole('option', { name: /^Paris\s?City/ }));
    expect(await pageView('/book-properties')).toEqual({
      ...base,
      pagename: 'book-properties',
      page_path: '/book-properties',
      number_of_results: null,
    });
    await user.type(screen.getByLabelText(/^Arrival/), arrival);
    await user.type(screen.getByLabelText(/^Departure/), departure);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 2, name: '5 hotels' })).toBeInTheDocument();
    const searched = {
      lead_time: 21,
      search_arrival_date: arrival,
      search_departure_date: departure,
      number_of_adults: 2,
      number_of_children: 0,
      number_of_nights: 3,
      number_of_rooms: 1,
    };
    expect(await pageView('/properties-results')).toEqual({
      ...base,
      ...searched,
      pagename: 'properties-results',
      page_path: '/properties-results',
      number_of_results: 5,
    });

    await user.click(screen.getByRole('link', { name: 'Nordlys Paris Gare du Nord' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordlys Paris Gare du Nord' })).toBeInTheDocument();
    expect(await pageView('/hotels/18')).toEqual({
      ...base,
      ...searched,
      pagename: 'hotel',
      page_path: '/hotels/18',
      hotel_brand_code: 'nordlys',
      hotel_brand_name: 'Nordlys',
      hotel_city: 'Paris',
      hotel_code: 'HZPAR03',
      hotel_country: 'FR',
      hotel_name: 'Nordlys Paris Gare du Nord',
      number_of_results: null,
    });
  });

  it('list their brands and hotels, and each pushes its page view with the number shown', async () => {
    const { user } = await startPortal('/brands', member);
    const list = await screen.findByTestId('brand-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(await pageView('/brands')).toEqual({ ...base, pagename: 'famous-brands', page_path: '/brands', number_of_results: 5 });

    await user.click(within(list).getByRole('link', { name: 'Nordlys' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordlys' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(1);
    expect(await pageView('/brands/nordlys')).toEqual({
      ...base,
      pagename: 'brand',
      page_path: '/brands/nordlys',
      hotel_brand_code: 'nordlys',
      hotel_brand_name: 'Nordlys',
      number_of_results: 1,
    });

    for (const [path, pagename, count] of [
      ['/discover-hotels', 'discover-hotels', 2],
      ['/hotel-group/la-dolce-vita', 'train', 1],
      ['/hotel-group/sailing', 'boat', 3],
    ] as const) {
      await open(path);
      await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(count));
      expect(await pageView(path)).toEqual({ ...base, pagename, page_path: path, number_of_results: count });
    }
  });
});

async function quote18() {
  const started = await startPortal(`/hotels/18?arrival=${arrival}&departure=${isoDay(23)}&rooms=2-0`, member);
  await started.user.click(await screen.findByRole('button', { name: 'See the price in miles' }));
  await screen.findByTestId('redemption-miles');
  return started;
}
