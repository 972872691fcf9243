// The hotel calls of the API contract (searchHotels, listHotelDestinations, getBrand; the content pages read
// listBrands and getHotelCollection as page config data sources). The hotel pages are in both route lists, so these
// reads answer a guest's anonymous token too (favorite false): a 401 is a lost session, handled as everywhere else.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import type { SearchCriteria } from './criteria';
import { searchQuery } from './search-query';

type Schemas = components['schemas'];
export type HotelSearch = Schemas['HotelSearch'];
export type HotelResult = Schemas['HotelResult'];
export type HotelCard = Schemas['HotelCard'];
export type HotelDestinations = Schemas['HotelDestinations'];
export type Brand = Schemas['Brand'];
export type BrandDetail = Schemas['BrandDetail'];
export type HotelCollection = Schemas['HotelCollection'];

/** The language rides along for the answer's key; the API client sends the applied language itself. */
export const searchHotelsFx = createEffect<{ criteria: SearchCriteria; language: string | null }, HotelSearch, ApiError>(({ criteria }) =>
  call('searchHotels', { query: searchQuery(criteria) }),
);

/** The destination field's suggestions: cities and hotels whose name starts with (or contains) the text. */
export const searchDestinationsFx = createEffect<{ search: string; signal?: AbortSignal }, HotelDestinations, ApiError>(
  ({ search, signal }) => call('listHotelDestinations', { query: { search }, signal }),
);

export const loadBrandFx = createEffect<string, BrandDetail, ApiError>((code) => call('getBrand', { path: { code } }));
