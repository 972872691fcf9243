// The history pages rendered in jsdom with a fake getPointsHistory that filters and pages as the server does:
// states, translated rows, filters in the URL (apply, back, a direct link), the 30-day refusal on the field,
// virtualisation, the next pages (button and scroll) and the CSV export of every page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'effector-react';
import { allSettled, fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18n } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import type { ApiError } from '@/api/api-error';
import { exportHistoryFx } from '@/model/points/history-export';
import { noFilters } from '@/model/points/history-filters';
import type { HistoryFilters } from '@/model/points/history-filters';
import { fetchHistoryFx, fetchMoreFx } from '@/model/points/history-model';
import { firstPage } from '@/model/points/history-query';
import { $stats, loadRankFx, loadStatsFx } from '@/model/user/user-model';
import type { PointsStats } from '@/model/user/user-types';
import type { Movement, PointsHistory } from '@/model/points/history-types';
import { MilesHistory } from '@/templates/my-miles/miles-history';
import MyMilesTemplate from '@/templates/my-miles/my-miles-template';
import TheAllPointsTemplate from '@/templates/the-all-points/the-all-points-template';
import type { TemplateProps } from '@/templates/template-props';
import { fakeHistoryServer, history, movement } from '../model/points-fixtures';

// uPlot needs a canvas: jsdom has none. The chart's own behaviour is proven in the browser (e2e).
vi.mock('@/templates/my-miles/balance-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-testid="balance-chart" />,
}));

// jsdom has no layout: give the scroll area a height and each row one, as a browser would.
const layout = { clientHeight: 600, offsetHeight: 60 };
const saved = (['clientHeight', 'offsetHeight'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'history-scroller' ? layout.clientHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'row' ? layout.offsetHeight : 0;
    },
  });
});
afterEach(() => {
  for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const items: Movement[] = [
  movement('2026-11-20', {
    type: 'reservation',
    status: 'pending',
    amount: 800,
    label: 'Booking DANA0001 – Horizon Rotterdam',
    valid_on: '2026-11-27T00:00:00.000Z',
  }),
  movement('2026-10-31', { type: 'order', amount: -3000, label: 'Gift shop order 10598' }),
  movement('2026-10-20', { type: 'transfer', amount: -2000, label: 'Transfer to Olivier P.' }),
  movement('2026-10-01', { type: 'reservation', status: 'cancelled', amount: 700, label: 'Booking HZ471003 – cancelled' }),
  movement('2026-09-30', { type: 'exceptional', amount: 10_000, label: '=Top seller award' }),
];
const figures = {
  months: [
    { month: '2026-09', balance: 10_000 },
    { month: '2026-10', balance: 5000 },
    { month: '2026-11', balance: 5000 },
  ],
};
const demoHistory = history(items, figures);
/** The header's figures (users_stats), which the summary shows. */
const demoStats: PointsStats = {
  points: [800, 700, 0, 10_000, 5000, 5000],
  basket: 0,
  pending: 800,
  expiring: [{ date: '2026-12-16', amount: 1500 }],
  expiring_total: 1500,
};
const now = Date.parse('2026-11-21T10:00:00Z');

async function show(
  path: string,
  options: {
    language?: Language;
    answer?: () => Promise<PointsHistory>;
    lines?: Movement[];
    template?: 'my-miles' | 'the-all-points';
    /** users_stats' figures as the header has them (null: not known yet). */
    stats?: PointsStats | null;
    /** users_stats, when the page asks for the figures again ("Try again"). */
    statsCall?: () => Promise<PointsStats>;
  } = {},
) {
  await applyLanguage(options.language ?? 'en');
  const server = fakeHistoryServer(options.lines ?? items, figures);
  const answer = options.answer;
  const fetch = vi.fn(async (filters: HistoryFilters) => (answer ? firstPage(filters, await answer()) : server.first(filters)));
  const more = vi.fn(server.more);
  const scope = fork({
    values: [[$stats, options.stats === undefined ? demoStats : options.stats]],
    handlers: [
      [fetchHistoryFx, fetch],
      [loadStatsFx, options.statsCall ?? (async () => demoStats)],
      [loadRankFx, async () => 'silver'],
      [fetchMoreFx, more],
      [exportHistoryFx, server.exportLines],
    ],
  });
  const props: TemplateProps = {
    pageId: 'my-miles',
    page: { template: 'my-miles', title: 'pages.myMiles.title' },
    params: {},
    title: 'My miles',
    blocks: null,
  };
  const element =
    options.template === 'my-miles' ? (
      <MyMilesTemplate {...props} />
    ) : options.template === 'the-all-points' ? (
      <TheAllPointsTemplate {...props} />
    ) : (
      <MilesHistory withChart={false} />
    );
  const router = createMemoryRouter(
    [
      { path: '/points', element },
      { path: '/my-miles', element },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { router, scope, fetch, more, ...view };
}

const movementsTable = () =>
  screen.queryByRole('table', { name: 'Movements' }) ??
  screen.queryByRole('table', { name: 'Mouvements' }) ??
  screen.getByRole('table', { name: 'Bewegingen' });
const dataRows = () =>
  within(movementsTable())
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
/**
 * Waits for the loaded list and its count line ("5 movements", "2 movements of 5"): the page renders an answer at
 * transition priority (a deferred value), so the line says the new count a moment after the answer came.
 */
const counted = (text: string) => waitFor(() => expect(screen.getByTestId('history-count')).toHaveTextContent(text));
/** The filters' form, which the page loads with the schema-form engine the first time it shows. */
const filtersShown = () => screen.findAllByRole('checkbox');
const labelsShown = () => dataRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('miles history page', () => {
  it('shows loading, then the summary, the expiring miles and every movement with its type and status', async () => {
    let release: (h: PointsHistory) => void = () => undefined;
    await show('/points', { answer: () => new Promise((resolve) => (release = resolve)) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your miles history…');
    // The page's own layout while it loads: the figures as skeletons of their size, the list's heading and rows.
    const skeleton = screen.getByTestId('history-skeleton');
    expect(skeleton.querySelectorAll('.ui-figure__skeleton')).toHaveLength(2);
    expect(skeleton.querySelectorAll('.history-skeleton__row').length).toBeGreaterThan(3);
    await act(async () => release(fakeHistoryServer(items, figures).page(noFilters, null)));
    await counted('5 movements');
    expect(screen.getByTestId('history-balance')).toHaveTextContent('5 000 miles');
    expect(screen.getByTestId('history-expiring')).toHaveTextContent('1 500 miles expire on 16 December 2026.');
    const first = dataRows()[0];
    expect(first).toBeDefined();
    const cells = within(first as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['20 Nov 2026', 'Hotel booking', 'Booking DANA0001 – Horizon Rotterdam', 'Pendingvalid on 27 Nov 2026', '+800']);
    expect(screen.getByRole('table', { name: 'Movements' })).toHaveAttribute('aria-rowcount', '6');
    expect(screen.getByRole('region', { name: 'Miles movements (scrollable)' })).toHaveAttribute('tabindex', '0');
    expect(within(screen.getByTestId('history-totals')).getByRole('row', { name: /All types/ })).toHaveTextContent(
      'All types5 movements+5 000+800+700',
    );
  });

  it("waits for the header's figures (users_stats) behind the page's skeleton, then shows them with the list at once", async () => {
    const { scope } = await show('/points', { stats: null });
    // The first page is in, the figures are not: the skeleton stays (the expiring notice would push the list down).
    await waitFor(() => expect(screen.getByTestId('history-skeleton')).toBeInTheDocument());
    expect(screen.queryByTestId('history-count')).toBeNull();
    expect(screen.queryByTestId('history-balance')).toBeNull();
    // The header's call answers.
    await act(async () => {
      await allSettled(loadStatsFx, { scope });
    });
    await counted('5 movements');
    const balance = screen.getByTestId('history-balance');
    expect(balance).toHaveTextContent('5 000 miles');
    expect(balance).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('history-expiring')).toHaveTextContent('1 500 miles expire on 16 December 2026.');
    expect(screen.queryByTestId('history-skeleton')).toBeNull();
  });

  it('says when the figures could not be loaded, and "Try again" loads them', async () => {
    const user = userEvent.setup();
    const statsCall = vi
      .fn<() => Promise<PointsStats>>()
      .mockRejectedValueOnce({ code: 500, status: 500, errors: 'Internal error' } satisfies ApiError)
      .mockResolvedValue(demoStats);
    const { scope } = await show('/points', { stats: null, statsCall });
    // The header's call fails.
    await act(async () => {
      await allSettled(loadStatsFx, { scope });
    });
    const failure = await screen.findByTestId('history-summary-failure');
    expect(failure).toHaveTextContent('Your balance and pending miles could not be loaded.');
    expect(screen.getByTestId('history-balance')).toHaveTextContent('…');
    await counted('5 movements'); // the list does not depend on them
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('history-balance')).toHaveTextContent('5 000 miles'));
    expect(screen.queryByTestId('history-summary-failure')).toBeNull();
  });

  it('speaks the member’s language (fr-be)', async () => {
    await show('/points', { language: 'fr-be' });
    await counted('5 mouvements');
    const cells = within(dataRows()[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['31 oct. 2026', 'Commande', 'Gift shop order 10598', 'Valide', '\u22123\u00a0000']);
    expect(screen.getByText('valables le 27 nov. 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
  });

  it('applies filters to the URL; back restores the previous view; a direct link shows the same rows', async () => {
    const user = userEvent.setup();
    const { router } = await show('/points');
    await counted('5 movements');
    await filtersShown();
    await user.click(screen.getByRole('checkbox', { name: 'Hotel booking' }));
    await user.click(screen.getByRole('checkbox', { name: 'Transfer' }));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('To'), '2026-10-20');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(search(router)).toBe('?type=reservation,transfer&from=2026-10-01&to=2026-10-20');
    await counted('2 movements');
    expect(labelsShown()).toEqual(['Transfer to Olivier P.', 'Booking HZ471003 – cancelled']);
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2 active');

    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await counted('1 movement');
    expect(labelsShown()).toEqual(['Booking HZ471003 – cancelled']);
    await act(async () => router.navigate(-1));
    await counted('2 movements');
    expect(labelsShown()).toEqual(['Transfer to Olivier P.', 'Booking HZ471003 – cancelled']);
    expect(screen.getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Transfer' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
  });

  it('opens a shared link with its filters applied and shown in the form', async () => {
    await show('/points?type=reservation,transfer&from=2026-10-01&to=2026-10-20');
    await counted('2 movements');
    expect(labelsShown()).toEqual(['Transfer to Olivier P.', 'Booking HZ471003 – cancelled']);
    await filtersShown();
    expect(screen.getByRole('checkbox', { name: 'Hotel booking' })).toBeChecked();
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-20');
  });

  it('refuses a range of 30 days or more on the field, keeping the typed dates and the URL', async () => {
    const user = userEvent.setup();
    const { router } = await show('/points?type=order');
    await counted('1 movement');
    await filtersShown();
    await user.type(screen.getByLabelText('From'), '2026-09-01');
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Please select less than 30 days'));
    expect(to).toHaveFocus();
    expect(to).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-01');
    expect(search(router)).toBe('?type=order');

    // 29 days apart is accepted.
    await user.clear(to);
    await user.type(to, '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(search(router)).toBe('?type=order&from=2026-09-01&to=2026-09-30');
    expect(screen.queryByText('Please select less than 30 days')).toBeNull();
  });

  it('shows a refused range of a link as the same field error, in the member’s language', async () => {
    await show('/points?from=2026-09-01&to=2026-10-31', { language: 'nl-be' });
    await counted('5 bewegingen');
    // The refusal is said once the form is there (the engine may still be on its way when the list shows).
    const to = await screen.findByLabelText('Tot');
    await waitFor(() => expect(to).toHaveAccessibleDescription(expect.stringContaining('Kies een periode van minder dan 30 dagen')));
    // The list shows without the range, so the filters' button counts no filter.
    expect(screen.getByRole('button', { name: 'Filters', expanded: true })).not.toHaveTextContent('actief');
  });

  it('says when no movement matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const { router } = await show('/points?type=sponsorship');
    expect(await screen.findByTestId('history-no-match')).toHaveTextContent('No movement matches these filters.');
    await user.click(within(screen.getByTestId('history-no-match')).getByRole('button', { name: 'Clear filters' }));
    expect(search(router)).toBe('');
    await counted('5 movements');
    expect(dataRows()).toHaveLength(5);
  });

  it('shows a failure with "Try again", which loads again', async () => {
    const user = userEvent.setup();
    const answer = vi
      .fn<() => Promise<PointsHistory>>()
      .mockRejectedValueOnce({ code: 500, status: 500, errors: 'Internal error' } satisfies ApiError)
      .mockResolvedValue(demoHistory);
    await show('/points', { answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await counted('5 movements');
  });

  it('says where the lines would be when other filters cannot be loaded, the page and its filters kept; "Try again" loads them', async () => {
    const user = userEvent.setup();
    const { router, fetch } = await show('/points');
    await counted('5 movements');
    await filtersShown();
    fetch.mockRejectedValueOnce({ code: 500, status: 500, errors: 'Internal error' } satisfies ApiError);
    await user.click(screen.getByRole('checkbox', { name: 'Transfer' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again');
    // The failure stands where the count line was, and its "Try again" takes the focus the line had.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    // The previous filters' lines are not shown as these filters'; the summary and the filters stay.
    expect(screen.queryByRole('table', { name: 'Movements' })).toBeNull();
    expect(screen.queryByTestId('history-count')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export as CSV' })).toBeNull(); // nothing counted to export
    expect(screen.getByRole('checkbox', { name: 'Transfer' })).toBeChecked();
    expect(screen.getByTestId('history-expiring')).toBeVisible();
    expect(search(router)).toBe('?type=transfer');
    await user.keyboard('{Enter}');
    await counted('1 movement');
    await waitFor(() => expect(screen.getByTestId('history-count')).toHaveFocus());
    expect(labelsShown()).toEqual(['Transfer to Olivier P.']);
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeEnabled();
  });

  it('welcomes a brand-new member with no movement', async () => {
    await show('/points', { answer: async () => history([]), stats: { points: [0, 0, 0, 0, 0, 0], basket: 0, pending: 0, expiring: [] } });
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('You have no miles movements yet.');
    expect(screen.getByTestId('history-balance')).toHaveTextContent('0 miles');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders only a window of the first page of 10 000 movements; "Show more" and scrolling load the next pages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10_000 }, (_, i) =>
      movement(new Date(now - i * 3_600_000).toISOString().slice(0, 10), { id: i + 1 }),
    );
    const { more } = await show('/points', { lines: many });
    await counted('100 movements of 10 000');
    expect(movementsTable()).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows().length).toBeGreaterThan(0);
    expect(dataRows().length).toBeLessThan(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await counted('200 movements of 10 000');
    expect(more).toHaveBeenCalledTimes(1);
    // Scrolled to the end of what is loaded: the next page comes by itself.
    const scroller = screen.getByTestId('history-scroller');
    await act(async () => {
      scroller.scrollTop = 200 * layout.offsetHeight;
      fireEvent.scroll(scroller);
    });
    await counted('300 movements of 10 000');
    expect(more).toHaveBeenCalledTimes(2);
  });

  it('exports every line of the filters as CSV (all pages, not only those loaded): header, ISO dates, plain amounts, defused formulas', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^miles-history-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await show('/points?status=valid');
    await counted('3 movements');
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await (blobs[0] as Blob).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Date","Type","Description","Status","Miles","Valid on","Booking number"',
      '"2026-10-31","Order","Gift shop order 10598","Valid",-3000,"2026-10-31",',
      '"2026-10-20","Transfer","Transfer to Olivier P.","Valid",-2000,"2026-10-20",',
      '"2026-09-30","Exceptional miles","\'=Top seller award","Valid",10000,"2026-09-30",',
      '',
    ]);
    await waitFor(() => expect(screen.getByText(/has been downloaded/)).toBeInTheDocument());
  });

  it('my-miles adds the chart (lazy) with its text alternative; the points page has none', async () => {
    await show('/my-miles', { template: 'my-miles' });
    const chart = await screen.findByTestId('balance-chart');
    expect(chart).toHaveAttribute('role', 'img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Line chart of your balance at the end of each month, from September 2026 (10\u00a0000 miles) to November 2026 (5\u00a0000 miles); highest: 10\u00a0000 miles in September 2026.',
    );
    expect(screen.getByRole('table', { name: 'Balance at the end of each month' })).toBeInTheDocument();
    cleanup();
    await show('/points', { template: 'the-all-points' });
    await counted('5 movements');
    expect(screen.queryByTestId('balance-chart')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Balance over time' })).toBeNull();
  });
});
