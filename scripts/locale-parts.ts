// Serves `config/locales/<language>.json?strings=shell|pages`: the groups of that language's strings in that
// part (src/lib/string-sections.ts), so each part is its own chunk while editors keep one file per language.
import type { Plugin } from 'vite';
import { partOf } from '../src/lib/string-sections.ts';
import type { StringPart } from '../src/lib/string-sections.ts';

const partQuery = /[/\\]config[/\\]locales[/\\][\w-]+\.json\?strings=(shell|pages)$/;

export function localePartsPlugin(): Plugin {
  return {
    name: 'miles-locale-parts',
    enforce: 'pre',
    transform(code, id) {
      const part = partQuery.exec(id)?.[1] as StringPart | undefined;
      if (!part) return null;
      const { $schema: _schema, ...groups } = JSON.parse(code) as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(groups).filter(([section]) => partOf(section) === part));
      // A JavaScript module (the id ends in .json, which would make the bundler parse it as JSON).
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(kept))});`, map: null, moduleType: 'js' };
    },
  };
}
