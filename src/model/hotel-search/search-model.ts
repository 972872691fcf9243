// The results page's search: the address's criteria are the search (criteria.ts), the page opens it, and
// the latest search's answer is the only one shown, so a quick series of sort or filter changes never ends
// on an older list. A search the browser rules refuse is never sent (the page shows the rule instead).
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { criteriaKey } from './criteria';
import type { SearchCriteria } from './criteria';
import { searchHotelsFx } from './hotel-calls';
import type { HotelSearch } from './hotel-calls';

/** The key of one answer: the search and the language it was asked in (names and descriptions are translated). */
const searchKey = (criteria: SearchCriteria, language: string | null): string => `${language ?? ''}|${criteriaKey(criteria)}`;

/** The results page opened (or its address changed) with a search the rules accept. */
export const searchOpened = createEvent<SearchCriteria>();
/** "Try again" after a failure. */
export const searchRetried = createEvent<SearchCriteria>();

const keyOf = ({ criteria, language }: { criteria: SearchCriteria; language: string | null }) => searchKey(criteria, language);

// One search is one thing: the latest wins, and reopening the same one (Back from a property) shows the answer
// already there without asking again (Farfetched's refresh); a failed one is read again by "Try again".
// Member data: the answer carries the member's favorite flags.
const search = thingQuery(searchHotelsFx, { name: 'hotelSearch', memberData: true, sameThing: (a, b) => keyOf(a) === keyOf(b) });
sample({
  clock: [searchOpened, searchRetried],
  source: $appliedLanguage,
  fn: (language, criteria) => ({ criteria, language }),
  target: search.query.refresh,
});

/** What the results page shows, with the search it is for: the page shows it for its own only (`resultsFor`). */
export const $results = search.$asked;
/** Whether the results were asked for this search in this language. */
export const resultsFor =
  (criteria: SearchCriteria, language: string | null) =>
  (asked: { criteria: SearchCriteria; language: string | null }): boolean =>
    keyOf(asked) === searchKey(criteria, language);

/** The latest answer's facets: the filters stay on screen while the next answer loads (no panel closing). */
export const $facets = createStore<HotelSearch['facets'] | null>(null).on(search.query.finished.success, (_, { result }) => result.facets);

memberDataStores($facets);
