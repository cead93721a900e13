import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startDefaults } from '../../scripts/start-defaults.ts';
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

  it('refuses more than one server process on the embedded database', () => {
    const run = spawnSync(
      process.execPath,
      ['-e', "import('./server/env.ts').then((m) => m.loadEnv())"],
      { env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
  });

  it('never seeds the demo account unless asked, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'production', 'development', 'test']) {
      const parsed = parseConfig(envSchema, NODE_ENV ? { NODE_ENV } : {});
      expect(parsed.ok && parsed.value.SEED_DEMO_DATA, String(NODE_ENV)).toBe(false);
    }
    const asked = parseConfig(envSchema, { NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    expect(asked.ok && asked.value.SEED_DEMO_DATA).toBe(true);
  });

  it('has npm start ask for demo data in development, never in production', () => {
    expect(startDefaults({})).toEqual({ SEED_DEMO_DATA: 'true' });
    expect(startDefaults({ NODE_ENV: 'development' })).toEqual({ SEED_DEMO_DATA: 'true' });
    expect(startDefaults({ NODE_ENV: 'production' })).toEqual({});
    expect(startDefaults({ SEED_DEMO_DATA: 'false' })).toEqual({});
  });

  it('rejects an unknown flavour', () => {
    expect(parseConfig(envSchema, { FLAVOUR: 'X' }).ok).toBe(false);
  });
});
