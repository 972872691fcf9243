// One item of a list a page data source loaded, told apart from the others by its whole value (two kinds of items may
// share an id: a hotel and a gift both numbered 4). Pure, no Effector.
import { sameAsJson } from '@/lib/same-data';

/** An item of a data source's list: the answer's cache key, where the list is in it, and the item as shown. */
export interface ListItem {
  key: string;
  items?: string;
  value: unknown;
}

/** The answer without that item (the same answer when its list does not hold it). */
export function withoutListItem(answer: unknown, items: string | undefined, value: unknown): unknown {
  if (!items) return Array.isArray(answer) ? answer.filter((entry) => !sameAsJson(entry, value)) : answer;
  const [first, ...rest] = items.split('.');
  if (typeof answer !== 'object' || answer === null || first === undefined || !Object.hasOwn(answer, first)) return answer;
  const inner = (answer as Record<string, unknown>)[first];
  return { ...answer, [first]: withoutListItem(inner, rest.length ? rest.join('.') : undefined, value) };
}
