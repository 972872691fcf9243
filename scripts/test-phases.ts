// `npm test`: every phase of the proof, then a table of how long each took (docs/testing.md keeps the table of a
// clean-clone run). The phases are data: a phase added here is run and timed like the others.
// Steps run one after the other and stop at the first that fails; the phases of one step run side by side, where
// one leaves a core idle that the other fills (measured with vmstat: ESLint's last minute runs on one core, the
// PostgreSQL phase waits on its cluster). The first phase of a step prints as it runs, the others when they end.
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  command: string;
}

const steps: Phase[][] = [
  // The checks of config, content and generated files run beside the typecheck, ESLint and Prettier; the unit
  // files beside them take the core ESLint leaves.
  [
    { name: 'unit, integration, API', command: 'npm run test:unit' },
    { name: 'config and generated files, types, lint, format', command: 'npm run check:code' },
  ],
  [
    { name: 'build and size budgets', command: 'npm run build && npm run size' },
    { name: 'PostgreSQL concurrency', command: 'npm run test:pg' },
  ],
  [{ name: 'browser', command: 'npm run test:e2e' }],
];

interface Timing {
  name: string;
  ms: number;
  ok: boolean;
}

/** Runs a phase; its output goes to the terminal as it comes when `live`, else is given back for later. */
function run(phase: Phase, live: boolean): Promise<Timing & { output: Buffer[] }> {
  const start = Date.now();
  const output: Buffer[] = [];
  const child = spawn(phase.command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ name: phase.name, ms: Date.now() - start, ok: code === 0, output }));
  });
}

const minutes = (ms: number): string => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const timings: Timing[] = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.map((phase) => `${phase.name}: ${phase.command}`).join('\n▶ beside it: ')}`);
  const results = await Promise.all(step.map((phase, index) => run(phase, index === 0)));
  for (const result of results.slice(1)) {
    console.log(`\n▶ ${result.name} (ran beside the phase above)`);
    process.stdout.write(Buffer.concat(result.output));
  }
  timings.push(...results.map(({ name, ms, ok }) => ({ name, ms, ok })));
  if (results.some((result) => !result.ok)) break;
}
const width = Math.max(...steps.flat().map((phase) => phase.name.length));
console.log('\nphase'.padEnd(width + 3) + 'time');
for (const [index, step] of steps.entries()) {
  for (const phase of step) {
    const timing = timings.find((candidate) => candidate.name === phase.name);
    if (!timing) continue;
    const beside = step.length > 1 && phase !== step[0] ? '  (beside the one above)' : '';
    console.log(`${phase.name.padEnd(width + 2)}${minutes(timing.ms)}${timing.ok ? '' : '  FAILED'}${beside}`);
  }
  if (index < steps.length - 1 && !timings.some((timing) => timing.name === steps[index + 1]?.[0]?.name)) break;
}
console.log(`${'total'.padEnd(width + 2)}${minutes(Date.now() - started)}`);
process.exit(timings.every((timing) => timing.ok) && timings.length === steps.flat().length ? 0 : 1);
