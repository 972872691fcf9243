// The declare-a-booking form in jsdom: the hotel combobox (ARIA wiring, debounced search, keyboard choice,
// "No hotel found"), the value sent (the hotel's id), and refusals as the form shows them (the minimum stay
// in the member's language, already claimed on its field).
import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { applyLanguage } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import { SchemaForm } from '@/forms/schema-form';
import type { FormValues } from '@/forms/form-types';
import type { HotelLight } from '@/model/claims/claim-types';
import { searchHotelsFx } from '@/model/claims/hotels-model';
import type { HotelSearch } from '@/model/claims/hotels-model';
import { formRejectionOf } from '@/templates/declare-booking/claim-refusal-text';
import { toServerFailure } from '@/forms/server-errors';
import { HotelAutocompleteWidget } from '@/templates/declare-booking/hotel-autocomplete-widget';
import { renderInI18n, tr } from '../forms/render-form';
import { i18n } from '@/platform/i18n';

// The search waits 250 ms after typing; a busy machine must not turn that into a failure.
configure({ asyncUtilTimeout: 4000 });

const hotels: HotelLight[] = [
  { id: 16, code: 'HZPAR01', name: 'Horizon Paris Opéra', brand: 'Horizon', city: 'Paris', country_code: 'FR', country: 'France' },
  {
    id: 17,
    code: 'HZPAR02',
    name: 'Horizon Select Paris Saint-Germain',
    brand: 'Horizon Select',
    city: 'Paris',
    country_code: 'FR',
    country: 'France',
  },
];
const widgets = { hotel: HotelAutocompleteWidget };

async function renderClaimForm(onSubmit: (data: FormValues) => Promise<void>, language: Language = 'en') {
  await applyLanguage(language);
  const search = vi.fn(async ({ search: text }: HotelSearch) => (/par/i.test(text) ? hotels : []));
  const scope = fork({ handlers: [[searchHotelsFx, search]] });
  const user = userEvent.setup();
  await renderInI18n(
    <Provider value={scope}>
      <SchemaForm formId="declare-booking" submitLabel="forms.declareBooking.submit" widgets={widgets} onSubmit={onSubmit} />
    </Provider>,
  );
  const combobox = await screen.findByRole('combobox', { name: /Hotel|Hôtel/ });
  return { user, search, combobox };
}

async function fillAllButHotel(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Booking number/), 'HZ490562');
  await user.type(screen.getByLabelText(/^Confirmation \(CF\) number/), 'CF1234');
  await user.type(screen.getByLabelText(/^Guest's first name/), 'Ana');
  await user.type(screen.getByLabelText(/^Guest's last name/), 'Peeters');
  await user.selectOptions(screen.getByLabelText(/^Booked through/), 'Call centre');
  await user.type(screen.getByLabelText(/^Check-in date/), '2026-11-10');
  await user.type(screen.getByLabelText(/^Check-out date/), '2026-11-12');
}

describe('hotel autocomplete', { timeout: 20_000 }, () => {
  it('is a combobox that controls a listbox, searches for what was typed, and is chosen with the keyboard', async () => {
    const calls: FormValues[] = [];
    const { user, search, combobox } = await renderClaimForm(async (data) => {
      calls.push(data);
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');

    // The debounce itself is proven on the clock in tests/unit/ui/use-autocomplete.test.tsx: here, with real time,
    // a slow machine may pause between keystrokes longer than the wait, so only the search for the whole text counts.
    await user.type(combobox, 'par');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(search.mock.calls.at(-1)?.[0].search).toBe('par');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Horizon Paris OpéraParis, France',
      'Horizon Select Paris Saint-GermainParis, France',
    ]);
    expect(screen.getByText('2 hotels found: use the up and down arrow keys to choose, then Enter.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    expect(combobox).toHaveValue('Horizon Paris Opéra');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('Chosen: Horizon Paris Opéra, Paris')).toBeInTheDocument();
    expect(calls).toEqual([]); // Enter in the open list chose a hotel; it did not submit

    await fillAllButHotel(user);
    await user.click(screen.getByRole('button', { name: 'Declare my booking' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      property: 16,
      booking_number: 'HZ490562',
      source: 'call_center',
      check_in: '2026-11-10',
      check_out: '2026-11-12',
    });
  });

  it('says "No hotel found", closes with Escape, and asks to choose from the list when the text names no hotel', async () => {
    const calls: FormValues[] = [];
    const { user, combobox } = await renderClaimForm(async (data) => {
      calls.push(data);
    });
    await user.type(combobox, 'zz');
    expect(await screen.findByText('No hotel found')).toBeVisible();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.clear(combobox);
    await user.type(combobox, 'paris');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('paris');

    await fillAllButHotel(user);
    await user.click(screen.getByRole('button', { name: 'Declare my booking' }));
    expect(calls).toEqual([]);
    expect(await screen.findAllByText('Please choose a hotel from the list.')).not.toHaveLength(0);
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveFocus();
  });

  it('typing after a choice clears the value until another hotel is chosen; the mouse chooses too', async () => {
    const calls: FormValues[] = [];
    const { user, combobox } = await renderClaimForm(async (data) => {
      calls.push(data);
    });
    await user.type(combobox, 'par');
    await user.click(await screen.findByRole('option', { name: /Saint-Germain/ }));
    expect(combobox).toHaveValue('Horizon Select Paris Saint-Germain');
    expect(combobox).toHaveFocus();
    await user.type(combobox, 'x');
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    await fillAllButHotel(user);
    await user.click(screen.getByRole('button', { name: 'Declare my booking' }));
    expect(calls).toEqual([]);
    await user.clear(combobox);
    await user.type(combobox, 'par');
    await user.click(await screen.findByRole('option', { name: /Opéra/ }));
    await user.click(screen.getByRole('button', { name: 'Declare my booking' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.property).toBe(16);
  });
});

describe('claim refusals on the form', { timeout: 20_000 }, () => {
  it('shows the minimum stay in the member language, and an already claimed booking on its field, keeping the values', async () => {
    await applyLanguage('fr-be');
    // The figure is the API's (`params.count`), the sentence the member's language's.
    const rejection = formRejectionOf({
      kind: 'fields',
      code: 422,
      violations: [
        {
          propertyPath: 'check_out',
          message: 'This rate requires a minimum stay of 2 nights.',
          key: 'minimum_stay_not_met',
          params: { count: 2 },
        },
      ],
    });
    const text = { t: tr, exists: (key: string) => i18n.exists(key) };
    expect(toServerFailure(rejection, () => true, text).messages).toEqual([
      { path: ['check_out'], message: 'Ce tarif exige un séjour minimum de 2 nuits.' },
    ]);

    let reject: (reason: unknown) => void = () => undefined;
    const { user, combobox } = await renderClaimForm(() => new Promise<void>((_ok, fail) => (reject = fail)), 'en');
    await user.type(combobox, 'par');
    await user.click(await screen.findByRole('option', { name: /Opéra/ }));
    await fillAllButHotel(user);
    await user.click(screen.getByRole('button', { name: 'Declare my booking' }));
    await act(async () => {
      reject(
        formRejectionOf({
          kind: 'fields',
          code: 422,
          violations: [
            { propertyPath: 'booking_number', message: 'This booking has already been claimed.', key: 'booking_already_claimed' },
          ],
        }),
      );
    });
    const field = screen.getByLabelText(/^Booking number/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('This booking has already been claimed.').length).toBeGreaterThan(0);
    expect(field).toHaveValue('HZ490562');
    expect(combobox).toHaveValue('Horizon Paris Opéra');
    expect(screen.getByLabelText(/^Check-out date/)).toHaveValue('2026-11-12');
  });
});
