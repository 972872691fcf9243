// The programme's hotels for the property field of a booking claim: GET hotels_light?search= (at most 10
// whose name or city contains the text). The widget debounces and cancels; this is only the call.
import { createEffect } from 'effector';
import { api } from '@/model/session/api';
import type { HotelLight } from './claim-types';

export interface HotelSearch {
  search: string;
  /** Aborts a search the member has typed past. */
  signal?: AbortSignal;
}

export const searchHotelsFx = createEffect(({ search, signal }: HotelSearch) =>
  api.get<HotelLight[]>('hotels_light', { query: { search }, signal }),
);
