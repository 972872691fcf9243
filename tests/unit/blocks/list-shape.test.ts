// What a data list shows after its controls (src/blocks/data/list-shape.ts): the search folds case and accents and
// wants every word; the choice keeps one value of a field (and the values it does not name), an unknown value in the
// address keeps every item; the order is the page language's alphabet; the groups follow the config's order and leave
// out the empty ones.
import { describe, expect, it } from 'vitest';
import type { DataListBlockProps } from '@/generated/config';
import { chosenValue, foldText, groupedItems, isNarrowed, matchesSearch, shapedItems } from '@/blocks/data/list-shape';

const items = [
  { id: 1, name: 'Zürich Tourisme', type: 'destination' },
  { id: 2, name: 'Bénélux Assurances', type: 'partner' },
  { id: 3, name: 'Alpine Rail', type: 'partner' },
  { id: 4, name: 'Édimbourg', type: 'destination' },
];
const config: DataListBlockProps = {
  source: 'directory',
  fields: [{ name: 'name', label: 'l' }],
  empty: 'e',
  sort: 'name',
  search: { param: 'search', fields: ['name'], label: 'l', noMatch: 'n' },
  choice: {
    param: 'type',
    field: 'type',
    legend: 'l',
    all: 'a',
    options: [
      { value: 'partner', label: 'p' },
      { value: 'destination', label: 'd' },
    ],
  },
  groups: { field: 'type', order: ['partner', 'destination', 'shop'], title: 'g' },
};
const names = (list: unknown[]) => list.map((item) => (item as { name: string }).name);

describe('a data list’s shape', () => {
  it('searches without accents or case, every word in one of the fields', () => {
    expect(foldText('  Genève TOURISME ')).toBe('geneve tourisme');
    expect(matchesSearch(items[1], ['name'], 'benelux')).toBe(true);
    expect(matchesSearch(items[1], ['name'], 'assur ben')).toBe(true);
    expect(matchesSearch(items[1], ['name'], 'benelux rail')).toBe(false);
    expect(matchesSearch(items[1], ['name', 'type'], 'benelux partner')).toBe(true);
    expect(matchesSearch(items[1], ['name'], '   ')).toBe(true);
  });

  it('orders by the language’s alphabet and keeps the chosen value and those no option names; an unknown value in the address keeps them all', () => {
    expect(names(shapedItems(items, config, {}, 'fr-be'))).toEqual(['Alpine Rail', 'Bénélux Assurances', 'Édimbourg', 'Zürich Tourisme']);
    expect(names(shapedItems(items, config, { type: 'partner' }, 'en'))).toEqual(['Alpine Rail', 'Bénélux Assurances']);
    const withShop = [...items, { id: 5, name: 'Maison Chocolat', type: 'shop' }];
    expect(names(shapedItems(withShop, config, { type: 'partner' }, 'en'))).toEqual([
      'Alpine Rail',
      'Bénélux Assurances',
      'Maison Chocolat',
    ]);
    expect(chosenValue(config.choice, { type: 'shop' })).toBe('');
    expect(names(shapedItems(items, config, { type: 'shop', search: 'edim' }, 'en'))).toEqual(['Édimbourg']);
    expect(isNarrowed(config, { type: 'shop' })).toBe(false);
    expect(isNarrowed(config, { search: 'x' })).toBe(true);
  });

  it('puts the items in the config’s groups, in its order, without the empty ones', () => {
    const groups = groupedItems(shapedItems(items, config, {}, 'en'), config.groups as NonNullable<DataListBlockProps['groups']>);
    expect(groups.map((group) => [group.value, names(group.items)])).toEqual([
      ['partner', ['Alpine Rail', 'Bénélux Assurances']],
      ['destination', ['Édimbourg', 'Zürich Tourisme']],
    ]);
  });
});
