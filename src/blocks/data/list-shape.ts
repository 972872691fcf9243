// Which items a data list shows, and in what order and sections, after its config and the values its controls keep
// in the address: the items of the chosen value (and those of a value the choice does not name), those with every word
// searched (case and accents aside), ordered in the page language's alphabet, in the config's groups. Pure, no React.
import type { DataListBlockProps } from '@/generated/config';
import { formatValue, valueAt } from './field-value';
import type { AddressValues } from './use-address-values';

/** Lower case without accents, so "benelux" finds "Bénélux" and "Genève" is found by "geneve". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();
}

/** Whether every word of `search` is in one of the item's `fields` (words in any order). */
export function matchesSearch(item: unknown, fields: readonly string[], search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const texts = fields.map((field) => foldText(formatValue(valueAt(item, field))));
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/** The query parameters a list's controls keep (none: the list has no controls). */
export function addressParams({ search, choice, toggle }: DataListBlockProps): string[] {
  return [search?.param, choice?.param, toggle?.param].filter((param): param is string => param !== undefined);
}

/** The value chosen: one of the options, or '' for all of them (an address's unknown value too). */
export function chosenValue(choice: DataListBlockProps['choice'], values: AddressValues): string {
  const value = choice ? values[choice.param] : undefined;
  return choice && choice.options.some((option) => option.value === value) ? (value as string) : '';
}

/** Whether the search or the choice leaves items out. */
export function isNarrowed({ search, choice }: DataListBlockProps, values: AddressValues): boolean {
  return Boolean((search && values[search.param]) || chosenValue(choice, values));
}

/** Whether the choice keeps an item: one of the chosen value, or of a value no option names (the gift shop's partners). */
function isChosen(item: unknown, choice: DataListBlockProps['choice'], chosen: string): boolean {
  if (!choice || !chosen) return true;
  const value = formatValue(valueAt(item, choice.field));
  return value === chosen || !choice.options.some((option) => option.value === value);
}

/** The items shown after the choice and the search, in the order of `sort`. */
export function shapedItems(list: readonly unknown[], config: DataListBlockProps, values: AddressValues, language: string): unknown[] {
  const { search, choice, sort } = config;
  const chosen = chosenValue(choice, values);
  const searched = search ? (values[search.param] ?? '') : '';
  const shown = list.filter((item) => isChosen(item, choice, chosen) && (!search || matchesSearch(item, search.fields, searched)));
  if (!sort) return shown;
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return shown.sort((a, b) => collator.compare(formatValue(valueAt(a, sort)), formatValue(valueAt(b, sort))));
}

/** The items in the config's groups, in its order; an empty group is left out. */
export function groupedItems(
  list: readonly unknown[],
  groups: NonNullable<DataListBlockProps['groups']>,
): { value: string; items: unknown[] }[] {
  return groups.order
    .map((value) => ({ value, items: list.filter((item) => formatValue(valueAt(item, groups.field)) === value) }))
    .filter((group) => group.items.length > 0);
}
