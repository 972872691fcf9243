// One property page (/hotels/:hotel): the hotel, loaded per id; "not found" is an answer about the id (the
// page says so), not a failure to try again. The read answers guests too (favorite false).
import { createEvent, sample } from 'effector';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadHotelFx } from './hotel-calls';

export const hotelOpened = createEvent<number>();

// Why every opening reads: the page opens it per id and language (descriptions, rooms and policies are translated),
// and the favorite flag may have changed on another page meanwhile; the same hotel in another language replaces the
// page without a blank. Member data: the answer carries the member's favorite flag.
const hotel = thingQuery(loadHotelFx, { name: 'hotel', memberData: true, sameThing: (a, b) => a === b });
export const $hotel = hotel.$asked;
sample({ clock: hotelOpened, target: hotel.query.start });
