// The hotel lists of the content pages: the brands (/brands), one brand with its hotels (/brands/:brand),
// and the collections of /discover-hotels and the hotel-group journeys. Each page opens its list per
// language (names and descriptions are translated); the latest opening's answer is the one shown.
import { createEvent, createStore, sample } from 'effector';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadBrandFx, loadBrandsFx, loadCollectionFx } from './hotel-calls';
import type { Brand, BrandDetail, HotelCollection } from './hotel-calls';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';

type Keyed<T> = { key: string; state: Loadable<T> };

export const brandsOpened = createEvent();
export const brandOpened = createEvent<string>();
export const collectionOpened = createEvent<string>();

const initial = { key: '', state: { status: 'loading' as const } };
export const $brands = createStore<Keyed<Brand[]>>(initial);
export const $brand = createStore<Keyed<BrandDetail>>(initial);
export const $collection = createStore<Keyed<HotelCollection>>(initial);

/** The state of a failed list: a 404 is "not found", anything else a failure (the reads answer guests too). */
const failed = (error: ApiError) =>
  error.status === 404 ? ({ status: 'not-found' } as const) : ({ status: 'failure', code: String(error.code) } as const);

const keyOf = (code: string, language: string | null) => `${language ?? ''}|${code}`;

sample({ clock: brandsOpened, target: loadBrandsFx });
sample({
  clock: loadBrandsFx,
  source: $appliedLanguage,
  fn: (language) => ({ key: keyOf('', language), state: { status: 'loading' as const } }),
  target: $brands,
});
$brands.on(loadBrandsFx.doneData, (current, data) => ({ key: current.key, state: { status: 'ready', data } }));
$brands.on(loadBrandsFx.failData, (current, error) => ({ key: current.key, state: failed(error) }));

sample({ clock: brandOpened, target: loadBrandFx });
sample({
  clock: loadBrandFx,
  source: $appliedLanguage,
  fn: (language, code) => ({ key: keyOf(code, language), state: { status: 'loading' as const } }),
  target: $brand,
});
// Why the code check: a slower answer for the brand the member left must not fill the new brand's page.
$brand
  .on(loadBrandFx.done, (current, { params, result }) =>
    current.key.endsWith(`|${params}`) ? { key: current.key, state: { status: 'ready', data: result } } : current,
  )
  .on(loadBrandFx.fail, (current, { params, error }) =>
    current.key.endsWith(`|${params}`) ? { key: current.key, state: failed(error) } : current,
  );

sample({ clock: collectionOpened, target: loadCollectionFx });
sample({
  clock: loadCollectionFx,
  source: $appliedLanguage,
  fn: (language, code) => ({ key: keyOf(code, language), state: { status: 'loading' as const } }),
  target: $collection,
});
$collection
  .on(loadCollectionFx.done, (current, { params, result }) =>
    current.key.endsWith(`|${params}`) ? { key: current.key, state: { status: 'ready', data: result } } : current,
  )
  .on(loadCollectionFx.fail, (current, { params, error }) =>
    current.key.endsWith(`|${params}`) ? { key: current.key, state: failed(error) } : current,
  );

// Why member data: hotel cards carry the member's favorite flags.
memberDataStores($brands, $brand, $collection);
