// The one-call actions of an animation's page: join a booster, register for an event or cancel, receive a voucher
// or a code, start an external e-learning. One call per animation at a time. What the server answered is kept per
// animation and shown over the page's copy until the page reads the animation again, so the member sees the
// outcome at once; a failure changes nothing but the error (the server's message, translated), so nothing is
// ever half done. A code received in this visit is kept apart: it is shown once prominently, with a copy button.
import { createEvent, createStore, sample } from 'effector';
import type { Effect } from 'effector';
import { refusalKey } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import {
  cancelEventRegistrationFx,
  claimAnimationCodeFx,
  joinBoosterFx,
  registerForEventFx,
  startExternalElearningFx,
} from './animation-action-calls';
import type { ActionObject } from './animation-action-types';
import { isStaleRefusal, without } from './animation-action-rules';
import type { ActionFailure, ActionName, ActionRequest } from './animation-action-rules';

export type { ActionFailure, ActionName, ActionRequest } from './animation-action-rules';

/** The member pressed an action's button. */
export const actionRequested = createEvent<ActionRequest>();
/** The member closed an action's error message (by animation id). */
export const actionErrorDismissed = createEvent<number>();
/** The page shows a copy of the animation it has just read (by id): from now on that copy is the newest. */
export const animationShown = createEvent<number>();
/** The member left the animation's page (by id). */
export const animationLeft = createEvent<number>();

/** Calls under way, by animation id: which action. */
export const $pendingActions = createStore<Record<number, ActionName>>({});
/** The last failure, by animation id (cleared by the next call of that animation). */
export const $actionErrors = createStore<Record<number, ActionFailure>>({});
/** The action object each animation's last successful call answered: newer than the page's copy. */
export const $actionResults = createStore<Record<number, ActionObject>>({});
/** Codes received in this visit, by animation id: shown prominently (the page shows a kept code quietly). */
export const $receivedCodes = createStore<Record<number, string>>({});
/** Answers that changed an animation, counted by id: the page reads the animation again on each. */
export const $actionAnswers = createStore<Record<number, number>>({});

const callOf: Record<ActionName, Effect<number, ActionObject, ApiError>> = {
  join: joinBoosterFx,
  register: registerForEventFx,
  cancel: cancelEventRegistrationFx,
  claim: claimAnimationCodeFx,
  start: startExternalElearningFx,
};

const bump = (counts: Record<number, number>, id: number) => ({ ...counts, [id]: (counts[id] ?? 0) + 1 });

for (const [action, callFx] of Object.entries(callOf) as [ActionName, Effect<number, ActionObject, ApiError>][]) {
  // Why: a second press while the first call runs would register twice or ask for a second code.
  sample({
    clock: actionRequested,
    source: $pendingActions,
    filter: (pending, request) => request.action === action && pending[request.animationId] === undefined,
    fn: (_, request) => request.animationId,
    target: callFx,
  });
  $pendingActions
    .on(callFx, (pending, id) => ({ ...pending, [id]: action }))
    .on(callFx.finally, (pending, { params }) => without(pending, params));
  // Why: an error belongs to the attempt that failed; a new attempt starts clean.
  $actionErrors
    .on(callFx, (errors, id) => without(errors, id))
    .on(callFx.fail, (errors, { params, error }) => ({ ...errors, [params]: { action, key: refusalKey(error) } }));
  $actionResults.on(callFx.done, (results, { params, result }) => ({ ...results, [params]: result }));
  // Why: a refusal such as "event full" means the page shows stale figures; it must read them again too.
  $actionAnswers
    .on(callFx.done, (counts, { params }) => bump(counts, params))
    .on(callFx.fail, (counts, { params, error }) => (isStaleRefusal(error) ? bump(counts, params) : counts));
}

$receivedCodes.on(claimAnimationCodeFx.done, (codes, { params, result }) =>
  result.kind === 'code' && result.code ? { ...codes, [params]: result.code } : codes,
);
$actionErrors.on([actionErrorDismissed, animationLeft], (errors, id) => without(errors, id));
// Why: once the page has read the animation again, its copy holds the answer and whatever changed since.
$actionResults.on([animationShown, animationLeft], (results, id) => without(results, id));
// Why: the code is shown prominently in the visit it arrived in; on a later visit the page shows it quietly.
$receivedCodes.on(animationLeft, (codes, id) => without(codes, id));

// Why: another member (logout, login, impersonation) must never see this member's codes or registrations.
memberDataStores($pendingActions, $actionErrors, $actionResults, $receivedCodes, $actionAnswers);
