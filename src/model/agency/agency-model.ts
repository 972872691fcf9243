// My agency (SPEC §2.3 /preferredpartner): the member's agency from user_info_businesses_light (the first item,
// SPEC §3): its name and address, the vip flag (SPEC §6), its agents in the programme and its partner sales
// (the member's own count is what the ideal gift asks for). Read at each visit: colleagues join and sell.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { AnswerOf } from '@/api/operation-types';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';

export type Agency = AnswerOf<'getBusinesses'>[number];

type Loadable<T> = { status: 'loading' } | { status: 'failure' } | { status: 'ready'; data: T };

/** The agency, or null when the member belongs to none (the API's list is empty). */
export const loadAgencyFx = createEffect<void, Agency | null, ApiError>(async () => (await call('getBusinesses'))[0] ?? null);

export const agencyOpened = createEvent();
export const $agency = createStore<Loadable<Agency | null>>({ status: 'loading' });

sample({ clock: agencyOpened, target: loadAgencyFx });
$agency
  .on(loadAgencyFx, (current) => (current.status === 'ready' ? current : { status: 'loading' }))
  .on(loadAgencyFx.doneData, (_, data) => ({ status: 'ready', data }))
  .on(loadAgencyFx.fail, (current) => (current.status === 'ready' ? current : { status: 'failure' }));

/** The agents with the member first, then by last and first name (the member finds themselves at once). */
export function agentsInOrder(agents: Agency['agents'], language = 'en'): Agency['agents'] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...agents].sort(
    (a, b) => Number(b.is_me) - Number(a.is_me) || collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname),
  );
}

// Why: another member must never see this one's agency.
memberDataStores($agency);
