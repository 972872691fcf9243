// Config files document themselves for editors ("$schema", a file's "description" of why its entries are where
// they are); the browser never reads either, so the bundled JSON leaves them out (the shell's size).
import type { Plugin } from 'vite';

const configJson = /[/\\]config[/\\](routes|pages|routes[/\\]overlays)[/\\][\w-]+\.json$|[/\\]config[/\\](app|navigation)\.json$/;
const documentation = new Set(['$schema', 'description']);

export function configDocsPlugin(): Plugin {
  return {
    name: 'miles-config-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!configJson.test(id)) return null;
      const data = JSON.parse(code) as unknown;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => !documentation.has(key)))), map: null };
    },
  };
}
