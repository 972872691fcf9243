// The rules of a data list's controls and sections (search, choice, checkbox, count, groups): every translation key
// they name exists in every language (a count's and a group's heading in a plural form at least), the checkbox shows a
// data source of the page, and no two controls keep one query parameter of the address.
import type { DataListBlockProps } from '../../src/generated/config';
import type { Problem } from './problem';

export interface ListControlChecks {
  /** Says a key missing in some language at `pointer`. */
  key(pointer: string, name: string): void;
  /** The languages that have neither `name` nor a plural form of it. */
  countMissingIn(name: string): string[];
  at(pointer: string, message: string, key: string, params?: Problem['params']): void;
  /** The page's data sources. */
  sources: ReadonlySet<string>;
}

export function checkListControls(props: Partial<DataListBlockProps>, where: string, checks: ListControlChecks): void {
  const { key, countMissingIn, at, sources } = checks;
  const countKey = (pointer: string, name: string) => {
    const missing = countMissingIn(name);
    if (missing.length)
      at(pointer, `translation key "${name}" (or its plural forms) is missing in ${missing.join(', ')}`, 'keyMissing', {
        key: name,
        languages: missing.join(', '),
      });
  };
  const { search, choice, toggle, groups } = props;
  if (search) {
    key(`${where}/search/label`, search.label);
    key(`${where}/search/noMatch`, search.noMatch);
  }
  if (choice) {
    key(`${where}/choice/legend`, choice.legend);
    key(`${where}/choice/all`, choice.all);
    choice.options.forEach((option, j) => key(`${where}/choice/options/${j}/label`, option.label));
  }
  if (toggle) {
    key(`${where}/toggle/label`, toggle.label);
    if (toggle.count !== undefined) countKey(`${where}/toggle/count`, toggle.count);
    if (!sources.has(toggle.source))
      at(`${where}/toggle/source`, `the page declares no data source "${toggle.source}" (dataSources)`, 'noSource', {
        source: toggle.source,
      });
  }
  if (props.count !== undefined) countKey(`${where}/count`, props.count);
  if (props.showAll !== undefined) key(`${where}/showAll`, props.showAll);
  if (groups) groups.order.forEach((value, j) => countKey(`${where}/groups/order/${j}`, `${groups.title}.${value}`));
  const seen = new Set<string>();
  for (const [control, param] of [
    ['search', search?.param],
    ['choice', choice?.param],
    ['toggle', toggle?.param],
  ] as const) {
    if (param === undefined) continue;
    if (seen.has(param))
      at(`${where}/${control}/param`, `query parameter "${param}" is kept by another control of the list`, 'paramTwice', { param });
    seen.add(param);
  }
}
