// Flat config. The import-direction rule makes DESIGN.md's layering executable:
// app → router → renderer → templates → blocks → forms|cms → ui → model → api → platform → lib → contract → generated.
// Each folder of src/ has a rank; a folder may import only from folders ranked strictly below it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import effector from 'eslint-plugin-effector';
import prettierConfig from 'eslint-config-prettier';

// forms and cms are siblings (neither imports the other); ui is the design system every React layer may use.
export const rank = {
  app: 0,
  // The studio's own entry (vite.studio.config.ts): a sibling of the portal's app, which never imports it.
  studio: 0,
  router: 1,
  renderer: 2,
  templates: 3,
  blocks: 4,
  forms: 5,
  cms: 5,
  ui: 6,
  model: 7,
  api: 8,
  // What the portal asks of the browser and of i18next: storage, the document's title, history, yielding, the strings.
  platform: 9,
  // Pure helpers: data in, data out, nothing of the browser (the globals it may use: pureGlobals below).
  lib: 10,
  // What the browser and the server both apply: the route table, the input formats, the validation message keys.
  contract: 11,
  generated: 12,
};
/** The folders of `src` that have no rank. */
export const unrankedFolders = (src) =>
  readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !Object.hasOwn(rank, entry.name))
    .map((entry) => entry.name);
// A folder of src/ outside the table fails the lint at once: every folder has a place in the layers.
const unranked = unrankedFolders(new URL('./src', import.meta.url));
if (unranked.length) throw new Error(`eslint.config.js: src/${unranked.join(', src/')} has no rank in the layer table`);

const zones = [
  // Nothing imports from src/ outside the ranked folders (a folder added without a rank, the entry point).
  {
    target: './src',
    from: './src',
    except: Object.keys(rank).map((folder) => `./${folder}`),
    message: 'import only from a ranked folder of src/ (the layer table in eslint.config.js)',
  },
  // The studio is an app of its own (vite.studio.config.ts): the portal's entry never reaches it either.
  {
    target: './src/main.tsx',
    from: './src/studio',
    message: 'the portal never imports the studio (its own entry: vite.studio.config.ts)',
  },
  // The reference server shares with the portal only what both apply, and the generated types.
  {
    target: './server',
    from: './src',
    except: ['./contract', './generated'],
    message: 'the server imports only src/contract and src/generated of the portal',
  },
];
for (const target of Object.keys(rank)) {
  for (const from of Object.keys(rank)) {
    if (from !== target && rank[from] <= rank[target])
      zones.push({
        target: `./src/${target}`,
        from: `./src/${from}`,
        message: `${target} must not import ${from} (DESIGN.md import direction)`,
      });
  }
}
// What only a browser has (its globals that are not the language's), but for the few a pure helper may use: the
// platform's data types, base64, random ids and the console.
const pureGlobals = new Set([
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'atob',
  'btoa',
  'Blob',
  'crypto',
  'structuredClone',
  'console',
  'DOMException',
]);
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !Object.hasOwn(globals.builtin, name) && !pureGlobals.has(name));
// The layers below the components never import React, nor anything that does (they import only from each other).
const reactFree = ['src/model/**', 'src/api/**', 'src/platform/**', 'src/lib/**', 'src/contract/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**', // per-helper builds (npx vite build --outDir dist-<name>)
      'node_modules/**',
      'bench/floor/dist/**',
      'test-results/**',
      'playwright-report/**',
      'src/generated/**',
      'server/generated/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The models, the API client, the platform and the helpers never import React (the rule below): React's rules have nothing to read there.
    ignores: reactFree,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // useOpened (src/blocks/use-opened.ts) takes an effect and its deps: checked like useEffect's.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useOpened$' }],
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'CMS HTML goes through src/cms only.' },
      ],
    },
  },
  {
    // eslint-plugin-effector's recommended and React rules: naming ($store, fxEffect), no forward/guard/getState/watch, useUnit.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { effector },
    // The plugin's naming rules read types (is this a Store/Effect?), so src is linted with type information, from
    // src/tsconfig.json (the nearest to these files): a program of src alone.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: effector.configs.recommended.rules,
  },
  {
    // Effector's React rules (scope binding, no units created in render) look at components and hooks: none in the
    // React-free layers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: reactFree,
    plugins: { effector },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: effector.configs.react.rules,
  },
  {
    files: reactFree,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-*'],
              message: 'Models, the API client, the platform and the helpers never import React, nor anything that does (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The helpers are pure: what reads or changes the browser (storage, the document, history, timers) is the platform's.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({
          name,
          message: 'src/lib holds pure helpers: what touches the browser goes in src/platform.',
        })),
      ],
    },
  },
  {
    files: ['src/model/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'getState', message: 'Derive with sample/combine instead.' },
        { property: 'watch', message: 'No watch for logic.' },
      ],
    },
  },
  // Last: turns off the stylistic rules Prettier owns (`npx prettier --check .` is part of lint).
  prettierConfig,
);
