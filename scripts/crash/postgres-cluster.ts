import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Runs a cluster command as root (directly, or through sudo without a password prompt). */
const asRoot = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? run(command, args) : run('sudo', ['-n', command, ...args]);

export interface LocalCluster {
  /** `version/name` of the Debian cluster. */
  name: string;
  /**
   * Stops PostgreSQL in immediate mode, as a power cut would: no checkpoint, every connection
   * dropped, and the write-ahead log replayed when it starts again.
   */
  crash(): Promise<void>;
  /** Starts it again and resolves once it accepts connections. */
  start(): Promise<void>;
}

/**
 * The Debian cluster (pg_lsclusters) serving `url` on this machine, which this process may stop
 * and start (as root, or with sudo). Throws a sentence saying what is missing otherwise.
 */
export async function localCluster(url: string): Promise<LocalCluster> {
  const { hostname, port } = new URL(url);
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname))
    throw new Error(`PostgreSQL at ${hostname} is not on this machine, so it cannot be crashed`);
  const { stdout } = await run('pg_lsclusters', ['-h']).catch(() => {
    throw new Error(
      'pg_lsclusters is missing: crashing PostgreSQL needs Debian’s postgresql-common',
    );
  });
  const wanted = port || '5432';
  const line = stdout
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((fields) => fields[2] === wanted);
  if (!line) throw new Error(`no local PostgreSQL cluster listens on port ${wanted}`);
  const [version = '', cluster = ''] = line;
  const ready = async () => {
    for (let i = 0; i < 300; i++) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      const ok = await client.connect().then(
        () => client.query('select 1').then(() => true),
        () => false,
      );
      await client.end().catch(() => {});
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`PostgreSQL ${version}/${cluster} did not come back within 30 s`);
  };
  return {
    name: `${version}/${cluster}`,
    async crash() {
      await asRoot('pg_ctlcluster', [version, cluster, 'stop', '-m', 'immediate']);
    },
    async start() {
      await asRoot('pg_ctlcluster', [version, cluster, 'start']);
      await ready();
    },
  };
}
