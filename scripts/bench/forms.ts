// Forms benchmark: what a form costs to download, and what validating it costs per keystroke.
//
// Size: the gzip size of the form chunk(s) of the built app (dist/, read through dist/.vite/manifest.json):
// src/forms/schema-form.tsx and everything it imports statically that the first load has not already fetched
// (rjsf, the theme), plus the create-account form's own lazy chunks (schema, uiSchema, precompiled validator).
// Until a page renders a form, the app's build has no such chunk; the form is then measured from a build of
// src/forms/schema-form.tsx alone (React and i18next left out: the shell already carries them), and the
// note says so. Either way the form chunks must hold no `new Function` and no ajv compiler.
//
// Speed: the create-account form validated after each character of a 40-character e-mail address being
// typed, mean µs per validation, with the precompiled validator the app uses beside rjsf's runtime ajv
// validator (`customizeValidator`, which compiles the schema with `new Function` on first use).
// Flags: --build rebuilds dist/ first; --dist=<dir> measures another build of the app.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { DEADLINE_MS, gzipSize, withDeadline } from './lib/cold-load.ts';
import { FORM_ENTRY, initialChunkKeys, readManifest, staticClosure } from './lib/manifest.ts';
import type { BenchResult } from './types.ts';
import { validatorOptions } from '../../src/contract/form-validator-options.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = resolve(ROOT, process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist');
const BENCH_FORM = 'create-account';
const kB = (bytes: number): number => bytes / 1000;

// Strings only ajv's compiler (code generation, schema compilation) contains; the runtime helpers the
// precompiled validators import (ucs2length, equal) have none of them.
const COMPILER_MARKERS = [/new Function\b/, /CodeGen: /, /ajv implementation error/, /schema with key or id "/];

type Manifest = Awaited<ReturnType<typeof readManifest>>;

interface ChunkSet {
  files: string[];
  gzipBytes: number;
}

function measure(distDir: string, manifest: Manifest, keys: Iterable<string>): ChunkSet {
  const files = [...new Set([...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js')))];
  const gzipBytes = files.reduce((n, f) => n + gzipSize(readFileSync(join(distDir, f))), 0);
  return { files, gzipBytes };
}

function compilerTraces(distDir: string, files: string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const marker of COMPILER_MARKERS) if (marker.test(code)) hits.push(`${file}: ${marker.source}`);
  }
  return hits;
}

/** The form chunks of a build: the form component's static closure minus what the first load fetches. */
function formChunks(distDir: string, manifest: Manifest, standalone: boolean): { form: ChunkSet; config: ChunkSet; inInitial: boolean } {
  // In the standalone build the form is the entry and the shell is external: nothing is "already loaded".
  const initial = new Set(standalone ? [] : initialChunkKeys(manifest));
  const formKeys = [...staticClosure(manifest, FORM_ENTRY)].filter((k) => !initial.has(k));
  const configKeys = [
    `src/generated/validators/${BENCH_FORM}.js`,
    `schemas/forms/${BENCH_FORM}.json`,
    `schemas/forms/${BENCH_FORM}.ui.json`,
  ]
    .flatMap((k) => [...staticClosure(manifest, k)])
    .filter((k) => !initial.has(k) && !formKeys.includes(k));
  return {
    form: measure(distDir, manifest, formKeys),
    config: measure(distDir, manifest, configKeys),
    inInitial: !standalone && initial.has(FORM_ENTRY),
  };
}

/** A build of the form component alone, for when no page of the app renders a form yet. */
async function standaloneBuild(): Promise<{ distDir: string; cleanup: () => void }> {
  const distDir = mkdtempSync(join(tmpdir(), 'miles-forms-bench-'));
  // An inline config rather than vite.config.ts: the form needs no app config, so a config problem elsewhere
  // (which fails the app's build on purpose) does not stop this measurement.
  const work = build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: {
      target: 'es2022',
      outDir: distDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: {
        input: { forms: join(ROOT, FORM_ENTRY) },
        // Keep the entry's exports: nothing imports it here, and an app build would otherwise drop them.
        preserveEntrySignatures: 'strict',
        // The shell already loads these; counting them would charge the form for the whole app.
        external: [/^react($|\/)/, /^react-dom($|\/)/, /^i18next($|\/)/, /^react-i18next($|\/)/],
      },
    },
  });
  await withDeadline(DEADLINE_MS, 'forms build', work);
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

async function buildApp(): Promise<void> {
  await withDeadline(DEADLINE_MS, 'app build', build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'warn' }));
}

async function sizeResults(): Promise<BenchResult[]> {
  if (process.argv.includes('--build') || !existsSync(join(DIST, '.vite', 'manifest.json'))) await buildApp();
  const appManifest = await readManifest(DIST);
  let distDir = DIST;
  let manifest = appManifest;
  let note = `chunks of ${DIST}`;
  let cleanup = (): void => undefined;
  if (!appManifest[FORM_ENTRY]) {
    const standalone = await standaloneBuild();
    distDir = standalone.distDir;
    cleanup = standalone.cleanup;
    manifest = await readManifest(distDir);
    note = `the app build has no chunk for ${FORM_ENTRY} (no page imports it, or the build predates them: --build): standalone build, React and i18next excluded`;
  }
  try {
    const { form, config, inInitial } = formChunks(distDir, manifest, distDir !== DIST);
    if (form.files.length === 0) throw new Error(`no chunk for ${FORM_ENTRY} in the manifest`);
    const traces = compilerTraces(distDir, [...form.files, ...config.files]);
    return [
      // Most of it is @rjsf/core and @rjsf/utils themselves, with markdown-to-jsx (rjsf's rich descriptions) and
      // fast-uri ($ref resolution) they import statically; ajv would add ~35 kB more, hence the budget.
      {
        name: 'form chunk(s): rjsf + theme (gzip)',
        value: kB(form.gzipBytes),
        unit: 'kB',
        target: { max: 100 },
        note: `${note}; ${form.files.join(', ')}`,
      },
      {
        name: `${BENCH_FORM}: schema + uiSchema + validator (gzip)`,
        value: kB(config.gzipBytes),
        unit: 'kB',
        target: { max: 10 },
        note: config.files.join(', '),
      },
      { name: 'form component in the initial chunks', value: inInitial ? 1 : 0, unit: '', target: { max: 0 } },
      {
        name: 'new Function / ajv compiler in form chunks',
        value: traces.length,
        unit: '',
        target: { max: 0 },
        note: traces.length ? traces.join('; ') : undefined,
      },
    ];
  } finally {
    cleanup();
  }
}

// 40 characters typed one by one into the e-mail field; the rest of the form is already filled in, the
// confirmation not yet (so each validation reports one error, as while typing).
const TYPED = 'zoe.vandenbroucke@reisbureau-gent.be.xyz';
const BASE = {
  agent_code: 'FA123456',
  agency_access_code: 'AB12CD34EF',
  firstname: 'Zoë',
  lastname: 'Vandenbroucke',
  password: 'Sunny-days9',
  password_confirmation: 'Sunny-days9',
  language: 'nl-be',
  country_id: 21,
  privacy_policy: true,
  captcha: 'token',
};

function keystrokes(): object[] {
  if (TYPED.length !== 40) throw new Error('the typed sequence must be 40 characters');
  return [...TYPED].map((_c, i) => ({ ...BASE, email: TYPED.slice(0, i + 1) }));
}

/** One typing of the sequence: µs spent, and the errors seen (so the work cannot be optimised away). */
function typeOnce(validator: ValidatorType, schema: RJSFSchema, sequence: object[]): { us: number; errors: number } {
  let errors = 0;
  const start = performance.now();
  for (const data of sequence) errors += validator.validateFormData(data, schema).errors.length;
  return { us: (performance.now() - start) * 1000, errors };
}

/**
 * Mean µs per validation for each validator. Both share rjsf's error processing, which dominates, so both
 * are warmed up first and then timed in alternating blocks: whichever ran second would otherwise profit from
 * the JIT having warmed the shared code.
 */
function timePerValidation(validators: ValidatorType[], schema: RJSFSchema, rounds: number): number[] {
  const sequence = keystrokes();
  const totals = validators.map(() => 0);
  let errors = 0;
  for (let r = 0; r < 50; r += 1) for (const v of validators) errors += typeOnce(v, schema, sequence).errors;
  for (let r = 0; r < rounds; r += 1) {
    validators.forEach((v, i) => {
      const { us, errors: e } = typeOnce(v, schema, sequence);
      totals[i] = (totals[i] ?? 0) + us;
      errors += e;
    });
  }
  if (errors === 0) throw new Error('the keystroke sequence produced no errors: the benchmark measures nothing');
  return totals.map((us) => us / (rounds * sequence.length));
}

async function speedResults(): Promise<BenchResult[]> {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/forms', `${BENCH_FORM}.json`), 'utf8')) as RJSFSchema;
  const compiled = (await import(`../../src/generated/validators/${BENCH_FORM}.js`)) as {
    default: Parameters<typeof createPrecompiledValidator>[0];
  };
  const precompiled = createPrecompiledValidator(compiled.default, schema);

  const runtime = customizeValidator(validatorOptions);
  const first = performance.now();
  runtime.validateFormData(keystrokes()[0], schema);
  const firstMs = performance.now() - first;

  const rounds = 300;
  const [pre = Number.NaN, rt = Number.NaN] = timePerValidation([precompiled, runtime], schema, rounds);
  return [
    {
      name: `${BENCH_FORM}: validate per keystroke, precompiled`,
      value: pre,
      unit: 'µs',
      target: { max: 500 },
      note: `mean of ${rounds} × 40 keystrokes, after warm-up`,
    },
    {
      name: `${BENCH_FORM}: validate per keystroke, rjsf runtime ajv`,
      value: rt,
      unit: 'µs',
      note: `ratio runtime/precompiled ${(rt / pre).toFixed(2)}; both include rjsf's error processing`,
    },
    {
      name: `${BENCH_FORM}: runtime ajv first validation (compiles)`,
      value: firstMs * 1000,
      unit: 'µs',
      note: 'the precompiled validator pays this at build time',
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  return [...(await sizeResults()), ...(await speedResults())];
}
