// @vitest-environment node
// The check:config rule "widget and field names" (server/config-check/widget-rules.ts): a form's layout that names a
// `ui:widget` or `ui:field` the forms theme does not have is refused with its `file#/pointer`, wherever it is given
// (a field, a property of an object, a list's items, `ui:options`). Each test breaks a fresh copy of the project's
// files in one way; the real files are never touched.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../server/config-check/check';
import { loadConfig } from '../../../server/config-check/load';
import { formatProblem } from '../../../server/config-check/problem';
import { checkWidgetNames } from '../../../server/config-check/widget-rules';
import { testFolder } from '../../support/temp-dir';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited fixtures of any shape

const projectRoot = resolve(__dirname, '../../..');

/** A copy of config/ and schemas/ (forms, contract, config schemas) in a temp folder. */
function copyProject() {
  const root = testFolder('miles-widget-names-');
  for (const part of ['config', 'schemas/config', 'schemas/forms', 'schemas/api'])
    cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  return {
    root,
    edit(file: string, change: (data: Json) => void) {
      const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
      change(data);
      writeFileSync(join(root, file), JSON.stringify(data, null, 2));
    },
    problems: () => checkWidgetNames(loadConfig(root).files).map(formatProblem),
  };
}

const CARD = 'schemas/forms/card-activation.ui.json';
const SEARCH = 'schemas/forms/hotel-search.ui.json';

describe('the widget and field names of the forms’ layouts', () => {
  it('accepts every layout of the project, the theme’s own names and those pages give included', () => {
    expect(checkWidgetNames(loadConfig(projectRoot).files).map(formatProblem)).toEqual([]);
  });

  it('refuses a widget the theme does not have, naming the theme’s', () => {
    const copy = copyProject();
    copy.edit(CARD, (ui) => {
      ui.code['ui:widget'] = 'pin-pad';
    });
    const [problem, ...others] = copy.problems();
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^schemas\/forms\/card-activation\.ui\.json#\/code\/ui:widget: the forms theme has no widget "pin-pad" \(its widgets: /,
    );
    for (const name of ['code', 'destination', 'rooms', 'captcha', 'date', 'select', 'hotel']) expect(problem).toContain(` ${name},`);
  });

  it('refuses an unknown field or widget inside an object, a list’s items and ui:options, and a name that is not text', () => {
    const copy = copyProject();
    copy.edit(SEARCH, (ui) => {
      ui.stay['ui:field'] = 'calendar';
      ui.stay.departure = { 'ui:options': { widget: 'datepicker' } };
      ui.rooms.items = { adults: { 'ui:widget': 'stepper' } };
      ui.destination['ui:widget'] = { name: 'destination' };
    });
    expect(copy.problems().map((line) => line.replace(/ \(.*$/, ''))).toEqual([
      "schemas/forms/hotel-search.ui.json#/destination/ui:widget: must be the name of one of the forms theme's widgets",
      'schemas/forms/hotel-search.ui.json#/stay/ui:field: the forms theme has no field "calendar"',
      'schemas/forms/hotel-search.ui.json#/stay/departure/ui:options/widget: the forms theme has no widget "datepicker"',
      'schemas/forms/hotel-search.ui.json#/rooms/items/adults/ui:widget: the forms theme has no widget "stepper"',
    ]);
  });

  it('takes a field named by the theme or a page, at the top of a layout too', () => {
    const copy = copyProject();
    copy.edit(CARD, (ui) => {
      ui['ui:field'] = 'resultsFilters';
    });
    copy.edit(SEARCH, (ui) => {
      ui.rooms['ui:field'] = 'dateRange';
    });
    expect(copy.problems()).toEqual([]);
  });

  it('is part of check:config', () => {
    const copy = copyProject();
    copy.edit(CARD, (ui) => {
      ui.code['ui:widget'] = 'pin-pad';
    });
    expect(checkConfig(copy.root).map(formatProblem)).toEqual([
      expect.stringMatching(/^schemas\/forms\/card-activation\.ui\.json#\/code\/ui:widget: /),
    ]);
  });
});
