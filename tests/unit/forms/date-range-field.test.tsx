// The theme's `dateRange` field: the hotel search's stay drawn as one group ("Stay"), two native date inputs with their
// own labels and messages, the departure's earliest day following the arrival, the nights said once both dates are set
// in the member's language, and a refusal on either date landing on its own input (the summary's link too). Any form
// may name it: a form of this file's own with a period of days, and one whose object is not a range.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ruleRefusal } from '@/api/api-error';
import { validatorOptions } from '@/contract/form-validator-options';
import { SchemaForm, SchemaFormView } from '@/forms/schema-form';
import type { FormSchema, FormUiSchema, FormValidator, FormValues } from '@/forms/form-types';
import { applyLanguage, loadNamespaces } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import { LANGUAGES, renderInI18n, resolvingSubmit, tr } from './render-form';

beforeAll(() => loadNamespaces(['pages']));
afterAll(() => applyLanguage('en'));

const stay = (arrival?: string, departure?: string) => ({ stay: { ...(arrival ? { arrival } : {}), ...(departure ? { departure } : {}) } });
/** The rooms the page always gives the form (a room of two adults when the address says none). */
const rooms = [{ adults: 2, children: 0 }];

async function renderSearch(
  props: { initialData?: FormValues; onSubmit?: (data: FormValues) => Promise<void> } = {},
  language: Language = 'en',
) {
  await applyLanguage(language);
  const user = userEvent.setup();
  await renderInI18n(
    <SchemaForm
      formId="hotel-search"
      submitLabel="hotels.search.submit"
      onSubmit={props.onSubmit ?? resolvingSubmit().onSubmit}
      initialData={{ rooms, ...props.initialData }}
    />,
  );
  const group = await screen.findByRole('group', { name: tr('hotels.search.stay') });
  const arrival = within(group).getByLabelText(new RegExp(`^${tr('hotels.search.arrival')}`));
  const departure = within(group).getByLabelText(new RegExp(`^${tr('hotels.search.departure')}`));
  return { user, group, arrival, departure };
}

describe('the stay of the hotel search (dateRange)', () => {
  it('is one group of two native date inputs, whose ids a refusal’s link can name', async () => {
    const { arrival, departure } = await renderSearch();
    expect(arrival).toHaveAttribute('type', 'date');
    expect(departure).toHaveAttribute('type', 'date');
    expect(arrival).toHaveAttribute('id', 'hotel-search_stay_arrival');
    expect(departure).toHaveAttribute('id', 'hotel-search_stay_departure');
    expect(arrival).toHaveAttribute('aria-required', 'true');
    expect(departure).toHaveAccessibleDescription(tr('hotels.search.rangeHint'));
  });

  it('lets the departure start the day after the arrival, and follows a changed arrival', async () => {
    const { user, arrival, departure } = await renderSearch();
    expect(departure).not.toHaveAttribute('min');
    await user.type(arrival, '2030-03-02');
    expect(departure).toHaveAttribute('min', '2030-03-03');
    await user.clear(arrival);
    await user.type(arrival, '2030-12-31');
    expect(departure).toHaveAttribute('min', '2031-01-01');
  });

  it('says the nights once both dates are set, and nothing while one is missing or before the other', async () => {
    const { user, group, arrival, departure } = await renderSearch();
    const said = () => group.querySelector('.form-range__span')?.textContent;
    await user.type(arrival, '2030-03-02');
    expect(said()).toBe('');
    await user.type(departure, '2030-03-05');
    expect(said()).toBe('3 nights');
    await user.clear(departure);
    await user.type(departure, '2030-03-01');
    expect(said()).toBe('');
  });

  it.each(LANGUAGES)('says one night and three nights in %s', async (language) => {
    const one = await renderSearch({ initialData: stay('2030-03-02', '2030-03-03') }, language);
    const oneNight = one.group.querySelector('.form-range__span')?.textContent;
    await one.user.clear(one.departure);
    await one.user.type(one.departure, '2030-03-05');
    const threeNights = one.group.querySelector('.form-range__span')?.textContent;
    const expected = { en: ['1 night', '3 nights'], 'fr-be': ['1 nuit', '3 nuits'], 'nl-be': ['1 nacht', '3 nachten'] }[language];
    expect([oneNight, threeNights]).toEqual(expected);
  });

  it('refuses each missing date on its own input, and the summary links each to it', async () => {
    const { user, arrival, departure } = await renderSearch({ initialData: stay() });
    await user.click(screen.getByRole('button', { name: tr('hotels.search.submit') }));
    await waitFor(() => expect(arrival).toHaveFocus());
    expect(arrival).toHaveAttribute('aria-invalid', 'true');
    expect(arrival).toHaveAccessibleDescription(expect.stringContaining(tr('hotels.errors.arrivalRequired')));
    expect(departure).toHaveAttribute('aria-invalid', 'true');
    expect(departure).toHaveAccessibleDescription(expect.stringContaining(tr('hotels.errors.departureRequired')));
    const links = within(screen.getByRole('alert', { name: tr('forms.common.errorSummaryTitle') })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#hotel-search_stay_arrival', '#hotel-search_stay_departure']);
    await user.click(links[1]!);
    expect(departure).toHaveFocus();
  });

  it('puts a refusal of the departure (the page’s rule, as the API says it) on the departure alone, focused', async () => {
    const message = 'Please select less than 30 days';
    const onSubmit = () => Promise.reject(ruleRefusal('getHotels', [{ propertyPath: 'stay.departure', message }]));
    const { user, arrival, departure } = await renderSearch({ onSubmit, initialData: stay('2030-03-02', '2030-04-02') });
    await user.click(screen.getByRole('button', { name: tr('hotels.search.submit') }));
    await waitFor(() => expect(departure).toHaveFocus());
    expect(departure).toHaveAttribute('aria-invalid', 'true');
    expect(departure).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(arrival).not.toHaveAttribute('aria-invalid');
  });

  it('sends the stay as its object', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    const { user, arrival, departure } = await renderSearch({ onSubmit });
    await user.type(arrival, '2030-03-02');
    await user.type(departure, '2030-03-04');
    await user.click(screen.getByRole('button', { name: tr('hotels.search.submit') }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject(stay('2030-03-02', '2030-03-04'));
  });
});

describe('a date range on any form', () => {
  const validator = customizeValidator(validatorOptions) as unknown as FormValidator;
  const period = (properties: FormSchema['properties'], ui: FormUiSchema): { schema: FormSchema; uiSchema: FormUiSchema } => ({
    schema: {
      $id: 'periodForm',
      type: 'object',
      properties: { period: { type: 'object', title: 'hotels.search.stay', properties } },
    },
    uiSchema: { period: { 'ui:field': 'dateRange', ...ui } },
  });

  it('takes its options: the same day allowed, and the span said with another key', async () => {
    await applyLanguage('en');
    const form = period(
      {
        from: { type: 'string', title: 'hotels.search.arrival', format: 'date' },
        to: { type: 'string', title: 'hotels.search.departure', format: 'date' },
      },
      { 'ui:options': { minSpan: 0, countLabel: 'hotels.search.roomCount' } },
    );
    const user = userEvent.setup();
    const { container } = await renderInI18n(
      <SchemaFormView
        form={{ id: 'period', ...form, validator }}
        submitLabel="forms.common.sending"
        onSubmit={resolvingSubmit().onSubmit}
      />,
    );
    const [from, to] = [...container.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    await user.type(from!, '2030-03-02');
    expect(to).toHaveAttribute('min', '2030-03-02');
    await user.type(to!, '2030-03-04');
    expect(container.querySelector('.form-range__span')?.textContent).toBe(tr('hotels.search.roomCount', { count: 2 }));
  });

  it('draws an object that is not a range as any object, and says why in the console', async () => {
    await applyLanguage('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = period({ from: { type: 'string', title: 'hotels.search.arrival', format: 'date' } }, {});
    const { container } = await renderInI18n(
      <SchemaFormView
        form={{ id: 'period', ...form, validator }}
        submitLabel="forms.common.sending"
        onSubmit={resolvingSubmit().onSubmit}
      />,
    );
    expect(container.querySelector('.form-range')).toBeNull();
    expect(container.querySelector('#period_period_from')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dateRange"'));
  });
});
