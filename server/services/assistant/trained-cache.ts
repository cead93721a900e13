import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelState } from './model.ts';

/** A sentence of the training data as the model reads it. */
export interface Sentence {
  intent: string;
  masked: string;
  words: string[];
}

/** What training produces: the sentences it read and the model it fitted on them. */
export interface Trained {
  sentences: Sentence[];
  state: ModelState;
}

/** The server runs from its sources: the repository is three folders up. */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'worklane');
/** Everything the trained model can depend on: the server's and shared code and data, and the packages. */
const SOURCES = ['server', join('src', 'shared')];
const LOCKFILE = 'package-lock.json';

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.test.ts') ? [] : [path];
  });
}

/**
 * A digest of every file training reads or runs, so a cached model is used only for the very
 * code and data that would train it again; any change to them trains afresh.
 */
export function sourceDigest(): string {
  const hash = createHash('sha256');
  for (const path of [...SOURCES.flatMap(filesUnder), LOCKFILE].sort()) {
    hash.update(path);
    hash.update(readFileSync(join(ROOT, path)));
  }
  return hash.digest('hex').slice(0, 32);
}

const encode = (values: Float64Array) => Buffer.from(values.buffer).toString('base64');
const decode = (text: string) => {
  const bytes = Buffer.from(text, 'base64');
  return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8).slice();
};

/**
 * Training gives the same model for the same sources, and takes seconds: every process started
 * from the same sources (each app server, each test server) reads the model the first one
 * trained, from the package cache folder. A cache that cannot be read or written only means
 * training again.
 */
export function trainedOnce(train: () => Trained, dir = CACHE_DIR): Trained {
  const name = `assistant-${sourceDigest()}.json`;
  const file = join(dir, name);
  try {
    const { sentences, state } = JSON.parse(readFileSync(file, 'utf8'));
    return {
      sentences,
      state: { ...state, weights: decode(state.weights), bias: decode(state.bias) },
    };
  } catch {
    // Not trained from these sources yet.
  }
  const trained = train();
  try {
    mkdirSync(dir, { recursive: true });
    const { state } = trained;
    const text = JSON.stringify({
      sentences: trained.sentences,
      state: { ...state, weights: encode(state.weights), bias: encode(state.bias) },
    });
    // Written whole under another name, then renamed: a process reading it never sees half.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, text);
    renameSync(partial, file);
    for (const old of readdirSync(dir))
      if (old.startsWith('assistant-') && old !== name && !old.endsWith('.tmp'))
        rmSync(join(dir, old), { force: true });
  } catch {
    // A read-only install trains in every process.
  }
  return trained;
}
