/**
 * `npm test`: every check and every suite, in the order that fails fastest, then one line that
 * totals them: `N passed, M failed`. Static checks (format and lint, types, the three builds)
 * count one each; every test counts one. Vitest's JSON reports land in .reports/.
 * `node scripts/test.ts --db-only` runs the repository, migration and API integration suites alone:
 * CI runs them again with DATABASE_URL pointing at PostgreSQL, and then the scale-out checks (two
 * app servers on that one PostgreSQL) and the crash test on PostgreSQL. The load suite (the built
 * server under 200 connections a target for 20 s each, and killed mid-load) runs after the end-to-end suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { CHROMIUM } from '../tests/support/browser.ts';

const REPORTS = resolve('.reports');
const bin = (name: string) => resolve('node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };

/** Children run under this same Node (the pinned one), even when started outside npm. */
const PATH = `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PATH, ...env },
  });
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  if (run(label, command, args)) totals.passed++;
  else totals.failed++;
}

/** Runs vitest projects (of another config when given) and counts their tests from the JSON report. */
export function suite(
  label: string,
  projects: string[],
  env: NodeJS.ProcessEnv = {},
  config?: string,
  files: string[] = [],
) {
  const report = resolve(REPORTS, `${label}.json`);
  const args = [
    'run',
    ...files,
    ...(config ? ['--config', config] : []),
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const ok = run(
    `tests: ${label}`,
    process.execPath,
    [resolve('node_modules/vitest/vitest.mjs'), ...args],
    env,
  );
  if (!existsSync(report)) {
    totals.failed++;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
}

const dbOnly = process.argv.includes('--db-only');
if (!dbOnly) rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

if (dbOnly) {
  suite('db-postgres', ['db', 'integration']);
  // Two app servers on one PostgreSQL: they run the flavour D build.
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    if (!existsSync(resolve('dist', 'D', 'server', 'entry.mjs')))
      check('build (D)', process.execPath, ['scripts/build.ts', 'D']);
    suite('scale-out', [], {}, 'tests/scale-out/vitest.config.ts');
    suite('crash-postgres', [], {}, 'tests/load/vitest.config.ts', ['tests/load/crash.test.ts']);
  }
  finish();
}

check('format and lint (biome)', bin('biome'), ['check', '.']);
check('code layout (dependency-cruiser)', process.execPath, [
  bin('depcruise'),
  'server',
  'src',
  '--config',
  '.dependency-cruiser.cjs',
]);
check('types (tsc)', process.execPath, [bin('tsc'), '--noEmit']);
check('astro files (astro check)', process.execPath, [
  bin('astro'),
  'check',
  '--minimumFailingSeverity',
  'warning',
]);
suite('unit-integration-db', ['unit', 'integration', 'db']);
check('build (D, N, H)', process.execPath, ['scripts/build.ts']);
if (existsSync(CHROMIUM)) {
  suite('e2e', ['e2e']);
  suite('load', [], {}, 'tests/load/vitest.config.ts');
} else {
  console.error(
    `\nChromium is missing at ${CHROMIUM}: install it with \`apt-get install chromium\`.`,
  );
  totals.failed++;
}

finish();

function finish(): never {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}
