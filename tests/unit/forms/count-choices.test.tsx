// A count (rooms, nights) is an integer whose select offers every whole number from the schema's minimum to its
// maximum, named by the uiSchema's countLabel in the member's language: the limit is written once, in the schema.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { choicesOf } from '@/forms/theme/widgets/choices';
import type { ThemeWidgetProps } from '@/forms/form-types';
import { applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { LANGUAGES, renderInI18n, resolvingSubmit } from './render-form';
import redeemNights from '../../../schemas/forms/redeem-nights.json';

type Input = Parameters<typeof choicesOf>[0];
const t = ((key: string, values?: { count?: number }) => `${key}:${values?.count}`) as unknown as TFunction;
const input = (schema: ThemeWidgetProps['schema'], options: Input['options'] = {}, formContext = {}): Input => ({
  name: 'rooms',
  schema,
  options,
  registry: { formContext } as Input['registry'],
});

describe('count choices', () => {
  it('offers every whole number from minimum to maximum, named by countLabel with its count', () => {
    const choices = choicesOf(input({ type: 'integer', minimum: 2, maximum: 4 }, { countLabel: 'rooms' }), t);
    expect(choices).toEqual([
      { value: 2, label: 'rooms:2' },
      { value: 3, label: 'rooms:3' },
      { value: 4, label: 'rooms:4' },
    ]);
    expect(choicesOf(input({ type: 'integer', minimum: 0, maximum: 1 }), t).map((c) => c.label)).toEqual(['0', '1']);
  });

  it('offers nothing for a field that is not a bounded integer, or one whose range is absurd', () => {
    expect(choicesOf(input({ type: 'integer', minimum: 1 }), t)).toEqual([]);
    expect(choicesOf(input({ type: 'string', minimum: 1, maximum: 3 }), t)).toEqual([]);
    expect(choicesOf(input({ type: 'integer', minimum: 1, maximum: 100_000 }), t)).toEqual([]);
  });

  it('leaves the choices to the page or the enum when either gives them', () => {
    const fromPage = input({ type: 'integer', minimum: 1, maximum: 9 }, {}, { options: { rooms: [{ value: 1, label: 'One' }] } });
    expect(choicesOf(fromPage, t)).toEqual([{ value: 1, label: 'One' }]);
    const fromEnum = input({ type: 'integer', minimum: 1, maximum: 9 }, { enumOptions: [{ value: 5, label: 'five' }] });
    expect(choicesOf(fromEnum, t)).toEqual([{ value: 5, label: 'five:undefined' }]);
  });

  it.each(LANGUAGES)('the redemption form offers the schema maximum of rooms, named in %s, and sends the number', async (language) => {
    await loadNamespaces(['pages']);
    await applyLanguage(language);
    const user = userEvent.setup();
    const { calls, onSubmit } = resolvingSubmit();
    const initialData = { arrival: '2031-05-01', nights: 2, rooms: 1 };
    await renderInI18n(
      <SchemaForm
        formId="redeem-nights"
        submitLabel="hotels.redeem.submit"
        onSubmit={onSubmit}
        initialData={initialData}
        formContext={{ textValues: { count: 1 } }}
      />,
    );
    const rooms = await screen.findByRole('combobox', { name: new RegExp(`^${i18n.t('hotels.search.rooms')}`) });
    const offered = within(rooms)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1);
    const maximum = redeemNights.properties.rooms.maximum;
    expect(offered).toHaveLength(maximum);
    expect(offered.join()).not.toMatch(/hotels\./);
    expect(offered[0]).toBe(i18n.t('hotels.search.roomCount', { count: 1 }));
    expect(offered[maximum - 1]).toBe(i18n.t('hotels.search.roomCount', { count: maximum }));
    await user.selectOptions(rooms, i18n.t('hotels.search.roomCount', { count: 3 }));
    await user.click(screen.getByRole('button', { name: i18n.t('hotels.redeem.submit') }));
    expect(calls).toEqual([{ ...initialData, rooms: 3 }]);
  });
});
