// The delivery address form shared by the basket and the prepaid card: every field required, the country chosen
// from the programme's countries named in the member's language (and an address's own country kept), values
// trimmed, nothing typed lost on a refusal.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { applyLanguage } from '@/platform/i18n';
import { loadCountriesFx } from '@/model/account/account-model';
import type { Country } from '@/model/user/user-types';
import { DeliveryAddressForm } from '@/templates/shared/delivery-address';
import type { DeliveryAddress } from '@/templates/shared/delivery-address';
import { renderInI18n } from '../forms/render-form';

const countries = [
  { id: 4, code: 'BE', name: 'Belgium', url: 'https://www.miles.example/be', languages: [] },
  { id: 2, code: 'FR', name: 'France', url: 'https://www.miles.example/fr', languages: [] },
] as Country[];

async function renderAddress(initial: DeliveryAddress | null, language: 'en' | 'nl-be' = 'en') {
  await applyLanguage(language);
  const onSave = vi.fn();
  const scope = fork({ handlers: [[loadCountriesFx, async () => countries]] });
  await renderInI18n(
    <Provider value={scope}>
      <DeliveryAddressForm idPrefix="t" initial={initial} onSave={onSave} />
    </Provider>,
  );
  return { onSave, user: userEvent.setup() };
}

describe('delivery address form', () => {
  it('refuses empty fields with their messages, keeps what was typed, and saves trimmed values with the chosen country', async () => {
    const { onSave, user } = await renderAddress(null);
    await user.type(screen.getByLabelText('Name'), '  Olivier Peeters ');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Street and number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(/Please choose a country/);
    expect(screen.getByLabelText('Name')).toHaveValue('  Olivier Peeters ');

    await user.type(screen.getByLabelText('Street and number'), 'Rue Neuve 12');
    await user.type(screen.getByLabelText('Postcode'), '1000');
    await user.type(screen.getByLabelText('City'), 'Brussels');
    await user.selectOptions(await screen.findByLabelText('Country'), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Olivier Peeters',
      line: 'Rue Neuve 12',
      postcode: '1000',
      city: 'Brussels',
      country_code: 'BE',
    });
  });

  it("names the countries in the member's language and keeps an address's country the list does not hold", async () => {
    await renderAddress({ name: 'A', line: 'B 1', postcode: '1', city: 'C', country_code: 'DE' }, 'nl-be');
    const select = await screen.findByLabelText('Land');
    await screen.findByRole('option', { name: 'België' });
    expect(select).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Duitsland' })).toBeInTheDocument();
  });
});
