import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface AppNode {
  url: string;
  pid: number;
  /** Kills the process with SIGKILL and resolves once it is gone. */
  kill(): Promise<void>;
  /** Asks the process to stop (SIGTERM) and resolves once it is gone. */
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the built server (flavour D) on a fixed port, data directory and database, and resolves
 * once /readyz answers 200. The same settings start it again after a crash.
 */
export async function startNode(settings: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<AppNode> {
  const url = `http://127.0.0.1:${settings.port}`;
  const child: ChildProcess = spawn(process.execPath, [resolve('server/index.ts')], {
    env: {
      ...process.env,
      FLAVOUR: 'D',
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // A killed node's claims on e-mails go stale quickly, so the restarted one sends them soon.
      MAIL_CLAIM_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    output: () => output,
  };
}
