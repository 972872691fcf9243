// The delivery address form shared by the basket and the prepaid card: every field required, the country chosen
// from the programme's countries as the API names them in the member's language (and an address's own country kept,
// under the name the API's answer gave it: the portal names no country and asks for no names), values trimmed and the
// country's name given with them, nothing typed lost on a refusal, the API's refusal of `delivery_address.<field>` on
// that field; the address as text shows the answer's name, and a request sends the address without it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { preloadForms } from '@/forms/lazy-schema-form';
import { applyLanguage } from '@/platform/i18n';
import { loadCountriesFx } from '@/model/reference/countries-model';
import { fetchCommonDataFx } from '@/model/page-data/page-data-model';
import { loadCountryLanguagesFx } from '@/model/reference/country-languages-model';
import type { Country } from '@/model/user/user-types';
import { AddressText, DeliveryAddressForm, sentAddress } from '@/templates/shared/delivery-address';
import type { DeliveredAddress } from '@/templates/shared/delivery-address';
import { renderInI18n } from '../forms/render-form';

// The basket's and the card's routes load this form with the page (templates.json `forms`): so does this test.
beforeAll(() => preloadForms(['delivery-address']));

// The countries members live in, as the API names them in each language (GET countries_light, from the editors'
// countries file).
const names: Record<string, Record<string, string>> = {
  en: { BE: 'Belgium', FR: 'France' },
  'nl-be': { BE: 'België', FR: 'Frankrijk' },
};
const countriesIn = (language: string) =>
  [
    { id: 4, code: 'BE', name: names[language]!.BE, url: 'https://www.miles.example/be', languages: [] },
    { id: 2, code: 'FR', name: names[language]!.FR, url: 'https://www.miles.example/fr', languages: [] },
  ] as Country[];

async function renderAddress(
  initial: DeliveredAddress | null,
  language: 'en' | 'nl-be' = 'en',
  answer: () => Promise<void> = async () => undefined,
) {
  await applyLanguage(language);
  const onSave = vi.fn(answer);
  // The page's common data (where a names list was once asked for): nothing is asked any more.
  const common = vi.fn(async () => []);
  const scope = fork({
    handlers: [
      [loadCountriesFx, async () => countriesIn(language)],
      [fetchCommonDataFx, common],
      // A screen with the country list asks for the languages they are offered in too (account-model.ts).
      [loadCountryLanguagesFx, async () => []],
    ],
  });
  await renderInI18n(
    <Provider value={scope}>
      <DeliveryAddressForm initial={initial} onSave={onSave} />
    </Provider>,
  );
  return { onSave, common, user: userEvent.setup() };
}

describe('delivery address form', () => {
  it('refuses empty fields with their messages, keeps what was typed, and saves trimmed values with the chosen country, named', async () => {
    const { onSave, user } = await renderAddress(null);
    await user.type(await screen.findByLabelText(/^Name/), '  Olivier Peeters ');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Street and number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription(/Please choose a country/);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('  Olivier Peeters ');

    await user.type(screen.getByLabelText(/^Street and number/), 'Rue Neuve 12');
    await user.type(screen.getByLabelText(/^Postcode/), '1000');
    await user.type(screen.getByLabelText(/^City/), 'Brussels');
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    // The country's name is the list's, for the address shown before it is sent; a request sends it without.
    expect(onSave).toHaveBeenCalledWith({
      name: 'Olivier Peeters',
      line: 'Rue Neuve 12',
      postcode: '1000',
      city: 'Brussels',
      country_code: 'BE',
      country: 'Belgium',
    });
  });

  it("shows the API's refusal of the request's delivery_address on the form's own field, the address typed kept", async () => {
    const refusal = { code: 422, errors: [{ propertyPath: 'delivery_address.city', message: 'x', key: 'invalid_characters' }] };
    const address = { name: 'A', line: 'B 1', postcode: '1000', city: 'Brussels', country_code: 'BE', country: 'Belgium' };
    const { onSave, user } = await renderAddress(address, 'en', () => Promise.reject(refusal));
    await screen.findByRole('option', { name: 'Belgium' });
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    const city = screen.getByLabelText(/^City/);
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Please remove the special characters/));
    expect(onSave).toHaveBeenCalledOnce();
    expect(city).toHaveValue('Brussels');
  });

  it("names the countries in the member's language and keeps an address's country the list does not hold, under the answer's name", async () => {
    const address = { name: 'A', line: 'B 1', postcode: '1', city: 'C', country_code: 'DE', country: 'Duitsland' };
    const { onSave, common, user } = await renderAddress(address, 'nl-be');
    await screen.findByLabelText(/^Land/);
    await screen.findByRole('option', { name: 'België' });
    expect(screen.getByRole('option', { name: 'Duitsland' })).toHaveProperty('selected', true);
    await user.click(screen.getByRole('button', { name: 'Dit adres gebruiken' }));
    expect(onSave).toHaveBeenCalledWith(address);
    expect(common).not.toHaveBeenCalled();
  });

  it("prints the answer's name of the country, and a field an editor added to the form on a line of its own", async () => {
    await applyLanguage('nl-be');
    const address = {
      name: 'Ana',
      line: 'Rue Haute 1',
      building: 'Tower B',
      postcode: '1000',
      city: 'Brussels',
      country_code: 'BE',
      country: 'België',
    };
    await renderInI18n(<AddressText address={address} testId="address" />);
    expect(screen.getByTestId('address').innerHTML).toBe('Ana<br>Rue Haute 1<br><span>Tower B<br></span>1000 Brussels, België');
  });

  it("sends an address without its country's name, which only answers carry", () => {
    const address = { name: 'Ana', line: 'Rue Haute 1', building: 'Tower B', postcode: '1000', city: 'Brussels', country_code: 'BE' };
    expect(sentAddress({ ...address, country: 'Belgique' })).toEqual(address);
  });
});
