// The links of page config's data blocks (a list's heading link, its way on from the empty state, the links under a
// list or a view) name a route some language has, with the parameters its path needs.
import type { DataLink, DataListBlockProps, DataViewBlockProps, PageConfig } from '../../src/generated/config';
import type { RouteTable } from '../../src/contract/route-table';
import type { Problem } from './problem';

/** Where a link goes: a link of a data block, or an item's heading (its params name the item's fields). */
type LinkTarget = Pick<DataLink, 'route' | 'params'>;

/**
 * A data block's links (a list's heading link, `emptyAction` and `links`, a view's `links` and its sections'), with
 * their place in the props.
 */
function dataLinks(block: { block: string; props?: unknown }): [string, LinkTarget][] {
  if (block.block === 'data-list') {
    const props = (block.props ?? {}) as Partial<DataListBlockProps>;
    return [
      ...(props.headingLink ? [['headingLink', props.headingLink] as [string, LinkTarget]] : []),
      ...(props.emptyAction ? [['emptyAction', props.emptyAction] as [string, LinkTarget]] : []),
      ...(props.links ?? []).map((link, j): [string, LinkTarget] => [`links/${j}`, link]),
    ];
  }
  if (block.block !== 'data-view') return [];
  // A block without props passes the page schema (the studio's form adds one so): it has no links.
  const props = (block.props ?? {}) as Partial<DataViewBlockProps>;
  return [
    ...(props.links ?? []).map((link, j): [string, LinkTarget] => [`links/${j}`, link]),
    ...(props.sections ?? []).flatMap((section, k) =>
      (section.links ?? []).map((link, j): [string, LinkTarget] => [`sections/${k}/links/${j}`, link]),
    ),
  ];
}

/**
 * The links a page's data blocks show name a route of some language, with every parameter its path requires (`:id`,
 * not `:sort?`): a link to no route would be left out of the page without a word.
 */
export function checkPageLinks(pages: ReadonlyMap<string, PageConfig>, tables: RouteTable[]): Problem[] {
  const routes = tables.flatMap((table) => [...table.public, ...table.private]);
  const problems: Problem[] = [];
  for (const [id, page] of pages) {
    (page.blocks ?? []).forEach((block, i) => {
      for (const [where, link] of dataLinks(block)) {
        const pointer = `/blocks/${i}/props/${where}`;
        const named = routes.filter((route) => route.id === link.route);
        if (!named.length) {
          problems.push({
            file: `config/pages/${id}.json`,
            pointer: `${pointer}/route`,
            message: `unknown route id "${link.route}"`,
            key: 'unknownRoute',
            params: { route: link.route },
          });
          continue;
        }
        const required = named.flatMap((route) =>
          route.path
            .split('/')
            .filter((segment) => segment.startsWith(':') && !segment.endsWith('?'))
            .map((segment) => segment.slice(1)),
        );
        const missing = [...new Set(required)].filter((param) => !(param in (link.params ?? {})));
        const params = missing.map((param) => `"${param}"`).join(', ');
        if (missing.length)
          problems.push({
            file: `config/pages/${id}.json`,
            pointer: `${pointer}/params`,
            message: `route "${link.route}" needs ${params} in params`,
            key: 'routeNeedsParams',
            params: { route: link.route, params },
          });
      }
    });
  }
  return problems;
}
