import { parentPort } from 'node:worker_threads';
import { documentsOf, type JobText } from '../repositories/search-documents.ts';
import { createCopyRows } from './copy-binary.ts';
import { createVectorEncoder } from './vector-binary.ts';
import type { EncodedVectors } from './vector-thread.ts';

/**
 * The thread that reads jobs' texts into their search documents and encodes both vectors as
 * COPY rows (vector-thread.ts), one batch after another, keeping its lexemes from batch to batch.
 */
const vectors = createVectorEncoder();
const port = parentPort;
if (!port) throw new Error('vector-worker.ts runs as a worker thread');

port.on('message', (jobs: { id: number; text: JobText }[]) => {
  const { docs, vocabulary } = documentsOf(jobs);
  const search = createCopyRows();
  const own = createCopyRows();
  vectors.read(docs);
  vectors.write(search, own);
  const encoded: EncodedVectors = {
    search: search.finish(),
    own: own.finish(),
    vocabulary: [...vocabulary],
  };
  // Each chunk is a buffer of its own (copy-binary.ts), so it moves to the other thread uncopied.
  const chunks = [...encoded.search, ...encoded.own].map((chunk) => chunk.buffer as ArrayBuffer);
  port.postMessage(encoded, chunks);
});
