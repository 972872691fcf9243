// The country list's names are the API's, in the language of the call: a member who changes language with the list
// on screen (My account, the basket's address) gets the names again in the new language, also when the change comes
// while the first call is on its way.
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $countries, countriesNeeded, loadCountriesFx } from '@/model/reference/countries-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadCountryLanguagesFx } from '@/model/reference/country-languages-model';
import type { Country } from '@/model/user/user-types';

const names: Record<string, string> = { en: 'Belgium', 'nl-be': 'België', 'fr-be': 'Belgique' };

/** A scope in `language` whose country calls answer in the language shown when they are made. */
function scopeIn(language: 'en' | 'nl-be' | 'fr-be', answered: Promise<void> = Promise.resolve()) {
  const shown = { language: language as string };
  const load = vi.fn(async () => {
    // The name of the language shown when the call is made: the API answers in the request's language.
    const name = names[shown.language];
    await answered;
    return [{ code: 'BE', name } as Country];
  });
  const scope = fork({
    values: [[$appliedLanguage, language]],
    handlers: [
      [loadCountriesFx, load],
      [loadCountryLanguagesFx, () => Promise.resolve([])],
    ],
  });
  const changeTo = async (next: 'en' | 'nl-be' | 'fr-be') => {
    shown.language = next;
    await allSettled($appliedLanguage, { scope, params: next });
  };
  return { scope, load, changeTo };
}

describe('the country list', () => {
  it('is read once while the language stays', async () => {
    const { scope, load } = scopeIn('en');
    await allSettled(countriesNeeded, { scope });
    await allSettled(countriesNeeded, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($countries).map((c) => c.name)).toEqual(['Belgium']);
  });

  it('is read again in the language the member changes to, with the list on screen', async () => {
    const { scope, load, changeTo } = scopeIn('en');
    await allSettled(countriesNeeded, { scope });
    await changeTo('nl-be');
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($countries).map((c) => c.name)).toEqual(['België']);
  });

  it('asked for again by a screen opened in another language, is read in that language', async () => {
    const { scope, load, changeTo } = scopeIn('fr-be');
    await allSettled(countriesNeeded, { scope });
    expect(scope.getState($countries).map((c) => c.name)).toEqual(['Belgique']);
    await changeTo('en');
    await allSettled(countriesNeeded, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($countries).map((c) => c.name)).toEqual(['Belgium']);
  });

  it('asked again in another language while the first read is on its way, ends in the language shown', async () => {
    let answer: () => void = () => undefined;
    const { scope, changeTo } = scopeIn('en', new Promise((resolve) => (answer = resolve)));
    const first = allSettled(countriesNeeded, { scope });
    const change = changeTo('fr-be');
    answer();
    await Promise.all([first, change]);
    expect(scope.getState($countries).map((c) => c.name)).toEqual(['Belgique']);
  });
});
