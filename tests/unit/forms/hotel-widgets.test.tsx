// The theme's `destination` and `rooms` widgets on a form of this file's own, which no page gives any widget: the
// destination's name comes from the form's context and each choice goes to the hotel search's model (the page maps the
// value back to the destination from there); the rooms' choices follow the schema's limits, and more rooms than the
// group limit say the group site at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from '@/contract/form-validator-options';
import { SchemaFormView } from '@/forms/schema-form';
import type { FormSchema, FormUiSchema, FormValidator } from '@/forms/form-types';
import { $chosenDestinations, destinationOf } from '@/model/hotel-search/destination-choice';
import type { HotelDestinations } from '@/model/hotel-search/hotel-calls';
import { searchDestinationsFx } from '@/model/hotel-search/hotel-calls';
import { applyLanguage, loadNamespaces } from '@/platform/i18n';
import { renderInI18n, resolvingSubmit, tr } from './render-form';

beforeAll(async () => {
  await loadNamespaces(['pages']);
  await applyLanguage('en');
});

const schema: FormSchema = {
  $id: 'tripForm',
  type: 'object',
  properties: {
    where: { type: 'string', title: 'hotels.search.destination', pattern: '^(city|hotel):.+$' },
    rooms: {
      type: 'array',
      title: 'hotels.search.rooms',
      minItems: 1,
      maxItems: 8,
      items: {
        type: 'object',
        properties: { adults: { type: 'integer', minimum: 1, maximum: 2 }, children: { type: 'integer', minimum: 0, maximum: 1 } },
      },
    },
  },
};
const uiSchema: FormUiSchema = { where: { 'ui:widget': 'destination' }, rooms: { 'ui:widget': 'rooms' } };
const form = { id: 'trip', schema, uiSchema, validator: customizeValidator(validatorOptions) as unknown as FormValidator };

const found: HotelDestinations = {
  cities: [{ name: 'Paris', country_code: 'FR', country: 'France', hotel_count: 4 }],
  hotels: [
    {
      id: 12,
      code: 'HZPAR12',
      name: 'Horizon Paris Opéra',
      city: 'Paris',
      country_code: 'FR',
      country: 'France',
      brand: { code: 'horizon', name: 'Horizon' },
    },
  ],
};

async function renderTrip(start?: { type: 'city' | 'hotel'; id: string; label: string }) {
  const scope = fork({ handlers: [[searchDestinationsFx, () => Promise.resolve(found)]] });
  const { calls, onSubmit } = resolvingSubmit();
  await renderInI18n(
    <Provider value={scope}>
      <SchemaFormView
        form={form}
        submitLabel="hotels.search.submit"
        onSubmit={onSubmit}
        initialData={{ rooms: [{ adults: 2, children: 0 }], ...(start ? { where: `${start.type}:${start.id}` } : {}) }}
        formContext={{ destination: start ?? null }}
      />
    </Provider>,
  );
  return { scope, calls, user: userEvent.setup() };
}

describe('the destination widget on any form', () => {
  it('shows the name of the destination the form starts with, which the model then knows by its value', async () => {
    const start = { type: 'hotel' as const, id: '12', label: 'Horizon Paris Opéra' };
    const { scope } = await renderTrip(start);
    expect(screen.getByRole('combobox', { name: tr('hotels.search.destination') })).toHaveValue('Horizon Paris Opéra');
    expect(destinationOf('hotel:12', scope.getState($chosenDestinations))).toEqual(start);
  });

  it('sends the choice as the address writes it, and tells the model its name', async () => {
    const { scope, calls, user } = await renderTrip();
    const input = screen.getByRole('combobox', { name: tr('hotels.search.destination') });
    await user.type(input, 'Par');
    // The suggestions name the country as the answer does, not by its code.
    expect(await screen.findByRole('option', { name: /^Paris/ })).toHaveTextContent(
      tr('forms.destination.cityDetail', { country: 'France', count: 4 }),
    );
    await user.click(await screen.findByRole('option', { name: /^Horizon Paris Opéra/ }));
    expect(input).toHaveValue('Horizon Paris Opéra');
    await user.click(screen.getByRole('button', { name: tr('hotels.search.submit') }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.where).toBe('hotel:12');
    expect(destinationOf(calls[0]?.where, scope.getState($chosenDestinations))).toEqual({
      type: 'hotel',
      id: '12',
      label: 'Horizon Paris Opéra',
    });
  });
});

describe('the rooms widget on any form', () => {
  it('offers the guests the schema allows per room, and says the group site past the group limit', async () => {
    const { user } = await renderTrip();
    const count = screen.getByRole('combobox', { name: tr('hotels.search.rooms') });
    const room = screen.getByRole('group', { name: tr('forms.rooms.roomN', { n: 1 }) });
    const options = (label: string) =>
      within(within(room).getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(tr('forms.rooms.adults'))).toEqual(['1', '2']);
    expect(options(tr('forms.rooms.children'))).toEqual(['0', '1']);
    expect(within(count).getAllByRole('option')).toHaveLength(8);
    expect(screen.queryByTestId('group-site')).toBeNull();
    await user.selectOptions(count, '8');
    expect(screen.getByTestId('group-site')).toHaveTextContent(tr('forms.rooms.groupSite'));
    expect(count).toHaveAccessibleDescription(tr('forms.rooms.groupSite'));
  });
});
