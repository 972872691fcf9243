// The built portal's size budgets (gzip), checked by size-limit (`npm run size`) after the build of `npm test`
// (docs/performance.md). Absolute, with room for honest code:
// - a cold /login: every script its prerendered HTML names, what a visitor's phone fetches before the page is live (the
//   form works as plain HTML before any: src/contract/native-forms.ts);
// - a cold /faq: the same for a content page, which must carry neither the form engine nor the content's renderer (its
//   content hydrates without it: src/cms/content-renderer.ts);
// - each page template's own chunks: what opening that page adds to what the first load brought (the template and
//   the modules it imports that the entry does not);
// - the studio, built apart (dist/studio/): its first load, and each part it loads later (the schema-form engine, the
//   form of each config schema, a version's changes…).
// Read from the build (Vite's manifest, the prerendered HTML), so a new template or chunk is budgeted as it comes.
import { readFileSync } from 'node:fs';

const dist = process.env.SIZE_LIMIT_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

/** The keys of manifest `of` that `keys` reach through static imports, themselves included. */
function staticClosure(of, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of of[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const firstLoad = staticClosure(
  manifest,
  Object.keys(manifest).filter((key) => manifest[key].isEntry),
);
const files = (keys) => [...keys].map((key) => `${dist}/${manifest[key].file}`);

/** Every script the prerendered English page `page` names (its entry and its modulepreloads). */
const scriptsOf = (page) =>
  [...readFileSync(`${dist}/prerendered/en/${page}.html`, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => `${dist}/${match[1]}`,
  );

// The studio's own build and manifest: its first load (its entry and what that imports), then each part it loads on
// demand, with what that part adds: the schema-form engine (with the form of a config file), a config schema's form,
// a version's changes…
const studio = JSON.parse(readFileSync(`${dist}/studio/.vite/manifest.json`, 'utf8'));
const studioFirstLoad = staticClosure(
  studio,
  Object.keys(studio).filter((key) => studio[key].isEntry),
);
const studioParts = Object.keys(studio)
  .filter((key) => studio[key].isDynamicEntry)
  .sort()
  .map((key) => ({
    key,
    path: [...staticClosure(studio, [key])].filter((chunk) => !studioFirstLoad.has(chunk)).map((chunk) => `${dist}/${studio[chunk].file}`),
  }));
/**
 * A part of the studio loaded on demand: the schema-form engine carries rjsf, each config schema its validators (the
 * page's grows with every block's props: an editor opens it once a page, on a studio that is not the members' portal).
 */
const studioPartLimit = (key) =>
  key === 'src/studio/config-form.tsx' ? '100 kB' : key.startsWith('src/generated/config-forms/') ? '40 kB' : '20 kB';

const templates = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /^src\/templates\/[^/]+\/[^/]+-template\.tsx$/.test(key))
  .sort();

export default [
  { name: 'a cold /login', path: scriptsOf('login'), gzip: true, limit: '180 kB' },
  { name: 'a cold /faq', path: scriptsOf('faq'), gzip: true, limit: '185 kB' },
  ...templates.map((key) => ({
    name: `${key.split('/').at(-1).replace('.tsx', '')}'s own chunks`,
    path: files([...staticClosure(manifest, [key])].filter((chunk) => !firstLoad.has(chunk))),
    gzip: true,
    limit: '60 kB',
  })),
  // The studio's own build (vite.studio.config.ts), apart from the portal's: what a member loads never holds it.
  { name: "the studio's first load", path: [...studioFirstLoad].map((key) => `${dist}/${studio[key].file}`), gzip: true, limit: '110 kB' },
  ...studioParts.map(({ key, path }) => ({
    name: `the studio's ${key.split('/').at(-1)}, loaded on demand`,
    path,
    gzip: true,
    limit: studioPartLimit(key),
  })),
];
