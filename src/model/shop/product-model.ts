// One gift's page (its details, its financial service), and the member's access to the ideal gift a product of
// that selection needs.
import { createEvent, sample } from 'effector';
import { loadableQuery, thingQuery } from '@/model/remote-data/loadable-query';
import { loadIdealGiftAccessFx, loadProductFx } from './shop-calls';

export type { IdealGiftAccess, Product } from './shop-calls';

export const productOpened = createEvent<number>();
/** A page of an ideal gift's product: it says what is missing before Add to basket is pressed. */
export const idealGiftProductOpened = createEvent();

/** One product page, by id: "Product not found" is an answer about the id (requirements §8), not a failure. */
const product = thingQuery(loadProductFx, { name: 'product', memberData: true, sameThing: (a, b) => a === b });
export const $product = product.$asked;
/** The member's access to the ideal gift, as a product page of the selection needs it (no product list). */
const idealGiftAccess = loadableQuery(loadIdealGiftAccessFx, { name: 'idealGiftAccess', memberData: true });
export const $idealGiftAccess = idealGiftAccess.$state;

sample({ clock: productOpened, target: product.query.start });
sample({ clock: idealGiftProductOpened, target: idealGiftAccess.query.start });
