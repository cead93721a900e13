/**
 * `npm test`: every check and every suite, in the order that fails fastest, then one line that
 * totals them: `N passed, M failed`. Static checks (format and lint, layout, types, astro files)
 * and the three builds count one each, two at a time; every test counts one. Vitest's JSON reports
 * and the background steps' output land in .reports/.
 * `node scripts/test.ts --db-only` runs the repository, migration and API integration suites alone
 * (on PostgreSQL when DATABASE_URL points there), then the scale-out checks (two app servers on that
 * one PostgreSQL) and the crash test on PostgreSQL. With TEST_POSTGRES_URL set, `npm test` runs
 * that PostgreSQL leg too: its suites beside the end-to-end suite, its checks after the load suite
 * (the built server under 200 connections a target, and killed mid-load).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { CHROMIUM } from '../tests/support/browser.ts';

const REPORTS = resolve('.reports');
const bin = (name: string) => resolve('node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
/** What failed, by suite and test name with the first line of its message, listed before the total. */
const failures: string[] = [];

/** Children run under this same Node (the pinned one), even when started outside npm. */
const PATH = `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`;

const started = Date.now();
/** Minutes and seconds since `npm test` began, printed with every step to show where time goes. */
const elapsed = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Runs a command with its output here, without blocking what runs in the background. */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${label} (at ${elapsed()})`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, PATH, ...env } });
  return new Promise<boolean>((done) => child.on('close', (code) => done(code === 0)));
}

function tally(label: string, ok: boolean) {
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(label);
  }
}

async function check(label: string, command: string, args: string[]) {
  tally(label, await run(label, command, args));
}

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';

const vitestArgs = (label: string, projects: string[], config?: string, files: string[] = []) => [
  resolve('node_modules/vitest/vitest.mjs'),
  'run',
  ...files,
  ...(config ? ['--config', config] : []),
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(REPORTS, `${label}.json`)}`,
];

/** Adds a finished suite's counts from its JSON report; a run that failed without one counts one. */
function count(label: string, ok: boolean) {
  const report = resolve(REPORTS, `${label}.json`);
  if (!existsSync(report)) {
    totals.failed++;
    failures.push(`${label}: ended without a report`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as Report;
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  for (const file of json.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `${label}: ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (!failed.length && file.message)
      failures.push(`${label}: ${name}: ${firstLine(file.message)}`);
  }
  if (!ok && json.numFailedTests === 0 && failures.every((f) => !f.startsWith(`${label}:`)))
    failures.push(`${label}: exited with an error outside any test`);
}

/** What the background steps printed, shown together before the total. */
const backgroundOutput: string[] = [];

/**
 * Starts a command in the background with its output in `.reports/<file>.log` (written by the child
 * itself); resolves with whether it succeeded once it ends. Its output is printed with the others
 * at the end, so it never cuts into the output of what runs in the foreground.
 */
function background(label: string, file: string, command: string, args: string[], env = {}) {
  const log = resolve(REPORTS, `${file}.log`);
  const out = openSync(log, 'w');
  const child = spawn(command, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, PATH, ...env },
  });
  closeSync(out);
  console.log(`\n▶ ${label} (in the background, at ${elapsed()})`);
  return new Promise<boolean>((done) => {
    child.on('close', (code) => {
      console.log(`\n▶ ${label} (ended at ${elapsed()}; its output follows the last step)`);
      backgroundOutput.push(`\n▶ ${label}\n${readFileSync(log, 'utf8')}`);
      done(code === 0);
    });
  });
}

/** A check in the background, counted once it ends. */
async function backgroundCheck(label: string, command: string, args: string[]) {
  tally(label, await background(label, label.replace(/\W+/g, '-'), command, args));
}

/** A suite in the background, counted from its report once it ends. */
async function backgroundSuite(label: string, projects: string[], env: NodeJS.ProcessEnv) {
  const args = vitestArgs(label, projects);
  count(label, await background(`tests: ${label}`, label, process.execPath, args, env));
}

/** Runs vitest projects (of another config when given) and counts their tests from the JSON report. */
export async function suite(
  label: string,
  projects: string[],
  env: NodeJS.ProcessEnv = {},
  config?: string,
  files: string[] = [],
) {
  const ok = await run(
    `tests: ${label}`,
    process.execPath,
    vitestArgs(label, projects, config, files),
    env,
  );
  count(label, ok);
}

const dbOnly = process.argv.includes('--db-only');
if (!dbOnly) rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** Two app servers on one PostgreSQL, and the crash test on it: they run the flavour D build. */
async function postgresChecks(env: NodeJS.ProcessEnv) {
  if (!existsSync(resolve('dist', 'D', 'server', 'entry.mjs')))
    await check('build (D)', process.execPath, ['scripts/build.ts', 'D']);
  await suite('scale-out', [], env, 'tests/scale-out/vitest.config.ts');
  await suite('crash-postgres', [], env, 'tests/load/vitest.config.ts', [
    'tests/load/crash.test.ts',
  ]);
}

if (dbOnly) {
  await suite('db-postgres', ['db', 'integration']);
  if (process.env.DATABASE_URL?.startsWith('postgres')) await postgresChecks({});
  finish();
}

const postgresUrl = process.env.TEST_POSTGRES_URL;
const onPostgres: NodeJS.ProcessEnv = { DATABASE_URL: postgresUrl, TEST_POSTGRES_URL: '' };

// The static checks and the three builds are single-threaded for the most part: two lanes keep
// both cores of a small machine busy. Every astro command first writes the same generated types
// (.astro/), so the two do not start together: astro check starts at once, the builds after tsc.
await Promise.all([
  (async () => {
    await backgroundCheck('astro files (astro check)', process.execPath, [
      bin('astro'),
      'check',
      '--minimumFailingSeverity',
      'warning',
    ]);
    await backgroundCheck('format and lint (biome)', bin('biome'), ['check', '.']);
    await backgroundCheck('code layout (dependency-cruiser)', process.execPath, [
      bin('depcruise'),
      'server',
      'src',
      '--config',
      '.dependency-cruiser.cjs',
    ]);
  })(),
  (async () => {
    await backgroundCheck('types (tsc)', process.execPath, [bin('tsc'), '--noEmit']);
    await backgroundCheck('build (D, N, H)', process.execPath, ['scripts/build.ts']);
  })(),
]);
await suite('unit-integration-db', ['unit', 'integration', 'db']);
// The PostgreSQL leg runs beside the end-to-end suite, which mostly waits on the browser. The load
// suite and the PostgreSQL checks that start app servers wait for both: beside the browser tests
// they slow its pages past what a reader would wait.
const postgresLeg = postgresUrl
  ? backgroundSuite('db-postgres', ['db', 'integration'], onPostgres)
  : undefined;
if (existsSync(CHROMIUM)) await suite('e2e', ['e2e'], { DATABASE_URL: '' });
else {
  console.error(
    `\nChromium is missing at ${CHROMIUM}: install it with \`apt-get install chromium\`.`,
  );
  totals.failed++;
}
await postgresLeg;
await suite('load', [], { DATABASE_URL: '' }, 'tests/load/vitest.config.ts');
if (postgresUrl) await postgresChecks(onPostgres);

finish();

function finish(): never {
  console.log(backgroundOutput.join('\n'));
  console.log(`\nAll suites ran in ${elapsed()}.`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}
