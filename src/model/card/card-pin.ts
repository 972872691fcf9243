// The PIN reveal (like Stripe Issuing's and Marqeta's): the member re-enters the password (the form of
// schemas/forms/card-pin-reveal.json), the API answers a single-use token valid 60 s, the token is spent at once
// on the PIN, and the PIN is shown for the seconds the API says (30) with a countdown, then removed. The PIN lives in $pin only — never in another
// store, storage or the console; the token lives in no store at all (it goes from one answer to the next
// call). The countdown is a chain of one-second tickFx calls, each carrying the reveal's generation, so a tick
// of an earlier reveal (the page left and opened again) never counts down a newer one.
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { memberChanged, memberDataStores } from '@/model/session/member-changed';
import { createRevealTokenFx, revealPinFx, tickFx } from './card-calls';
import { $card, cardPageLeft } from './card-model';

/** "Hide now": the PIN goes before its time. */
export const pinHidden = createEvent();
const pinCleared = createEvent();
const secondsCounted = createEvent<number>();

/** The PIN while it is shown (null otherwise). The only place it is ever held. */
export const $pin = createStore<string | null>(null);
/** Seconds left before the PIN goes (0 when none is shown). */
export const $pinSecondsLeft = createStore(0);
/** Which reveal the running countdown belongs to. Not member data: it only tells ticks apart. */
const $generation = createStore(0);

/**
 * The form's submit with the password: the token asked for and spent at once on the PIN (it is single-use and
 * short-lived, so it is never kept, only passed on). A refusal of either call is the form's to show (a wrong
 * password on its field, the hourly limit in its summary).
 */
export const pinRevealFx = attach({
  source: $card,
  mapParams: (password: string, card) => ({ cardId: card?.id ?? '', password }),
  effect: createEffect(async (params: { cardId: string; password: string }) => {
    const { token } = await createRevealTokenFx(params);
    await revealPinFx(token);
  }),
});

$pin.on(revealPinFx.doneData, (_, answer) => answer.pin);
$pinSecondsLeft.on(revealPinFx.doneData, (_, answer) => answer.shown_for_seconds);
$generation.on(revealPinFx.done, (generation) => generation + 1);
// Why on the update: the first tick must carry the new generation, not the one before.
sample({ clock: $generation.updates, target: tickFx });

sample({
  clock: tickFx.doneData,
  source: { generation: $generation, left: $pinSecondsLeft },
  filter: ({ generation, left }, tick) => tick === generation && left > 0,
  fn: ({ left }) => left - 1,
  target: secondsCounted,
});
$pinSecondsLeft.on(secondsCounted, (_, left) => left);
sample({ clock: secondsCounted, source: $generation, filter: (_, left) => left > 0, target: tickFx });
sample({ clock: secondsCounted, filter: (left) => left <= 0, target: pinCleared });

// Why every exit clears it: a PIN must not outlive the page, the member or the session it was shown in.
sample({ clock: [pinHidden, cardPageLeft, memberChanged], target: pinCleared });
$pin.reset(pinCleared);
$pinSecondsLeft.reset(pinCleared);

memberDataStores($pin, $pinSecondsLeft);
