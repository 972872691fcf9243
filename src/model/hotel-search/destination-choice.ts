// The hotel search's destination as its field chose it. The form's value is the destination as the address writes it
// (`city:Paris`, `hotel:12`): a hotel's name, which the field shows and the address keeps beside it, is not in it. The
// field (the forms theme's `destination` widget) says here each destination it chose or was started with, so the search
// maps the form's value back to the destination and its name without the page holding the field's state.
import { createEvent, createStore } from 'effector';
import type { Destination } from './criteria';

/** A destination as the address and the form's value write it. */
export const destinationValue = (destination: Destination): string => `${destination.type}:${destination.id}`;

/** The destination field chose one, or shows the one its search started from. */
export const destinationChosen = createEvent<Destination>();

/** The destinations the field has named, by their value (a handful a visit: each one the member chose). */
export const $chosenDestinations = createStore<Readonly<Record<string, Destination>>>({}).on(destinationChosen, (chosen, destination) => ({
  ...chosen,
  [destinationValue(destination)]: destination,
}));

/** The destination a form's value names, with its name; null for none, or for text typed but not chosen. */
export function destinationOf(value: unknown, chosen: Readonly<Record<string, Destination>>): Destination | null {
  return typeof value === 'string' && Object.hasOwn(chosen, value) ? (chosen[value] ?? null) : null;
}
