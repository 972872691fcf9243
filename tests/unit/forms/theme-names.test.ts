// @vitest-environment jsdom
// The forms theme draws every name the config check lets a layout give as the theme's own (src/contract/
// form-widget-names.ts), and lists nothing else of its own: a widget or field registered without its name would be
// refused by the check, and a name without its component would fail when its form opens.
import { describe, expect, it } from 'vitest';
import { rjsfWidgetNames, themeFieldNames, themeWidgetNames } from '@/contract/form-widget-names';
import { themeFields, themeWidgets } from '@/forms/theme/theme';

/** rjsf's registry names of the widgets the theme draws itself (`select` is SelectWidget…). */
const rjsfRegistryName = /^[A-Z][A-Za-z]*Widget$/;

describe('the theme’s names', () => {
  it('has a widget for each of its widget names, and no other of its own', () => {
    const own = Object.keys(themeWidgets).filter((name) => !rjsfRegistryName.test(name));
    expect(own.sort()).toEqual([...themeWidgetNames].sort());
  });

  it('has a field for each of its field names, and no other', () => {
    expect(Object.keys(themeFields).sort()).toEqual([...themeFieldNames].sort());
  });

  it('never takes one of rjsf’s widget names for a widget of its own', () => {
    expect(themeWidgetNames.filter((name) => (rjsfWidgetNames as readonly string[]).includes(name))).toEqual([]);
  });
});
