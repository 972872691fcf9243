// The member the portal acts for changed: logout, login, impersonation, or a session lost to a failed refresh.
// Every model that holds a member's data registers those stores here once, and they all go back to their
// defaults on this one event, so another member (or a guest) never sees what the previous one left. The
// session model fires it; this file imports no model, so any model can register without an import cycle.
import { createEvent, sample } from 'effector';
import type { EventCallable, StoreWritable } from 'effector';

export const memberChanged = createEvent();

const registered = new Set<StoreWritable<unknown>>();
/** What a query needs to be forgotten. */
interface MemberQuery {
  reset: EventCallable<void>;
}

/** Declares `stores` as member data: each resets to its default on `memberChanged`. */
export function memberDataStores<T extends unknown[]>(...stores: { [K in keyof T]: StoreWritable<T[K]> }): void {
  for (const $store of stores) {
    $store.reset(memberChanged);
    // Kept only to be listed (tests read each one's default and value): the value type no longer matters.
    registered.add($store as StoreWritable<unknown>);
  }
}

/** Every store declared as member data so far (tests check that all of them reset, and that none is missed). */
export function registeredMemberStores(): readonly StoreWritable<unknown>[] {
  return [...registered];
}

/** Declares `queries` as member data: each forgets what it read on `memberChanged`, so the next member's visit reads anew. */
export function memberDataQueries(...queries: MemberQuery[]): void {
  for (const query of queries) sample({ clock: memberChanged, target: query.reset });
}
