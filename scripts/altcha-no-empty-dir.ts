// altcha 3's widget (compiled by Svelte) ends each render of its root with `div_1.dir = div_1.dir`, which the
// compiler adds to any element with a `dir` attribute so the browser re-reads the direction. For a left-to-right
// language altcha has just removed the attribute, so that line reads "" and writes it back: `dir=""`, an invalid
// value (WCAG 4.1.1, IBM's dir_attribute_valid). A MutationObserver removing it afterwards still left it there
// for a microtask, which an audit running beside the widget's first render did see (CI, axe.spec, en inverted).
// The line is dropped: `set_attribute(div_1, "dir", …)` just before it already writes "rtl" or removes the
// attribute, so the widget inherits the page's direction. Exact text is matched: if an upgrade of altcha changes
// it, the build fails here rather than bringing the invalid attribute back unseen.
import type { Plugin } from 'vite';

const statement = '      div_1.dir = div_1.dir;\n';
const altchaBuild = /[/\\]node_modules[/\\]altcha[/\\]dist[/\\]external[/\\]altcha\.js$/;

export function dropAltchaEmptyDir(code: string, id = 'altcha'): string {
  if (code.split(statement).length !== 2)
    throw new Error(`altcha-no-empty-dir: altcha's text changed, "${statement.trim()}" is not found once in ${id}`);
  if (!code.includes('set_attribute(div_1, "dir", get(dir));'))
    throw new Error(`altcha-no-empty-dir: altcha no longer sets its root's dir attribute as expected in ${id}`);
  return code.replace(statement, '');
}

export function altchaNoEmptyDirPlugin(): Plugin {
  return {
    name: 'miles-altcha-no-empty-dir',
    enforce: 'pre',
    transform(code, id) {
      // The dev server asks for it with a version query (`altcha.js?v=…`).
      if (!altchaBuild.test(id.split('?')[0] ?? id)) return null;
      return { code: dropAltchaEmptyDir(code, id), map: null };
    },
  };
}
