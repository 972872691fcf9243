// The basket's item count the header shows on every member page, without the basket model: that model
// (basket-model.ts, 40 units, costly to create) is loaded only with the pages that use the
// basket (the basket, the shop, a product), not with the shell every page loads (the shell's weight and
// its start-up). Until such a page has loaded it, the count is users_stats' (every member page reads it for the
// header); from then on the basket model reports its own, which moves at once with an addition under way.
import { combine, createEvent, createStore } from 'effector';
import { memberDataStores } from '@/model/session/member-changed';
import { $stats } from '@/model/user/user-model';

/** The basket model's count, each time it changes (basket-model.ts). */
export const basketCountReported = createEvent<number>();

const $reportedCount = createStore<number | null>(null).on(basketCountReported, (_, count) => count);
memberDataStores($reportedCount);

/** What the header shows: the basket model's count once a page has loaded it, else users_stats'. */
export const $headerBasketCount = combine($reportedCount, $stats, (reported, stats) => reported ?? stats?.basket ?? 0);
