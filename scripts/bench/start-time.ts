import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Milliseconds from `npm start`'s script starting to the server printing its URL. */
export function timeStart(dataDir: string, flavour = 'D'): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [resolve('scripts/start.ts')], {
    env: { ...process.env, FLAVOUR: flavour, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let elapsed: number | undefined;
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (elapsed !== undefined || !/running at http/.test(output)) return;
      elapsed = performance.now() - started;
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      elapsed === undefined
        ? fail(new Error(`start exited with ${code}: ${output}`))
        : done(elapsed),
    );
  });
}

/** Cold start on an empty database (migrate + seed) and on one that already has the demo data. */
export async function benchStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'worklane-bench-'));
  try {
    const empty = await timeStart(dataDir);
    const seeded = await timeStart(dataDir);
    return { emptyDatabaseMs: Math.round(empty), existingDatabaseMs: Math.round(seeded) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
