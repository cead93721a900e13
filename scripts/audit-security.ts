import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresOfEnv, startLoadTarget } from './load/app.ts';
import { type Finding, isAccepted, readAccepted } from './security/accepted.ts';
import { replayExploits } from './security/exploits.ts';
import {
  installed,
  run,
  runFindings,
  sqlmapFindings,
  wapitiCommand,
  wapitiFindings,
} from './security/tools.ts';

/**
 * npm run audit:security [-- --wapiti-minutes 20 --sqlmap-minutes 15]: starts the built server
 * (flavour D) with demo data, replays the exploits once confirmed against it (every exploit of
 * issue 16, one pass/FAIL line each; `scripts/security/exploits.ts`) and runs Debian's wapiti
 * (every module, signed in through a session
 * cookie) and sqlmap (level 5, risk 3) against job search, places and single jobs (`--tools` picks
 * one of them), on SQLite and, when DATABASE_URL names a PostgreSQL server, on a throwaway database
 * there too (`--databases` picks one of them). `--tools replay` runs the replays alone, which
 * need neither scanner. Installs nothing: a missing tool is reported and
 * fails the audit. Reports go to reports/security/; any finding not in docs/security-accepted.md
 * fails it.
 */
const { values } = parseArgs({
  options: {
    'wapiti-minutes': { type: 'string', default: '20' },
    'sqlmap-minutes': { type: 'string', default: '15' },
    tools: { type: 'string', default: 'replay,wapiti,sqlmap' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const wapitiMinutes = Number(values['wapiti-minutes']);
const sqlmapMinutes = Number(values['sqlmap-minutes']);
const tools = new Set(values.tools.split(',').map((t) => t.trim()));
const missing = [...tools].filter((tool) => tool !== 'replay' && !installed(tool));
if (missing.length) {
  console.error(
    `Not installed: ${missing.join(', ')}. On Debian: apt-get install -y wapiti sqlmap, then run again.`,
  );
  process.exit(2);
}

const accepted = readAccepted(resolve('docs/security-accepted.md'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const postgres = postgresOfEnv();
const wanted = new Set(values.databases.split(',').map((d) => d.trim()));
const databases = (['sqlite', 'postgres'] as const).filter(
  (d) => wanted.has(d) && (d === 'sqlite' || postgres),
);
const summary: string[] = [`# Security audit ${stamp}`, ''];
let unaccepted = 0;

for (const database of databases) {
  const out = resolve('reports', 'security', `${stamp}-${database}`);
  mkdirSync(out, { recursive: true });
  const target = await startLoadTarget(2, database === 'postgres' ? postgres : null);
  const findings: Finding[] = [];
  const notes: string[] = [];
  const replayed: string[] = [];
  try {
    const base = target.node.url;
    const cookie = target.cookies[0] ?? '';
    const jobId = target.fixtures.jobs[0] ?? 1;
    const headers = [`Cookie: ${cookie}`, 'X-Requested-With: worklane'];
    const signedIn = headers.flatMap((h) => ['-H', h]);

    // The exploits once confirmed against the app, replayed first: each is a few requests.
    if (tools.has('replay'))
      findings.push(
        ...(await replayExploits(
          base,
          { dataDir: target.fixtures.dataDir, open: target.fixtures.open, cookie },
          (line) => {
            console.log(line);
            replayed.push(line);
          },
        )),
      );

    if (tools.has('wapiti')) {
      // Signing out would end the scan's session: the sign-out form is excluded.
      const wapitiReport = join(out, 'wapiti.json');
      const wapiti = await run(
        ...wapitiCommand([
          '-u',
          `${base}/`,
          '-m',
          'all',
          '--scope',
          'folder',
          ...signedIn,
          '-s',
          `${base}/job-list?keyword=nurse`,
          '-s',
          `${base}/job/${jobId}`,
          '-s',
          `${base}/candidate/dashboard`,
          '-s',
          `${base}/public/api/v1/jobs/search?keyword=nurse&city=Leeds`,
          '-s',
          `${base}/public/api/v1/places/Lee?type=R`,
          '-s',
          `${base}/api/v1/jobs/search?keyword=nurse`,
          '-x',
          `${base}/auth/logout`,
          // A quarter of the time crawls; the 22 modules share the rest.
          '--max-scan-time',
          String((wapitiMinutes * 60) / 4),
          '--max-attack-time',
          String(Math.max(10, Math.floor((wapitiMinutes * 60 * 3) / 4 / 22))),
          '--flush-session',
          '--no-bugreport',
          '-f',
          'json',
          '-o',
          wapitiReport,
        ]),
        wapitiMinutes + 5,
        // Interrupted, wapiti asks what to do: (r)eport what it found so far.
        'r\n',
      );
      writeFileSync(join(out, 'wapiti.log'), wapiti.output);
      if (wapiti.timedOut) notes.push(`wapiti stopped after ${wapitiMinutes + 5} min`);
      findings.push(...wapitiFindings(wapitiReport));
      if (!wapiti.timedOut) findings.push(...runFindings('wapiti', base, wapiti));
    }

    const injectable: [string, string[]][] = !tools.has('sqlmap')
      ? []
      : [
          [
            `${base}/public/api/v1/jobs/search?keyword=nurse&jobTitle=nurse&name=care&skills=1001&city=Leeds&state=Yorkshire&country=United%20Kingdom&remote=true&easyApply=true&page=0`,
            [],
          ],
          [`${base}/api/v1/jobs/search?keyword=nurse&city=Leeds&page=0`, headers],
          [`${base}/public/api/v1/places/Lee*?type=R`, []],
          [`${base}/public/api/v1/jobs/${jobId}*`, []],
          [`${base}/api/v1/candidates/job/${jobId}*`, headers],
        ];
    for (const [i, [url, headers]] of injectable.entries()) {
      const dir = join(out, `sqlmap-${i + 1}`);
      const sqlmap = await run(
        'sqlmap',
        [
          '-u',
          url,
          ...headers.flatMap((h) => ['-H', h]),
          '--batch',
          '--level',
          '5',
          '--risk',
          '3',
          '--threads',
          '4',
          '--timeout',
          '15',
          '--retries',
          '1',
          '--flush-session',
          '--disable-coloring',
          '--output-dir',
          dir,
        ],
        sqlmapMinutes,
      );
      writeFileSync(join(out, `sqlmap-${i + 1}.log`), sqlmap.output);
      if (sqlmap.timedOut) notes.push(`sqlmap on ${url} stopped after ${sqlmapMinutes} min`);
      findings.push(...sqlmapFindings(dir, new URL(url).pathname));
      if (!sqlmap.timedOut) findings.push(...runFindings('sqlmap', new URL(url).pathname, sqlmap));
    }
  } finally {
    await target.dispose();
  }

  const open = findings.filter((f) => !isAccepted(f, accepted));
  unaccepted += open.length;
  summary.push(`## ${database}`, '');
  summary.push(
    `${findings.length} findings, ${findings.length - open.length} accepted, ${open.length} not accepted.`,
  );
  for (const note of notes) summary.push(`- note: ${note}`);
  for (const line of replayed) summary.push(`- ${line}`);
  for (const f of findings)
    summary.push(
      `- ${isAccepted(f, accepted) ? 'accepted' : 'OPEN'} · ${f.tool} · ${f.category} · ${f.where} · ${f.detail}`,
    );
  summary.push('');
  writeFileSync(join(out, 'findings.json'), JSON.stringify(findings, null, 2));
}

const file = resolve('reports', 'security', `${stamp}-summary.md`);
writeFileSync(file, summary.join('\n'));
console.log(summary.join('\n'));
console.log(`Report: ${file}`);
process.exit(unaccepted ? 1 : 0);
