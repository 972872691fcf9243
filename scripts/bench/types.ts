// The contract between run.ts and every benchmark module. Kept in its own file so that a module can be
// written (and type-checked) without importing the runner.

/** One measured figure. `target.max` is an upper bound: a value above it fails the benchmark. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: { max: number };
  note?: string;
}

/** What each module in scripts/bench/ exports. */
export interface BenchModule {
  run(): Promise<BenchResult[]>;
}
