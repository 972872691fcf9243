// Rule "widget and field names": every `"ui:widget"` and `"ui:field"` a form's layout (schemas/forms/<id>.ui.json) gives,
// at any depth and in `ui:options` too, is a name the forms theme has (src/contract/form-widget-names.ts: rjsf's own,
// the theme's, and those a page gives its form). An unknown widget would fail when the form opens, and an unknown field
// would be drawn as if it had none: both are refused here, with where, before a member can see them.
import { formFile } from '../../src/contract/form-files';
import { knownFieldNames, knownWidgetNames } from '../../src/contract/form-widget-names';
import { formsOf } from './form-rules';
import { pointerSegment } from './problem';
import type { Problem } from './problem';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const kinds = [
  { name: 'widget', known: knownWidgetNames },
  { name: 'field', known: knownFieldNames },
] as const;

/** The names a layout gives that the theme does not have, each at its pointer. */
function unknownNames(ui: unknown, file: string): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    const options = isObject(node['ui:options']) ? node['ui:options'] : {};
    for (const { name, known } of kinds) {
      const given: [string, unknown][] = [
        [`${pointer}/ui:${name}`, node[`ui:${name}`]],
        [`${pointer}/ui:options/${name}`, options[name]],
      ];
      for (const [at, value] of given) {
        if (value === undefined || (typeof value === 'string' && known.has(value))) continue;
        const list = [...known].sort().join(', ');
        problems.push({
          file,
          pointer: at,
          message:
            typeof value === 'string'
              ? `the forms theme has no ${name} "${value}" (its ${name}s: ${list})`
              : `must be the name of one of the forms theme's ${name}s (${list})`,
        });
      }
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('ui:')) visit(child, `${pointer}/${pointerSegment(key)}`);
  };
  visit(ui, '');
  return problems;
}

/** Problems of the widget and field names of the forms' layouts among `files`. */
export function checkWidgetNames(files: ReadonlyMap<string, unknown>): Problem[] {
  return [...formsOf(files)].flatMap(([id, { ui }]) => unknownNames(ui, formFile(id, 'layout')));
}
