// The hotel lists of the content pages: the brands (/brands), one brand with its hotels (/brands/:brand),
// and the collections of /discover-hotels and the hotel-group journeys. Each page opens its list again in another
// language (names and descriptions are translated); the latest opening's answer is the one shown.
import { createEvent, sample } from 'effector';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { loadBrandFx, loadBrandsFx, loadCollectionFx } from './hotel-calls';

export const brandsOpened = createEvent();
export const brandOpened = createEvent<string>();
export const collectionOpened = createEvent<string>();

// Why member data: hotel cards carry the member's favorite flags. By code whatever the language: the same list read
// again in another language stays on screen until its translation comes.
const sameCode = (a: string, b: string) => a === b;
const brands = thingQuery(loadBrandsFx, { name: 'brands', memberData: true, sameThing: () => true });
const brand = thingQuery(loadBrandFx, { name: 'brand', memberData: true, sameThing: sameCode });
const collection = thingQuery(loadCollectionFx, { name: 'collection', memberData: true, sameThing: sameCode });
export const $brands = brands.$asked;
export const $brand = brand.$asked;
export const $collection = collection.$asked;

sample({ clock: brandsOpened, target: brands.query.start });
sample({ clock: brandOpened, target: brand.query.start });
sample({ clock: collectionOpened, target: collection.query.start });
