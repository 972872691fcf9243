// The results page's search: the address's criteria are the search (criteria.ts), the page opens it, and
// the latest search's answer is the only one shown, so a quick series of sort or filter changes never ends
// on an older list. A search the browser rules refuse is never sent (the page shows the rule instead).
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { criteriaKey } from './criteria';
import type { SearchCriteria } from './criteria';
import { searchHotelsFx } from './hotel-calls';
import type { HotelSearch } from './hotel-calls';
import type { Loadable } from '@/lib/loadable';

/** What a hotel list shows: loading, the answer or a failure to retry (the reads answer guests too). */

/** The key of one answer: the search and the language it was asked in (names and descriptions are translated). */
export const searchKey = (criteria: SearchCriteria, language: string | null): string => `${language ?? ''}|${criteriaKey(criteria)}`;

/** The results page opened (or its address changed) with a search the rules accept. */
export const searchOpened = createEvent<SearchCriteria>();
/** "Try again" after a failure. */
export const searchRetried = createEvent<SearchCriteria>();

export const $results = createStore<{ key: string; state: Loadable<HotelSearch> }>({ key: '', state: { status: 'loading' } });

const keyOf = ({ criteria, language }: { criteria: SearchCriteria; language: string | null }) => searchKey(criteria, language);

// Why the key check: reopening the same search (Back from a property) shows the answer already there.
sample({
  clock: searchOpened,
  source: { current: $results, language: $appliedLanguage },
  filter: ({ current, language }, criteria) => current.key !== searchKey(criteria, language) || current.state.status !== 'ready',
  fn: ({ language }, criteria) => ({ criteria, language }),
  target: searchHotelsFx,
});
sample({
  clock: searchRetried,
  source: $appliedLanguage,
  fn: (language, criteria) => ({ criteria, language }),
  target: searchHotelsFx,
});

$results
  .on(searchHotelsFx, (_, query) => ({ key: keyOf(query), state: { status: 'loading' } }))
  // Why only the current key: an older, slower answer must not replace the newer search's list.
  .on(searchHotelsFx.done, (current, { params, result }) =>
    current.key === keyOf(params) ? { key: current.key, state: { status: 'ready', data: result } } : current,
  )
  .on(searchHotelsFx.fail, (current, { params, error }) =>
    current.key === keyOf(params) ? { key: current.key, state: { status: 'failure', code: String(error.code) } } : current,
  );

/** The latest answer's facets: the filters stay on screen while the next answer loads (no panel closing). */
export const $facets = createStore<HotelSearch['facets'] | null>(null).on(searchHotelsFx.doneData, (_, answer) => answer.facets);

// Why member data: the answer carries the member's favorite flags.
memberDataStores($results, $facets);
