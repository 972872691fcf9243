/** @vitest-environment jsdom */
// The language select's list (GET languages) and sign-up's languages (GET countries_light/languages), each
// served by a mocked API that answers as the contract says: the configured languages in the API's order,
// the configured list when a call fails.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { appShown, appStarted } from '@/model/app/app-started';
import { applyLanguageFx } from '@/model/locale/locale-model';
import { $languages, offeredLanguages } from '@/model/reference/reference-model';
import { $countryLanguages, countryLanguagesNeeded } from '@/model/reference/country-languages-model';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { sessionHandlers } from '../../support/api-effect-handlers';

const server = useMockApi([]);
const language = (code: string, name: string) => ({ code, name });
const startScope = () => fork({ handlers: [...sessionHandlers(), [applyLanguageFx, vi.fn(async () => undefined)]] });
/** The start-up of main.tsx: the models start, then the shell is shown. */
async function start(scope: ReturnType<typeof fork>) {
  await allSettled(appStarted, { scope });
  await allSettled(appShown, { scope });
}

describe('languages (GET languages)', () => {
  it("lists the configured languages in the API's order, leaving out those the portal is not built with", async () => {
    server.use(
      contractHandler('getLanguages', () => ({
        body: [language('nl-be', 'Nederlands (België)'), language('de', 'Deutsch'), language('en', 'English')],
      })),
    );
    const scope = startScope();
    await start(scope);
    // The language in use (en) is in the answer: the list is the API's, in its order, without "de".
    expect(scope.getState($languages)).toEqual(['nl-be', 'en']);
  });

  it('keeps the language in use in the list even when the API leaves it out', async () => {
    server.use(contractHandler('getLanguages', () => ({ body: [language('fr-be', 'Français (Belgique)')] })));
    const scope = startScope();
    await start(scope);
    expect(scope.getState($languages)).toEqual(['fr-be', 'en']);
  });

  it('falls back to the configured languages when the call fails', async () => {
    // The contract has no failure answer for it: the service is out of reach.
    server.use(http.get('*/api/languages', () => HttpResponse.error()));
    const scope = startScope();
    await start(scope);
    expect(scope.getState($languages)).toEqual(['en', 'fr-be', 'nl-be']);
  });

  it('asks once the shell is shown, not while the app starts (a hanging API must not hold the first paint)', async () => {
    const asked = vi.fn(() => ({ body: [language('en', 'English')] }));
    server.use(contractHandler('getLanguages', asked));
    const scope = startScope();
    await allSettled(appStarted, { scope });
    expect(asked).not.toHaveBeenCalled();
    await allSettled(appShown, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps the configured list when the API names none of its languages', () => {
    expect(offeredLanguages([language('de', 'Deutsch')])).toEqual(['en', 'fr-be', 'nl-be']);
  });
});

describe("sign-up's languages (GET countries_light/languages)", () => {
  it('asks once per page load and keeps the configured languages countries are offered in', async () => {
    let calls = 0;
    server.use(
      contractHandler('getCountryLanguages', () => {
        calls += 1;
        return { body: [language('fr-be', 'Français (Belgique)'), language('nl-be', 'Nederlands (België)')] };
      }),
    );
    const scope = fork();
    expect(scope.getState($countryLanguages)).toEqual(['en', 'fr-be', 'nl-be']);
    await allSettled(countryLanguagesNeeded, { scope });
    await allSettled(countryLanguagesNeeded, { scope });
    expect(calls).toBe(1);
    expect(scope.getState($countryLanguages)).toEqual(['fr-be', 'nl-be']);
  });

  it('keeps the configured languages when the call fails', async () => {
    server.use(http.get('*/api/countries_light/languages', () => HttpResponse.error()));
    const scope = fork();
    await allSettled(countryLanguagesNeeded, { scope });
    expect(scope.getState($countryLanguages)).toEqual(['en', 'fr-be', 'nl-be']);
  });
});
