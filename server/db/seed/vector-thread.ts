import { Worker } from 'node:worker_threads';
import type { JobText, Vocabulary } from '../repositories/search-documents.ts';

/** A batch of jobs' search documents as COPY rows, and the vocabulary they add. */
export interface EncodedVectors {
  /** Rows of job_search_docs (job_id, search_vector). */
  search: Buffer[];
  /** Rows of job_search_own (job_id, own_vector). */
  own: Buffer[];
  vocabulary: [string, { forms: string[]; docs: number }][];
}

const asBuffer = (chunk: Uint8Array) =>
  Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * A thread of its own reading jobs' documents and encoding their vectors (vector-worker.ts),
 * most of a bulk load's work on this side: this thread meanwhile generates the next jobs and
 * streams the rows before to PostgreSQL. Batches are encoded in the order given. The thread
 * keeps the process alive only while a batch is under way.
 */
export function createVectorThread() {
  const worker = new Worker(new URL('./vector-worker.ts', import.meta.url));
  worker.unref();
  const waiting: { resolve: (encoded: EncodedVectors) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | undefined;
  worker.on('message', (encoded: EncodedVectors) => {
    waiting.shift()?.resolve({
      search: encoded.search.map(asBuffer),
      own: encoded.own.map(asBuffer),
      vocabulary: encoded.vocabulary,
    });
    if (waiting.length === 0) worker.unref();
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const batch of waiting.splice(0)) batch.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The vector thread stopped (exit code ${code})`)));
  return {
    /** The jobs' vectors as COPY rows, and the vocabulary of their documents. */
    encode(jobs: readonly { id: number; text: JobText }[]): Promise<EncodedVectors> {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.ref();
        worker.postMessage(jobs);
      });
    },
    /** Stops the thread; batches still waiting fail. */
    close: () => worker.terminate().then(() => {}),
  };
}

/** The vocabulary of encoded vectors as a map. */
export const vocabularyOf = (encoded: EncodedVectors): Vocabulary => new Map(encoded.vocabulary);
