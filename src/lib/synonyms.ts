import { backgroundApi as api } from './api/client.ts';
import { readStored, STORAGE_KEYS, writeStored } from './browser-storage.ts';

let pending: Promise<void> | undefined;

/**
 * Fetches the synonym groups once and keeps them in browser storage; from then on every API
 * request asks for synonym matching (spec 7). A failure is retried on the next call.
 */
export function rememberSynonyms(): Promise<void> {
  if (readStored(STORAGE_KEYS.synonyms) !== null) return Promise.resolve();
  pending ??= api
    .get<string[][]>('synonyms', { public: true, quiet: true })
    .then((groups) => {
      writeStored(STORAGE_KEYS.synonyms, JSON.stringify(groups));
    })
    .catch(() => {
      pending = undefined;
    });
  return pending;
}
