// My agency (requirements §2.3 /preferredpartner): the member's agency from user_info_businesses_light (the first item,
// requirements §3): its name and address, the vip flag (requirements §6), its agents in the programme and its partner sales
// (the member's own count is what the ideal gift asks for).
// One read, not two: the member's data (src/model/user) reads the business when the session starts, so this
// page shows that read the first time it opens (waiting for it when it is still due) instead of asking again
// at once — a cold /preferredpartner asked for the same answer twice. Each later visit reads again, as
// colleagues join and sell. This model loads with the page, often after that first read has answered: what it
// knows of it is the member's stores, not the read's events.
import { createEvent, createStore, sample } from 'effector';
import type { AnswerOf } from '@/api/operation-types';
import { memberDataStores } from '@/model/session/member-changed';
import { $business, loadBusinessFx, loadUserFx } from '@/model/user/user-model';
import type { Loadable } from '@/lib/loadable';

export type Agency = AnswerOf<'getBusinesses'>[number];

export const agencyOpened = createEvent();
/** The agency, or null when the member belongs to none (the API's list is empty). */
export const $agency = createStore<Loadable<Agency | null>>({ status: 'loading' });
/** The page has been opened since the member changed: a later visit reads again. */
const $visited = createStore(false);

type Opening = { kind: 'read' } | { kind: 'wait' } | { kind: 'session'; agency: Agency | null };

const opening = sample({
  clock: agencyOpened,
  source: { visited: $visited, business: $business, businessPending: loadBusinessFx.pending, userPending: loadUserFx.pending },
  fn: ({ visited, business, businessPending, userPending }): Opening => {
    // A read on its way (the session's, or this page's a moment ago) gives the answer.
    if (businessPending) return { kind: 'wait' };
    // The session's answer, also when it is "no agency" (a member of none must not be asked twice).
    if (!visited && business.read) return { kind: 'session', agency: business.business };
    // The session's read follows the user's (src/model/user: the member's data once the password is valid).
    if (!visited && userPending) return { kind: 'wait' };
    return { kind: 'read' };
  },
});
sample({ clock: opening, filter: (o) => o.kind === 'read', fn: () => undefined, target: loadBusinessFx });
$visited.on(opening, () => true);
$agency
  .on(opening, (current, o) => (o.kind === 'session' ? { status: 'ready', data: o.agency } : current))
  .on(loadBusinessFx, (current) => (current.status === 'ready' ? current : { status: 'loading' }))
  .on(loadBusinessFx.doneData, (_, data) => ({ status: 'ready', data }))
  .on(loadBusinessFx.fail, (current) => (current.status === 'ready' ? current : { status: 'failure' }));

/** The agents with the member first, then by last and first name (the member finds themselves at once). */
export function agentsInOrder(agents: Agency['agents'], language = 'en'): Agency['agents'] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...agents].sort(
    (a, b) => Number(b.is_me) - Number(a.is_me) || collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname),
  );
}

// Why: another member must never see this one's agency, and the next member's first visit shows their own read.
memberDataStores($agency, $visited);
