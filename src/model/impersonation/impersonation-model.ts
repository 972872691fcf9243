// Whether the session is an agent acting as a member (impersonation): shown on every page, so the agent
// never forgets whose account they are in, and the member's data is not mistaken for the agent's own.
import { createEffect, createStore, sample } from 'effector';
import { readString } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { tokenActor } from '@/lib/token-actor';
import { memberDataStores } from '@/model/session/member-changed';
import { loadUserFx } from '@/model/user/user-model';

/** Reads the acting agent from the stored token (impersonation stores it like any login). */
export const readActorFx = createEffect(() => tokenActor(readString(storageKeys.token)));

/** The acting agent's id, or null for a member's own session (and for guests). */
export const $actingAgent = createStore<string | null>(null);

// Why: every start of a member session (stored session, login, impersonation) loads the user first.
sample({ clock: loadUserFx.done, target: readActorFx });
sample({ clock: readActorFx.doneData, target: $actingAgent });
// Why: the next session on this browser may be the member's own, or another agent's.
memberDataStores($actingAgent);
