// The programme's country names in the member's language (GET countries_light/names, the editors' countries file), for
// the data blocks that name a country code (`format: "country"`). Why this list and not the countries of the sign-up
// (countries_light): a hotel or an address may be in a country members do not live in. Kept as common data
// (page-data-model): asked once per visit and language, by a block that has such a field, when it mounts, so the names
// come alongside the page's own data; a page that shows no country never asks, and the first load never waits for
// them. The model drops them when the language changes or another member signs in: the block then asks again.
import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { DataField } from '@/generated/config';
import type { components } from '@/generated/api';
import { countryNamesOf } from '@/lib/country-name';
import type { CountryNames } from '@/lib/country-name';
import { $commonData, commonDataRequested } from '@/model/page-data/page-data-model';

// Held under the endpoint's own name: a page config's source names (letters, digits, hyphens) can never take it.
const source = { name: 'countries_light/names', endpoint: 'countries_light/names' };

/** Whether one of `fields` (or of a list field's own fields) names a country. */
export function namesCountry(fields: readonly DataField[] | undefined): boolean {
  return (fields ?? []).some((field) => field.format === 'country' || namesCountry(field.fields));
}

export interface CountryNamesState {
  /** The names once they have come; null before, or when they could not be had (a code then shows as itself). */
  names: CountryNames | null;
  /** Wanted and on their way: a block holds its items meanwhile, so that a code never flashes before its name. */
  waiting: boolean;
}

/** The programme's country names in the member's language, asked for when `wanted`. */
export function useCountryNames(wanted: boolean): CountryNamesState {
  const { common, ask } = useUnit({ common: $commonData, ask: commonDataRequested });
  const state = common[source.name];
  const absent = state === undefined;
  // Asking for names already held (or on their way) calls nothing: the model keeps common data for the visit.
  useEffect(() => {
    if (wanted) ask(source);
  }, [wanted, absent, ask]);
  const names = useMemo(
    () =>
      state?.status === 'ready' && Array.isArray(state.data) ? countryNamesOf(state.data as components['schemas']['CountryName'][]) : null,
    [state],
  );
  return { names, waiting: wanted && (state === undefined || state.status === 'loading') };
}
