import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../server/env.ts';
import { parseConfig } from '../../src/shared/parse-env.ts';

describe('configuration', () => {
  it('has working embedded defaults', () => {
    const parsed = parseConfig(envSchema, {});
    expect(parsed.ok && parsed.value).toMatchObject({
      PORT: 4321,
      FLAVOUR: 'D',
      DATA_DIR: './data',
    });
  });

  it('names the variable of an invalid value', () => {
    const parsed = parseConfig(envSchema, { DATABASE_URL: 'mysql://x' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^Invalid configuration: DATABASE_URL: /);
  });

  it('stops boot with one line and no stack trace', () => {
    const run = spawnSync(
      process.execPath,
      ['-e', "import('./server/env.ts').then((m) => m.loadEnv())"],
      { env: { ...process.env, PORT: 'eighty', FLAVOUR: 'D' }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT: /),
    ]);
  });

  it('rejects an unknown flavour', () => {
    expect(parseConfig(envSchema, { FLAVOUR: 'X' }).ok).toBe(false);
  });
});
