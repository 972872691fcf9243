// The miles history (/my-miles) on the real route config and models, against the mocked API: every movement with
// its type and status, the summary from users_stats, the totals; filters by type, status and dates sent to the
// server through the URL (a shared link shows the same, back restores), the 30-day refusal on its field, nothing
// matching, a failed load with "Try again", figures that cannot be loaded beside the list (their "Try again" fills
// the summary and the header), a brand-new member's empty state, the French page with the API's French lines, and
// the CSV export of every page of the filters.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { dayFromNow, historyApi, mockHistory, movement } from '../../support/api/history';

// uPlot draws on a canvas, which jsdom does not have; the chart itself is proven in the browser (its text
// alternative, computed by the page, is what this stand-in shows).
vi.mock('@/templates/my-miles/balance-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// jsdom has no layout, and the list renders only the rows its scroll area shows: give the area and each row a
// height, as a browser would.
const layout = ['clientHeight', 'offsetHeight'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'history-scroller' ? 600 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'row' ? 60 : 0;
    },
  });
});
afterEach(() => {
  for (const [name, descriptor] of layout) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const session = mockSession({ member: demoMember() });
const history = mockHistory();
const server = useMockApi([...historyApi(history), ...sessionApi(session), ...contentApi()]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  Object.assign(history, mockHistory());
});
warmUp(['my-miles'], [], [() => import('@/templates/my-miles/balance-chart-section')]);

const open = (path = '/my-miles', language?: 'fr-be') => startPortal(path, { member: demoMember(), language });
const countLine = () => screen.findByTestId('history-count', {}, { timeout: 15_000 });
/** Waits for the count line to say `text` (the page renders each answer at transition priority, a moment after it came). */
const counted = async (text: string) => waitFor(async () => expect(await countLine()).toHaveTextContent(text));
const rows = () =>
  within(screen.getByRole('table', { name: /^(Movements|Mouvements)$/ }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const descriptions = () => rows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
/** Types a date as one input (a paste): a keystroke at a time re-renders the page ten times, for nothing here. */
async function typeDate(user: Awaited<ReturnType<typeof open>>['user'], label: string, day: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(day);
}
/** The filters' form (queries inside it, not over the whole portal's page, which is slow in jsdom). */
const filters = () => within(screen.getByLabelText('Filter the movements'));
const lastQuery = () => Object.fromEntries([...(history.queries.at(-1)?.entries() ?? [])].filter(([name]) => name !== 'limit'));

describe('the miles history', () => {
  it('lists every movement with its type and status, the summary of users_stats, and the totals', async () => {
    await open();
    await counted('6 movements');
    expect(screen.getByRole('heading', { level: 1, name: 'My miles' })).toBeInTheDocument();
    expect(screen.getByTestId('history-balance')).toHaveTextContent('2 000 miles');
    expect(screen.getByTestId('history-expiring')).toHaveTextContent(/4 800 miles expire on \d{1,2} \w+ \d{4}\./);
    const pending = rows().find((row) => row.textContent?.includes('DANA0001'));
    expect(pending).toHaveTextContent('Hotel booking');
    expect(pending).toHaveTextContent(/Pendingvalid on \d{1,2} \w+ \d{4}/);
    expect(rows().find((row) => row.textContent?.includes('DANA0003'))).toHaveTextContent('Cancelled');
    expect(rows().find((row) => row.textContent?.includes('Gift shop order'))).toHaveTextContent('Order');
    expect(within(screen.getByTestId('history-totals')).getByRole('row', { name: /All types/ })).toHaveTextContent(
      'All types6 movements+2 000+800+700',
    );
    expect(screen.getByRole('img', { name: /^Line chart of your balance/ })).toBeInTheDocument();
  });

  it('filters by type, status and dates: the server is asked with them, the rows and totals follow, back restores', async () => {
    const { user } = await open();
    await counted('6 movements');
    await user.click(await screen.findByLabelText('Hotel booking'));
    await user.click(screen.getByLabelText('Pending'));
    await typeDate(user, 'From', dayFromNow(-20));
    await typeDate(user, 'To', dayFromNow(0));
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    await counted('1 movement');
    expect(window.location.search).toBe(`?type=reservation&status=pending&from=${dayFromNow(-20)}&to=${dayFromNow(0)}`);
    expect(lastQuery()).toEqual({ 'type[]': 'reservation', 'status[]': 'pending', from: dayFromNow(-20), to: dayFromNow(0) });
    expect(descriptions()).toEqual(['Booking DANA0001 – Horizon Rotterdam Centre, Rotterdam (2 nights)']);
    // Totals of the matching lines only: one type, so no "All types" row.
    expect(
      within(screen.getByTestId('history-totals'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Hotel booking1 movement0+8000']);
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('3 active');

    window.history.back();
    await counted('6 movements');
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Hotel booking')).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('opens a shared link with its filters applied and shown in the form', async () => {
    await open('/my-miles?type=reservation,transfer&status=valid');
    await counted('2 movements');
    expect(history.queries.at(-1)?.getAll('type[]')).toEqual(['reservation', 'transfer']);
    expect(history.queries.at(-1)?.getAll('status[]')).toEqual(['valid']);
    expect(descriptions()).toEqual(['Booking DANA0002 – Horizon Paris Opéra, Paris (4 nights)', 'Transfer to Olivier P. (FA654321)']);
    expect(await screen.findByLabelText('Hotel booking')).toBeChecked();
    expect(screen.getByLabelText('Transfer')).toBeChecked();
    expect(screen.getByLabelText('Valid')).toBeChecked();
  });

  it('refuses a range of 30 days or more on its field, keeping the dates, without asking the server', async () => {
    const { user } = await open();
    await counted('6 movements');
    const asked = history.queries.length;
    await screen.findByLabelText('From');
    await typeDate(user, 'From', dayFromNow(-60));
    await typeDate(user, 'To', dayFromNow(-10));
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Please select less than 30 days'));
    expect(to).toHaveFocus();
    expect(to).toHaveValue(dayFromNow(-10));
    expect(screen.getByLabelText('From')).toHaveValue(dayFromNow(-60));
    expect(window.location.search).toBe('');
    expect(history.queries).toHaveLength(asked);
  });

  it('says when nothing matches, and "Clear filters" shows every movement again', async () => {
    const { user } = await open('/my-miles?type=sponsorship');
    const noMatch = await screen.findByTestId('history-no-match', {}, { timeout: 15_000 });
    expect(noMatch).toHaveTextContent('No movement matches these filters.');
    await user.click(within(noMatch).getByRole('button', { name: 'Clear filters' }));
    await counted('6 movements');
    expect(window.location.search).toBe('');
  });

  it('says when the history could not be loaded, and "Try again" loads it', async () => {
    history.historyDown = true;
    const { user } = await open();
    const failure = await screen.findByTestId('history-failure', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('Something went wrong. Please try again');
    history.historyDown = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await counted('6 movements');
  });

  it('keeps the list when the figures cannot be loaded; their "Try again" loads them in the summary and the header', async () => {
    history.statsDown = true;
    const { user } = await open();
    const failure = await screen.findByTestId('history-summary-failure', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('Your balance and pending miles could not be loaded.');
    expect(screen.getByTestId('history-balance')).toHaveTextContent('…');
    await counted('6 movements');
    history.statsDown = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('history-balance')).toHaveTextContent('2 000 miles'));
    expect(screen.getByTestId('main-balance')).toHaveTextContent('2 000 miles');
    expect(screen.queryByTestId('history-summary-failure')).toBeNull();
    expect(screen.getByTestId('history-count')).toHaveTextContent('6 movements');
  });

  it('a brand-new member: no movement yet, and a way to declare a first booking', async () => {
    history.movements = [];
    await open();
    const empty = await screen.findByTestId('history-empty', {}, { timeout: 15_000 });
    expect(empty).toHaveTextContent('You have no miles movements yet.');
    expect(within(empty).getByRole('link', { name: 'Declare a booking' })).toHaveAttribute('href', '/earn/declare-booking');
    expect(screen.queryByRole('table', { name: 'Movements' })).toBeNull();
  });

  it('switched to French: the page, the statuses and types, and the lines the API writes in French, asked again', async () => {
    server.use(
      contractHandler('getLanguages', () => ({
        body: [
          { code: 'en', name: 'English' },
          { code: 'fr-be', name: 'Français (Belgique)' },
          { code: 'nl-be', name: 'Nederlands (België)' },
        ],
      })),
    );
    const { user } = await open();
    await counted('6 movements');
    const asked = history.queries.length;
    await user.selectOptions(screen.getByLabelText('Language'), 'fr-be');
    // The page comes back in the new language (its router's), and asks the API for the lines in it.
    await waitFor(() => expect(history.queries.length).toBeGreaterThan(asked));
    expect(history.queries.length).toBe(asked + 1);
    const pending = () => rows().find((row) => row.textContent?.includes('DANA0001'));
    await waitFor(() =>
      expect(within(pending() as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
        'Réservation DANA0001 – Horizon Rotterdam Centre, Rotterdam (2 nuits)',
      ),
    );
    await counted('6 mouvements');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes miles' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr-be');
    expect(pending()).toHaveTextContent('Réservation d’hôtel');
    expect(pending()).toHaveTextContent(/En attentevalables le/);
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
    expect(screen.getByTestId('history-expiring')).toHaveTextContent(/miles expirent le/);
    expect(screen.getByRole('img', { name: /^Graphique linéaire de votre solde/ })).toBeInTheDocument();
  });

  it('exports every line of the filters as CSV, page after page, not only the lines loaded', async () => {
    history.movements.push(...Array.from({ length: 250 }, (_, i) => movement(100 + (i % 20), { type: 'order', amount: -10 })));
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await open('/my-miles?type=order');
    await counted('100 movements of 251');
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^miles-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await (files[0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Type","Description","Status","Miles","Valid on","Booking number"');
    expect(lines.slice(1)).toHaveLength(251);
    expect(lines.slice(1).every((line) => line.includes('"Order"'))).toBe(true);
    // In the list's order: the file starts with the lines the page shows first.
    expect(lines.slice(1, 4).map((line) => line.split('","')[2])).toEqual(descriptions().slice(0, 3));
    expect(history.queries.filter((q) => q.get('limit') === '200').map((q) => q.has('cursor'))).toEqual([false, true]);
    expect(await screen.findByText(/has been downloaded/)).toBeInTheDocument();
  });
});
