// One property page (/hotels/:hotel): the hotel, loaded per id; "not found" is an answer about the id (the
// page says so), not a failure to try again. The read answers guests too (favorite false).
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadHotelFx } from './hotel-calls';
import type { HotelDetail } from './hotel-calls';
import type { Loadable } from '@/lib/loadable';

export const hotelOpened = createEvent<number>();

export const $hotel = createStore<{ id: number; language: string | null; state: Loadable<HotelDetail> }>({
  id: 0,
  language: null,
  state: { status: 'loading' },
});

// Why every opening loads: the page opens it per id and language (descriptions, rooms and policies are
// translated), and the favorite flag may have changed on another page meanwhile.
sample({ clock: hotelOpened, target: loadHotelFx });
sample({
  clock: loadHotelFx,
  source: { current: $hotel, language: $appliedLanguage },
  // Why keep a shown page while it reloads: the same hotel in another language replaces it without a blank.
  fn: ({ current, language }, id) =>
    current.id === id && current.state.status === 'ready'
      ? { ...current, language }
      : { id, language, state: { status: 'loading' as const } },
  target: $hotel,
});
$hotel
  .on(loadHotelFx.done, (current, { params, result }) =>
    current.id === params ? { ...current, state: { status: 'ready', data: result } } : current,
  )
  .on(loadHotelFx.fail, (current, { params, error }) =>
    current.id === params
      ? {
          ...current,
          state: error.status === 404 ? { status: 'not-found' } : { status: 'failure', code: String(error.code) },
        }
      : current,
  );

// Why member data: the answer carries the member's favorite flag.
memberDataStores($hotel);
