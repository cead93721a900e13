import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FlavourCode } from '../../src/shared/flavours.ts';

export interface RunningServer {
  url: string;
  /** The server's process id. */
  pid: number;
  dataDir: string;
  flavour: FlavourCode;
  output: () => string;
  stop(): Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the built server of a flavour on a free port with a throwaway database, the way
 * `npm start` runs it, and resolves once it prints its URL.
 */
export async function startServer(
  flavour: FlavourCode = 'D',
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `worklane-e2e-${flavour}-`));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve('server/index.ts')], {
    env: {
      ...process.env,
      FLAVOUR: flavour,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      // The demo data is seeded only when asked for, as `npm start` asks in development.
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolvePromise({
        url: match[1],
        pid: child.pid as number,
        dataDir,
        flavour,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            child.once('exit', (code) => {
              rmSync(dataDir, { recursive: true, force: true });
              done(code);
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
