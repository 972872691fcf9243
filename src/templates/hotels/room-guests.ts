// "up to 2 adults and 1 child": each count through i18next's plural forms in the page's language (a room for
// adults only says nothing of children). One string per count, because a plural key agrees with one number.
import type { TFunction } from 'i18next';

export function roomGuests(t: TFunction, adults: number, children: number): string {
  const grown = t('hotels.hotel.roomFactsAdults', { count: adults });
  if (children === 0) return t('hotels.hotel.roomFactsGuestsAdultsOnly', { adults: grown });
  return t('hotels.hotel.roomFactsGuests', { adults: grown, children: t('hotels.hotel.roomFactsChildren', { count: children }) });
}
