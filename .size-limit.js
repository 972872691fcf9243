// The built portal's size budgets (gzip), checked by size-limit (`npm run size`) after the build of `npm test`
// (docs/performance.md). Absolute, with room for honest code:
// - a cold /login: every script its prerendered HTML names, what a visitor's phone fetches before the page is live (the
//   form works as plain HTML before any: src/contract/native-forms.ts);
// - a cold /faq: the same for a content page, which must carry neither the form engine nor the content's renderer (its
//   content hydrates without it: src/cms/content-renderer.ts);
// - each page template's own chunks: what opening that page adds to what the first load brought (the template and
//   the modules it imports that the entry does not);
// - the studio, built apart (dist/studio/): its first load, and each chunk it loads later.
// Read from the build (Vite's manifest, the prerendered HTML), so a new template or chunk is budgeted as it comes.
import { readdirSync, readFileSync } from 'node:fs';

const dist = process.env.SIZE_LIMIT_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

/** The manifest keys `keys` reach through static imports, themselves included. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const firstLoad = staticClosure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const files = (keys) => [...keys].map((key) => `${dist}/${manifest[key].file}`);

/** Every script the prerendered English page `page` names (its entry and its modulepreloads). */
const scriptsOf = (page) =>
  [...readFileSync(`${dist}/prerendered/en/${page}.html`, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => `${dist}/${match[1]}`,
  );

/** The studio's scripts its page names, and its other chunks (each loaded when a part of the studio needs it). */
const studioFirstLoad = [...readFileSync(`${dist}/studio/index.html`, 'utf8').matchAll(/src="\/(studio\/assets\/[^"]+\.js)"/g)].map(
  (match) => `${dist}/${match[1]}`,
);
const studioLazyChunks = readdirSync(`${dist}/studio/assets`)
  .filter((file) => file.endsWith('.js') && !studioFirstLoad.includes(`${dist}/studio/assets/${file}`))
  .sort();

const templates = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /^src\/templates\/[^/]+\/[^/]+-template\.tsx$/.test(key))
  .sort();

export default [
  { name: 'a cold /login', path: scriptsOf('login'), gzip: true, limit: '175 kB' },
  { name: 'a cold /faq', path: scriptsOf('faq'), gzip: true, limit: '185 kB' },
  ...templates.map((key) => ({
    name: `${key.split('/').at(-1).replace('.tsx', '')}'s own chunks`,
    path: files([...staticClosure([key])].filter((chunk) => !firstLoad.has(chunk))),
    gzip: true,
    limit: '60 kB',
  })),
  // The studio's own build (vite.studio.config.ts), apart from the portal's: what a member loads never holds it. Its
  // first load (the scripts its page names), and each chunk it loads later on its own (a version's changes…).
  { name: "the studio's first load", path: studioFirstLoad, gzip: true, limit: '110 kB' },
  ...studioLazyChunks.map((file) => ({
    name: `the studio's ${file.replace(/-[\w-]{8}\.js$/, '')} chunk`,
    path: `${dist}/studio/assets/${file}`,
    gzip: true,
    limit: '20 kB',
  })),
];
