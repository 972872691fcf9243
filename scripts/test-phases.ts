// `npm test`: every phase of the proof, one after the other, stopping at the first that fails, then a table of
// how long each took (docs/testing.md keeps the table of a clean-clone run). The phases are data: a phase added
// here is run and timed like the others.
import { spawnSync } from 'node:child_process';

const phases: { name: string; command: string }[] = [
  // The checks of config, content and generated files run beside the typecheck, ESLint and Prettier: ESLint is the
  // longest of them on one core, while the others share the second.
  { name: 'config and generated files, types, lint, format', command: 'npm run check:code' },
  { name: 'unit, integration, API', command: 'npm run test:unit' },
  { name: 'PostgreSQL concurrency', command: 'npm run test:pg' },
  { name: 'build and size budgets', command: 'npm run build && npm run size' },
  { name: 'browser', command: 'npm run test:e2e' },
];

// Rounded to the second before splitting, so that 4 min 59.6 s reads 5:00, not 4:60.
const minutes = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const timings: { name: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
for (const phase of phases) {
  const start = Date.now();
  console.log(`\n▶ ${phase.name}: ${phase.command}`);
  const { status } = spawnSync(phase.command, { shell: true, stdio: 'inherit' });
  timings.push({ name: phase.name, ms: Date.now() - start, ok: status === 0 });
  if (status !== 0) break;
}
const width = Math.max(...phases.map((phase) => phase.name.length));
console.log('\nphase'.padEnd(width + 3) + 'time');
for (const { name, ms, ok } of timings) console.log(`${name.padEnd(width + 2)}${minutes(ms)}${ok ? '' : '  FAILED'}`);
console.log(`${'total'.padEnd(width + 2)}${minutes(Date.now() - started)}`);
process.exit(timings.every((timing) => timing.ok) && timings.length === phases.length ? 0 : 1);
