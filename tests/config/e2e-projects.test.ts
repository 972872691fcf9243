/** @vitest-environment node */
// The browser run's shape (playwright.config.ts), which keeps `npm test` inside its time budget on 2 cores:
// every spec runs exactly once, in one project; and a spec whose beforeAll builds a copy of the project or
// starts a server runs that hook once per file, not once per test (with fullyParallel each test is its own
// group, and Playwright runs a describe's beforeAll again for every group, in each worker).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';

interface ListedSpec {
  file: string;
  tests: { projectName: string }[];
}
interface ListedSuite {
  file: string;
  specs: ListedSpec[];
  suites?: ListedSuite[];
}

const specFiles = readdirSync('tests/e2e').filter((name) => name.endsWith('.spec.ts'));

/** Every test of the run, as "file [project]", from Playwright's own listing. */
function listedTests(): string[] {
  const json = execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const report = JSON.parse(json) as { suites: ListedSuite[] };
  const found: string[] = [];
  const visit = (suite: ListedSuite) => {
    for (const spec of suite.specs) for (const test of spec.tests) found.push(`${spec.file} [${test.projectName}]`);
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return found;
}

/** A beforeAll that builds a copy of the project (`vite build`) or starts a server for the whole file. */
const hasCostlyBeforeAll = (source: string) =>
  source.includes('beforeAll(') && (/'vite',\s*'build'/.test(source) || source.includes('buildServer(') || source.includes('spawnServer('));

describe('the browser run (playwright.config.ts)', () => {
  const listed = listedTests();
  const projectsOf = (file: string) => new Set(listed.filter((t) => t.startsWith(`${file} [`)).map((t) => t.slice(file.length + 2, -1)));

  it('runs every spec file in exactly one project', () => {
    for (const file of specFiles) expect([file, [...projectsOf(file)].length]).toEqual([file, 1]);
  });

  it('runs a costly beforeAll once per file: its spec is serial, or has one test, or is in a project that is not fullyParallel', () => {
    const perTest: string[] = [];
    for (const file of specFiles) {
      const source = readFileSync(`tests/e2e/${file}`, 'utf8');
      if (!hasCostlyBeforeAll(source) || source.includes("mode: 'serial'")) continue;
      const tests = listed.filter((t) => t.startsWith(`${file} [`)).length;
      const [projectName] = [...projectsOf(file)];
      const project = config.projects?.find((p) => p.name === projectName);
      if (tests > 1 && (project?.fullyParallel ?? config.fullyParallel)) perTest.push(`${file}: ${tests} tests, fullyParallel`);
    }
    expect(perTest).toEqual([]);
  });

  it('builds the guides’ copy of the project once, in one worker, for the specs served from it', () => {
    const guides = config.projects?.find((p) => p.name === 'guides');
    expect(guides?.workers).toBe(1);
    for (const file of ['editor-added-field.spec.ts', 'config-data-page.spec.ts']) {
      expect([...projectsOf(file)]).toEqual(['guides']);
      const source = readFileSync(`tests/e2e/${file}`, 'utf8');
      // The copy comes from the worker's `guideCopy` fixture; neither spec builds one of its own.
      expect(source).toContain("from './support/guide-copy-test'");
      expect(source).toMatch(/beforeAll\(async \(\{ guideCopy\b/);
      expect(source).not.toMatch(/'vite',\s*'build'/);
    }
  });
});
