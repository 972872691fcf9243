// The programme's hotels for the property field of a booking claim: GET hotels_light?search= (at most 10
// whose name or city contains the text). The widget debounces and cancels; this is only the call.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type { HotelLight } from './claim-types';

export interface HotelSearch {
  search: string;
  /** Aborts a search the member has typed past. */
  signal?: AbortSignal;
}

export const searchHotelsFx = createEffect<HotelSearch, HotelLight[], ApiError>(({ search, signal }) =>
  call('getHotels', { query: { search }, signal }),
);
