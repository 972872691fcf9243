// The property page's room facts say how many guests a room takes, each count through i18next's plural rules
// in the page's language: "1 child", "1 enfant", "1 kind" — and a room for adults only does not mention children.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { HotelDetail } from '@/model/hotel/hotel-calls';
import { HotelFacts } from '@/templates/hotels/hotel-facts';

beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
afterAll(() => applyLanguage('en'));

type Room = HotelDetail['rooms'][number];
const room = (code: string, max_adults: number, max_children: number): Room => ({
  code,
  name: code,
  description: '',
  max_adults,
  max_children,
  size_m2: 22,
  beds: 'beds',
});

const hotel = {
  id: 1,
  code: 'HZTEST',
  name: 'Horizon Test',
  brand: { code: 'horizon', name: 'Horizon' },
  city: 'Brussels',
  country_code: 'BE',
  country: 'Belgium',
  stars: 4,
  distance_km: 1,
  picture: { url: '/p.svg', width: 8, height: 5, alt: '' },
  min_nights: 1,
  miles_per_night_from: 1000,
  rate_per_night_from_cents: 10000,
  favorite: false,
  description: '',
  address: { street: 'Rue 1', postal_code: '1000', city: 'Brussels', country_code: 'BE', country: 'Belgium' },
  location: { lat: 50, lon: 4 },
  map: { url: '/m.svg', width: 6, height: 4, alt: '' },
  pictures: [],
  amenities: [],
  rooms: [room('ONE_CHILD', 2, 1), room('SINGLE', 1, 0), room('FAMILY', 2, 2)],
  policies: { check_in_from: '15:00', check_out_until: '11:00', cancellation: '', pets_allowed: false, children: '' },
  redemption: { monthly_quota: 3, business_days_to_decide: 1 },
} as HotelDetail;

async function roomFacts(language: 'en' | 'fr-be' | 'nl-be'): Promise<string[]> {
  await applyLanguage(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <HotelFacts hotel={hotel} />
    </I18nextProvider>,
  );
  const facts = [...view.container.querySelectorAll('.hotel-page__room-facts')].map((p) => p.textContent ?? '');
  view.unmount();
  return facts;
}

describe('the guests a room takes', () => {
  it.each([
    ['en', ['beds · 22 m² · up to 2 adults and 1 child', 'beds · 22 m² · up to 1 adult', 'beds · 22 m² · up to 2 adults and 2 children']],
    [
      'fr-be',
      ['beds · 22 m² · jusqu’à 2 adultes et 1 enfant', 'beds · 22 m² · jusqu’à 1 adulte', 'beds · 22 m² · jusqu’à 2 adultes et 2 enfants'],
    ],
    [
      'nl-be',
      ['beds · 22 m² · tot 2 volwassenen en 1 kind', 'beds · 22 m² · tot 1 volwassene', 'beds · 22 m² · tot 2 volwassenen en 2 kinderen'],
    ],
  ] as const)('are counted with the plural rules of %s', async (language, expected) => {
    expect(await roomFacts(language)).toEqual(expected);
  });
});
