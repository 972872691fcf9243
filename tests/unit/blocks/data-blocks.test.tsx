// The data blocks of page config with the page-data provider the renderer puts around every page: sources
// load when the page opens (route parameters filled in), a block shows loading, its items with their labels,
// its empty state, or a translated failure whose "Try again" loads again; an unauthorized page-data load
// renders no page at all (requirements §8); a form block submits through the generic call and reloads a source.
// vitest: isolate — after other files in a shared worker, the form test's page stayed on "Loading the form…" with its
// provider's sources never asked for (seen after the profile blocks, a session journey and the header's tests); cause
// not found yet.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import type { DataSource, PageForm } from '@/generated/config';
import { applyLanguage, i18n } from '@/platform/i18n';
import { PageDataProvider } from '@/blocks/data/page-data-sources';
import DataListBlock from '@/blocks/data/data-list-block';
import DataViewBlock from '@/blocks/data/data-view-block';
import ConfigFormBlock from '@/blocks/data/config-form-block';
import { deleteFx, fetchPageDataFx, submitFormFx } from '@/model/page-data/page-data-model';
import { fetchFileFx, saveFileFx } from '@/model/page-data/file-download-model';
import type { FileRequest } from '@/model/page-data/file-download-model';

beforeAll(() => applyLanguage('en'));

const listProps = {
  source: 'invitations',
  fields: [
    { name: 'email', label: 'forms.fields.colleagueEmail' },
    { name: 'miles', label: 'data.loading', format: 'number' },
  ],
  empty: 'data.failure',
};
type Fetch = { endpoint: string; query: Record<string, string> };
const listFields = { fields: [{ name: 'reference', label: 'myBookings.reference' }], empty: 'myBookings.noClaims' };

function page(
  fetch: (f: Fetch) => Promise<unknown>,
  children: ReactNode,
  options: {
    sources?: DataSource[];
    forms?: PageForm[];
    params?: Record<string, string>;
    submit?: (x: unknown) => Promise<unknown>;
    file?: (request: FileRequest) => Promise<Blob>;
    remove?: (request: unknown) => Promise<unknown>;
  } = {},
) {
  const fetchFn = vi.fn(fetch);
  const submit = vi.fn(options.submit ?? (async () => ({})));
  const file = vi.fn(options.file ?? (async () => new Blob(['%PDF'])));
  const save = vi.fn(async () => undefined);
  const remove = vi.fn(options.remove ?? (async () => null));
  const scope = fork({
    handlers: [
      [fetchPageDataFx, fetchFn],
      [submitFormFx, submit],
      [fetchFileFx, file],
      [saveFileFx, save],
      [deleteFx, remove],
    ],
  });
  render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PageDataProvider
            dataSources={options.sources ?? [{ name: 'invitations', endpoint: 'sponsorships' }]}
            forms={options.forms}
            params={options.params ?? {}}
          >
            <h1>The page</h1>
            {children}
          </PageDataProvider>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { fetch: fetchFn, submit, file, save, remove };
}

describe('data-list', () => {
  it('shows loading, then each item with its labelled fields', async () => {
    let release: (value: unknown) => void = () => undefined;
    page(() => new Promise((resolve) => (release = resolve)), <DataListBlock {...listProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    release([
      { id: 1, email: 'ana@agency.example', miles: 12500 },
      { id: 2, email: 'bo@agency.example', miles: 0 },
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('ana@agency.example')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('12 500', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Your colleague’s e-mail address', 'Loading…']);
  });

  it('names each item by its heading field, sums a field above the list, shows a step of a progress, leaves an absent field out', async () => {
    page(
      async () => [
        {
          id: 2,
          email: 'ana@agency.example',
          status: 'registered',
          name: null,
          miles: 1500,
          created_at: '2026-10-01',
          registered_at: null,
        },
        { id: 1, email: 'bo@agency.example', status: 'invited', name: 'Bo', miles: 500, created_at: '2026-09-30' },
      ],
      <DataListBlock
        source="invitations"
        title="sponsorship.listTitle"
        heading="email"
        total={{ field: 'miles', label: 'sponsorship.total', format: 'miles' }}
        fields={[
          { name: 'name', label: 'sponsorship.invitee' },
          {
            name: 'status',
            label: 'sponsorship.progress',
            format: 'steps',
            steps: [
              { value: 'invited', label: 'sponsorship.steps.invited', date: 'created_at' },
              { value: 'registered', label: 'sponsorship.steps.registered', date: 'registered_at' },
              { value: 'qualified', label: 'sponsorship.steps.qualified' },
            ],
          },
          { name: 'miles', label: 'sponsorship.miles', format: 'miles' },
        ]}
        empty="sponsorship.empty"
      />,
    );
    const list = await screen.findByRole('region', { name: 'My invitations' });
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    await waitFor(() => expect(spaced(within(list).getAllByRole('definition')[0]?.textContent ?? '')).toBe('2 000 miles'));
    expect(within(list).getAllByRole('term')[0]).toHaveTextContent('Miles earned through sponsorship');
    const [ana, bo] = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.closest('li') as HTMLElement);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ana@agency.example', 'bo@agency.example']);
    // Ana has no name: no empty row; Bo's is there.
    expect(within(ana!).queryByText('Signed up as')).toBeNull();
    expect(within(bo!).getByText('Signed up as').nextElementSibling).toHaveTextContent('Bo');
    expect(within(ana!).getByText('Step 2 of 3: Registered')).toBeInTheDocument();
    const steps = within(within(ana!).getByRole('list', { name: 'Progress of the invitation' })).getAllByRole('listitem');
    expect(steps.map((step) => spaced(step.textContent ?? ''))).toEqual([
      expect.stringMatching(/^✓Invited\s*done on .*2026$/),
      '✓Registereddone',
      '3First booking acceptednot yet',
    ]);
    expect(spaced(bo!.textContent ?? '')).toContain('Miles earned500 miles');
  });

  it('shows the empty-state key when the list is empty', async () => {
    page(async () => [], <DataListBlock {...listProps} />);
    expect(await screen.findByText('This information could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a translated failure whose Try again loads again', async () => {
    let fail = true;
    const { fetch } = page(
      async () => {
        if (fail) throw { code: 500, status: 500, errors: 'boom', endpoint: 'sponsorships' } satisfies ApiError;
        return [{ id: 1, email: 'ana@agency.example', miles: 1 }];
      },
      <DataListBlock {...listProps} />,
    );
    const failure = await screen.findByTestId('data-failure-invitations');
    expect(failure).toHaveTextContent('This information could not be loaded.');
    fail = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ana@agency.example')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows a field only for the items its condition names, and names an item by nested values', async () => {
    page(
      async () => ({
        redemptions: [
          { id: 1, reference: 'RN-1', hotel: { name: 'Horizon', city: 'Brussels' }, status: 'pending', decides_at: '2027-01-04' },
          { id: 2, reference: 'RN-2', hotel: { name: 'Sea View', city: 'Ostend' }, status: 'approved', decides_at: '2027-01-02' },
        ],
      }),
      <DataListBlock
        source="invitations"
        items="redemptions"
        heading="hotel.name"
        headingText="myBookings.hotel"
        fields={[
          { name: 'reference', label: 'myBookings.reference' },
          { name: 'decides_at', label: 'myBookings.decidesAt', format: 'date', when: { field: 'status', is: ['pending'] } },
        ]}
        empty="myBookings.noRedemptions"
      />,
    );
    const [horizon, seaView] = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.closest('li') as HTMLElement);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Horizon, Brussels', 'Sea View, Ostend']);
    expect(within(horizon!).getByText('The hotel answers by')).toBeInTheDocument();
    expect(within(seaView!).queryByText('The hotel answers by')).toBeNull();
    expect(within(seaView!).getByText('RN-2')).toBeInTheDocument();
  });

  it('offers an item’s file when its condition holds: fetched under the config’s name, a refusal said in the form’s words and closed', async () => {
    const refusal: ApiError = { code: 409, status: 409, errors: 'Not approved', key: 'redemption_not_approved' };
    const { file, save, fetch } = page(
      async () => ({
        redemptions: [
          { id: 7, reference: 'RN-../7', confirmation_available: true },
          { id: 8, reference: 'RN-8', confirmation_available: false },
        ],
      }),
      <DataListBlock
        source="invitations"
        items="redemptions"
        heading="reference"
        fields={[{ name: 'reference', label: 'myBookings.reference' }]}
        download={{
          endpoint: 'redemptions/{id}/confirmation.pdf',
          query: { lang: '{language}' },
          label: 'myBookings.confirmation',
          filename: 'confirmation-{reference}.pdf',
          when: { field: 'confirmation_available', is: ['true'] },
        }}
        empty="myBookings.noRedemptions"
      />,
      { file: async () => Promise.reject(refusal) },
    );
    const button = await screen.findByRole('button', { name: 'Booking confirmation RN-../7 (PDF)' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(button);
    const error = await screen.findByTestId('data-download-error');
    expect(error).toHaveTextContent('The confirmation exists once the hotel has approved the request.');
    expect(file).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'redemptions/7/confirmation.pdf', query: { lang: 'en' }, filename: 'confirmation-RN-7.pdf' }),
    );
    // The refusal may say the list is out of date: it is read again.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await userEvent.click(within(error).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByTestId('data-download-error')).toBeNull();
    file.mockImplementation(async () => new Blob(['%PDF']));
    await userEvent.click(screen.getByRole('button', { name: 'Booking confirmation RN-../7 (PDF)' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: 'confirmation-RN-7.pdf' })));
  });

  it('says a failure once where two lists show one source, and its Try again loads both', async () => {
    let fail = true;
    const { fetch } = page(
      async () => {
        if (fail) throw { code: 500, status: 500, errors: 'boom', endpoint: 'sponsorships' } satisfies ApiError;
        return { redemptions: [{ id: 1, reference: 'RN-1' }], claims: [{ id: 2, reference: 'DANA1' }] };
      },
      <>
        <DataListBlock source="invitations" items="redemptions" title="myBookings.redemptions" heading="reference" {...listFields} />
        <DataListBlock source="invitations" items="claims" title="myBookings.claims" heading="reference" {...listFields} />
      </>,
    );
    await screen.findByTestId('data-failure-invitations');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'RN-1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'DANA1' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('removes the one item asked for where two share an id, and gives the focus to the next one', async () => {
    let agree: (value: unknown) => void = () => undefined;
    const { remove } = page(
      async () => [
        { type: 'hotel', id: 4, name: 'Horizon' },
        { type: 'product', id: 4, name: 'Cups' },
      ],
      <DataListBlock
        source="invitations"
        title="favorites.groups.hotel"
        heading="name"
        fields={[{ name: 'type', label: 'favorites.brand' }]}
        remove={{ endpoint: 'favorites/{type}/{id}', text: 'favorites.remove', label: 'favorites.removeLabel', done: 'favorites.removed' }}
        empty="favorites.noHotel"
      />,
      { remove: () => new Promise((resolve) => (agree = resolve)) },
    );
    const horizon = await screen.findByRole('button', { name: 'Remove Horizon from my favorites' });
    await userEvent.click(horizon);
    expect(horizon).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove Cups from my favorites' })).not.toHaveAttribute('aria-busy');
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'favorites/hotel/4' }));
    agree(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cups from my favorites' })).toHaveFocus());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Horizon has been removed from your favorites.');
  });

  it('names a source the page does not declare instead of showing nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(async () => [], <DataListBlock {...listProps} source="nope" />);
    expect(screen.getByRole('alert')).toHaveTextContent('its data “nope” is not declared');
  });
});

describe('data-view', () => {
  const agencySource = [{ name: 'agency', endpoint: 'user_info_businesses_light' }];
  const agencyView = (
    <DataViewBlock
      source="agency"
      item="0"
      heading="agency_name"
      fields={[
        { name: 'vip', label: 'agency.status', format: 'label', labels: 'agency.vipLabels' },
        { name: 'address.country_name', label: 'agency.country' },
      ]}
      sections={[
        {
          title: 'agency.salesTitle',
          fields: [{ name: 'partner_sales_count', label: 'agency.agencySales', format: 'number' }],
          note: 'agency.idealGiftRule',
          links: [{ route: 'ideal-gift', label: 'agency.idealGiftLink' }],
        },
        {
          title: 'agency.agentsTitle',
          fields: [
            {
              name: 'agents',
              label: 'agency.agents',
              format: 'list',
              heading: 'lastname',
              headingText: 'agency.agentName',
              fields: [{ name: 'is_me', label: 'agency.account', format: 'label', labels: 'agency.isMe' }],
            },
          ],
        },
      ]}
      empty="agency.none"
    />
  );

  it('shows the first object of a list answer in cards: named by its value, the country the API names, a section each, a heading written from several values', async () => {
    page(
      async () => [
        {
          agency_name: 'Sunway Travel',
          vip: false,
          address: { country: 'BE', country_name: 'Belgium' },
          partner_sales_count: 1200,
          agents: [
            { firstname: 'Dana', lastname: 'Meyer', is_me: true },
            { firstname: 'Ann', lastname: 'Jansen', is_me: false },
          ],
        },
      ],
      agencyView,
      { sources: agencySource },
    );
    const agency = await screen.findByRole('region', { name: 'Sunway Travel' });
    // The country as the API names it beside its code: the block shows the name, never the code.
    expect(within(agency).getByText('Belgium')).toBeInTheDocument();
    expect(within(agency).queryByText('BE')).toBeNull();
    // `false` has no words under agency.vipLabels: no row says "false".
    expect(within(agency).queryByText('Status')).toBeNull();
    const sales = screen.getByRole('region', { name: 'Partner sales' });
    expect(within(sales).getByText('1 200', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(within(sales).getByText(/at least one partner sale of your own/)).toBeInTheDocument();
    const agents = screen.getByRole('region', { name: 'Agents in the programme' });
    expect(
      within(agents)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dana Meyer', 'Ann Jansen']);
    expect(within(agents).getAllByText('Yours')).toHaveLength(1);
  });

  it('says `empty` when the answer holds no object there, and shows no card', async () => {
    page(async () => [], agencyView, { sources: agencySource });
    expect(await screen.findByTestId('data-empty-agency')).toHaveTextContent('Your account is not linked to an agency.');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the page-data provider', () => {
  it('loads every source at once with the route parameters filled in', async () => {
    const { fetch } = page(
      async () => ({ name: 'Horizon' }),
      <DataViewBlock source="partner" fields={[{ name: 'name', label: 'data.retry' }]} />,
      {
        params: { id: '42' },
        sources: [
          { name: 'partner', endpoint: 'partners/{id}' },
          { name: 'history', endpoint: 'points_history', query: { from: ':id' } },
        ],
      },
    );
    expect(await screen.findByText('Horizon')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([f]) => [f.endpoint, f.query])).toEqual([
      ['partners/42', {}],
      ['points_history', { from: '42' }],
    ]);
  });

  it('renders no page when a page-data load is unauthorized (requirements §8)', async () => {
    page(
      async () => {
        throw { code: 401, status: 401, errors: 'Expired', unauthorized: true, endpoint: 'sponsorships' } satisfies ApiError;
      },
      <DataListBlock {...listProps} />,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull());
  });
});

describe('config-form', () => {
  it('submits through the generic call, reloads the named source, then shows the message with the answer in it', async () => {
    let list = [{ id: 1, email: 'ana@agency.example', miles: 0 }];
    const { fetch, submit } = page(
      async () => list,
      <>
        <DataListBlock {...listProps} />
        <ConfigFormBlock form="sponsorship-invite" />
      </>,
      {
        forms: [
          {
            form: 'sponsorship-invite',
            operation: 'createSponsorship',
            onSuccess: { reload: ['invitations'], message: 'sponsorship.sent' },
          },
        ],
        submit: async () => {
          list = [{ id: 2, email: 'new@agency.example', miles: 0 }, ...list];
          return list[0];
        },
      },
    );
    await userEvent.type(await screen.findByLabelText(/Your colleague’s e-mail/, {}, { timeout: 10_000 }), 'new@agency.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('new@agency.example')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ endpoint: 'sponsorships', method: 'POST', body: { email: 'new@agency.example' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    // The message names a field of the API's answer.
    expect(screen.getByTestId('config-form-sent-sponsorship-invite')).toHaveTextContent(
      'Your invitation has been sent to new@agency.example.',
    );
  });
});
