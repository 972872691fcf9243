// A profile save that fails (requirements §8 "account update failure"): the profile's forms say "Your account could not
// be updated. Please try again." in the member's language, above the form, with everything typed still there and
// no "saved" notice. A refusal of one field stays on that field.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ApiError } from '@/api/api-error';
import { applyLanguage } from '@/platform/i18n';
import type { Language } from '@/lib/app-config';
import ProfileForm from '@/blocks/account/profile-form';
import LocaleForm from '@/blocks/account/locale-form';
import { updateProfileFx } from '@/model/account/account-model';
import { loadCountriesFx } from '@/model/reference/countries-model';
import { $locale } from '@/model/locale/locale-model';
import { loadCompanyRolesFx } from '@/model/reference/company-roles-model';
import { loadCountryLanguagesFx } from '@/model/reference/country-languages-model';
import { $user } from '@/model/user/user-model';
import { demoUser } from '../../support/api-effect-handlers';
import { renderInI18n } from '../forms/render-form';

const dana = demoUser({
  id: 7,
  email: 'dana@agency.example',
  lastname: 'Peeters',
  locale: { code: 'fr-be' },
  country: { id: 21, code: 'BE', name: 'Belgique' },
  company: { id: 3, name: 'Voyages Horizon', vip: false, type: 'agency' },
  notification: { password_create_date: '2026-01-10T10:00:00.000Z', expire_after_days: 365 },
  city: 'Bruxelles',
});

const serverFault: ApiError = { code: 500, status: 500, errors: 'Something went wrong. Please try again', key: 'internal_error' };
const updateFailed: ApiError = { code: 500, status: 500, errors: 'Account update failed', key: 'account_update_failed' };
const noKey: ApiError = { code: 502, status: 502, errors: 'Bad Gateway' };
const offline: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };
const supportSession: ApiError = {
  code: 409,
  status: 409,
  errors: "A support session may not do this in the member's name.",
  key: 'impersonation_forbidden',
};
const cityRefused: ApiError = {
  code: 422,
  status: 422,
  errors: [{ propertyPath: 'city', message: 'Please use only alphanumeric characters', key: 'alphanumeric_only' }],
  key: 'validation_failed',
};

const failed: Record<Language, RegExp> = {
  en: /^Your account could not be updated\. Please try again\.$/,
  'fr-be': /^Votre compte n’a pas pu être mis à jour\. Veuillez réessayer\.$/,
  'nl-be': /^Uw account kon niet worden bijgewerkt\. Probeer het opnieuw\.$/,
};

async function renderProfile(language: Language, refusal: ApiError) {
  await applyLanguage(language);
  const update = vi.fn(async (): Promise<never> => {
    throw refusal;
  });
  const scope = fork({
    values: [[$user, dana]],
    handlers: [
      [updateProfileFx, update],
      [loadCompanyRolesFx, async () => []],
    ],
  });
  const user = userEvent.setup();
  await renderInI18n(
    <Provider value={scope}>
      <ProfileForm />
    </Provider>,
  );
  const city = await screen.findByRole('textbox', { name: /^(Localité|Gemeente|Town or city)/ });
  return { user, update, city };
}

describe('a profile save that fails', { timeout: 30_000 }, () => {
  it.each([
    ['fr-be', serverFault, 'Enregistrer mes données'],
    ['nl-be', noKey, 'Mijn gegevens opslaan'],
    ['en', updateFailed, 'Save my details'],
    ['fr-be', offline, 'Enregistrer mes données'],
  ] as const)('%s: says the account could not be updated, keeping what was typed', async (language, refusal, submit) => {
    const { user, update, city } = await renderProfile(language, refusal);
    await user.clear(city);
    await user.type(city, 'Namur');
    await user.click(screen.getByRole('button', { name: submit }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(failed[language])).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(city).toHaveValue('Namur');
    expect(screen.queryByText(/enregistrées|opgeslagen|have been saved/)).toBeNull();
  });

  it('keeps a refusal of one field on that field', async () => {
    const { user, city } = await renderProfile('fr-be', cityRefused);
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes données' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).queryByText(failed['fr-be'])).toBeNull();
    expect(city).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a refusal the portal has its own sentence for', async () => {
    const { user } = await renderProfile('en', supportSession);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).queryByText(failed.en)).toBeNull();
    expect(within(summary).getByText(/support session/i)).toBeInTheDocument();
  });

  it('says so for the language and country too', async () => {
    await applyLanguage('nl-be');
    const scope = fork({
      values: [[$locale, { language: 'nl-be', country: 'BE' }]],
      handlers: [
        [loadCountriesFx, async () => [{ id: 21, code: 'BE', name: 'België', url: '/be', languages: [] }]],
        [loadCountryLanguagesFx, async () => []],
        [
          updateProfileFx,
          async (): Promise<never> => {
            throw serverFault;
          },
        ],
      ],
    });
    const user = userEvent.setup();
    await renderInI18n(
      <Provider value={scope}>
        <LocaleForm />
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Mijn voorkeuren opslaan' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(failed['nl-be'])).toBeInTheDocument();
  });
});
