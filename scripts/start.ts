/**
 * `npm start`: builds the chosen flavour when its build is missing or older than the sources,
 * then boots the server (which migrates, and outside production seeds an empty database).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFlavour } from './build.ts';
import { startDefaults } from './start-defaults.ts';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'uno.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const flavour = process.env.FLAVOUR ?? 'D';
const stamp = resolve('dist', flavour, '.build-stamp');
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...SOURCES.map((source) => newest(source)))) {
  console.log(`Building flavour ${flavour}…`);
  buildFlavour(flavour);
}

Object.assign(process.env, startDefaults(process.env));
const { boot } = await import('../server/index.ts');
await boot().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
