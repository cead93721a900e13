import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** One representation of a file: its bytes as sent, and the validator that names them. */
export interface Representation {
  body: Uint8Array;
  etag: string;
  encoding: 'br' | 'gzip' | null;
}

export interface StaticFile {
  type: string;
  lastModified: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** Whether this is a page of the build (HTML), which may be branded as it is served. */
  page: boolean;
  /** The file on disk, relative to the client folder, with `/` separators. */
  name: string;
}

/** Files read into memory at boot: larger ones (videos, say) stay on disk. */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const COMPRESSED = /\.(br|gz)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** A strong validator of some bytes; `suffix` tells a compressed representation apart. */
export const etagOf = (body: Uint8Array, suffix = '') =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

function sibling(path: string, ext: string, encoding: 'br' | 'gzip') {
  try {
    const body = readFileSync(`${path}${ext}`);
    return { body, etag: etagOf(body, `-${ext.slice(1)}`), encoding } satisfies Representation;
  } catch {
    return undefined;
  }
}

/** The URL paths a file answers: `/a/index.html` also as `/a` and `/a/`, the root as `/`. */
function pathsOf(name: string): string[] {
  const path = `/${name}`;
  if (path === '/index.html') return [path, '/'];
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'/index.html'.length);
    return [path, dir, `${dir}/`];
  }
  return [path];
}

/**
 * Every file of the flavour's built client, read once with its pre-compressed siblings and an
 * ETag per representation, by the URL paths that name it. The build never changes under a
 * running server; anything added to the folder later is still served from disk.
 */
export function loadStaticTable(clientDir: string): Map<string, StaticFile> {
  const table = new Map<string, StaticFile>();
  let total = 0;
  let files: string[];
  try {
    files = [...walk(clientDir)];
  } catch {
    return table;
  }
  for (const path of files) {
    if (COMPRESSED.test(path)) continue;
    const stats = statSync(path);
    if (stats.size > MAX_FILE_BYTES || total + stats.size > MAX_TOTAL_BYTES) continue;
    const body = readFileSync(path);
    const type = getMimeType(path) ?? 'application/octet-stream';
    const file: StaticFile = {
      type,
      lastModified: stats.mtime.toUTCString(),
      identity: { body, etag: etagOf(body), encoding: null },
      br: sibling(path, '.br', 'br'),
      gzip: sibling(path, '.gz', 'gzip'),
      page: type.startsWith('text/html'),
      name: relative(clientDir, path).split(sep).join('/'),
    };
    total += body.length + (file.br?.body.length ?? 0) + (file.gzip?.body.length ?? 0);
    for (const url of pathsOf(file.name)) table.set(url, file);
  }
  return table;
}

/** The representation a request's Accept-Encoding takes: brotli, else gzip, else the file. */
export function representationFor(
  file: Pick<StaticFile, 'identity' | 'br' | 'gzip'>,
  acceptEncoding: string | undefined,
) {
  if (acceptEncoding) {
    const accepted = acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase());
    if (file.br && accepted.includes('br')) return file.br;
    if (file.gzip && accepted.includes('gzip')) return file.gzip;
  }
  return file.identity;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
