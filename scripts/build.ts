/**
 * Builds one static build per flavour (dist/D, dist/N, dist/H), then writes brotli and gzip
 * siblings of every compressible client file so the server never compresses them per request.
 * Usage: node scripts/build.ts [D|N|H ...]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FLAVOUR_CODES, isFlavourCode } from '../src/shared/flavours.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress(dir: string) {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < 512) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

export function buildFlavour(flavour: string) {
  const started = Date.now();
  const astro = resolve('node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, FLAVOUR: flavour },
  });
  if (result.status !== 0) throw new Error(`Build of flavour ${flavour} failed.`);
  const compressed = precompress(resolve('dist', flavour, 'client'));
  writeFileSync(resolve('dist', flavour, '.build-stamp'), new Date().toISOString());
  console.log(
    `Built flavour ${flavour} in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files pre-compressed).`,
  );
}

if (import.meta.main) {
  const requested = process.argv.slice(2);
  const flavours = requested.length > 0 ? requested : [...FLAVOUR_CODES];
  for (const flavour of flavours) {
    if (!isFlavourCode(flavour)) {
      console.error(`Unknown flavour ${flavour}: use D, N or H.`);
      process.exit(1);
    }
    buildFlavour(flavour);
  }
}
