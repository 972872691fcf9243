// Entry point of `npm run bench`. Runs the benchmark modules in order, prints one line per result and writes them
// all to bench/report.md (the run's figures live there, with the commit they were measured on, not in prose).
// To add a benchmark, write a module exporting `async function run(): Promise<BenchResult[]>` and append it
// to `modules` below; nothing else needs to change. Flags (e.g. --build) are read by the modules themselves from
// process.argv, so `npm run bench -- --build` reaches them. BENCH_ONLY=sizes,lighthouse runs those modules alone
// (the report then holds their figures only, and says which ran).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { BenchModule, BenchResult } from './types.ts';

const reportFile = new URL('../../bench/report.md', import.meta.url);

const modules: ReadonlyArray<{ label: string; load: () => Promise<BenchModule> }> = [
  { label: 'sizes', load: () => import('./sizes.ts') },
  { label: 'forms', load: () => import('./forms.ts') },
  { label: 'history', load: () => import('./history.ts') },
  { label: 'bystander', load: () => import('./bystander.ts') },
  { label: 'api', load: () => import('./api.ts') },
  { label: 'lighthouse', load: () => import('./lighthouse.ts') },
  { label: 'shop', load: () => import('./shop.ts') },
  { label: 'hotels', load: () => import('./hotels.ts') },
  { label: 'studio', load: () => import('./studio.ts') },
];

/** The modules BENCH_ONLY names (all without it); a name that is no module's is refused, never silently skipped. */
function selectedModules(): typeof modules {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!only?.length) return modules;
  const unknown = only.filter((name) => !modules.some((m) => m.label === name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY names no module: ${unknown.join(', ')} (modules: ${modules.map((m) => m.label).join(', ')})`);
  return modules.filter((m) => only.includes(m.label));
}

function formatValue(r: BenchResult): string {
  // Two decimals are enough for kB and ms; ratios get three, so that one just over its target never prints as
  // the target itself beside FAIL (1.2502 as "1.25"). Counts stay integers.
  const digits = r.unit === '' || r.unit === '×' ? 3 : 2;
  const v = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(digits);
  return `${v} ${r.unit}`.trim();
}

function formatLine(r: BenchResult): { line: string; failed: boolean } {
  const failed = r.target !== undefined && !(r.value <= r.target.max); // NaN counts as a failure
  const target = r.target ? `target ≤ ${r.target.max} ${r.unit}`.trim() : '';
  const verdict = r.target ? (failed ? 'FAIL' : 'PASS') : '';
  const note = r.note ? `  (${r.note})` : '';
  return { line: `  ${r.name.padEnd(52)} ${formatValue(r).padStart(12)}  ${target.padEnd(18)} ${verdict}${note}`, failed };
}

/** The checkout the run starts from (read at the start: others may commit during a long run). */
function checkout(): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '';
  return `commit ${commit}${dirty}`;
}

/** bench/report.md: every figure of the run, its target and verdict, with the commit, build and machine it was measured on. */
function writeReport(rows: string[], ran: string[], startedOn: string): void {
  const header = [
    '# Bench report',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, started on ${startedOn},`,
    `build \`${process.env.BENCH_DIST ?? 'dist'}\` (BENCH_DIST), ${cpus().length} cores. Compare two builds in one run, never a figure here`,
    'with one remembered.',
    ...(ran.length < modules.length ? ['', `Modules run (BENCH_ONLY): ${ran.join(', ')}.`] : []),
    '',
    '| module | figure | value | target | verdict | note |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  writeFileSync(reportFile, `${[...header, ...rows].join('\n')}\n`);
}

async function main(): Promise<number> {
  let failures = 0;
  const rows: string[] = [];
  const startedOn = checkout();
  const selected = selectedModules();
  for (const { label, load } of selected) {
    console.log(`\n[bench] ${label}`);
    try {
      const results = await (await load()).run();
      for (const r of results) {
        const { line, failed } = formatLine(r);
        console.log(line);
        if (failed) failures += 1;
        const verdict = r.target ? (failed ? 'FAIL' : 'PASS') : '';
        rows.push(
          `| ${label} | ${r.name} | ${formatValue(r)} | ${r.target ? `≤ ${r.target.max} ${r.unit}`.trim() : ''} | ${verdict} | ${r.note ?? ''} |`,
        );
      }
    } catch (err) {
      // A module that cannot measure is a failure, not a silent skip: a broken build must not look green.
      failures += 1;
      const message = err instanceof Error ? err.message : String(err);
      console.log(`  ERROR: ${message}`);
      rows.push(`| ${label} | could not measure | | | FAIL | ${message.replaceAll('|', '\\|').replaceAll('\n', ' ')} |`);
    }
  }
  writeReport(
    rows,
    selected.map((m) => m.label),
    startedOn,
  );
  console.log(failures === 0 ? '\n[bench] all targets met' : `\n[bench] ${failures} failure(s)`);
  console.log(`[bench] report: ${reportFile.pathname}`);
  return failures === 0 ? 0 : 1;
}

// Exit explicitly: a leaked handle (browser, server) must not keep CI waiting after the report.
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
