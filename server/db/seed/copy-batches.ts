import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../connect.ts';
import { type NewJobWithSkills, namesOf } from '../repositories/jobs.ts';
import { addForms, type Vocabulary } from '../repositories/search-documents.ts';
import { addVocabulary } from '../repositories/search-index.ts';
import { copyRows, createJobEncoder } from './bulk-copy.ts';

/**
 * Jobs generated, encoded and copied as one step: PostgreSQL starts on the first step as soon
 * as it is encoded, and takes in the last soon after. Bounds memory too: at most two steps are
 * held at once.
 */
const STEP = 10_000;
/** Jobs generated before the event loop gets a turn, so a COPY under way keeps streaming. */
const SLICE = 1000;

/**
 * Generates `total` jobs and copies them in (bulk-copy.ts), a step at a time, each step
 * generated and encoded while PostgreSQL takes in the one before: encoding is this process's
 * work and a COPY mostly the server's, so the two overlap. `generate(n)` must give the next `n`
 * jobs, the same whether asked for in one call or in several. The jobs, their ids and their rows
 * are those of copying one batch of `batchSize` after another, and each batch's terms are
 * counted in the vocabulary once, after its rows, as copying it whole would count them.
 * Returns the new jobs' ids, in the order generated.
 */
export async function copyJobBatches(
  db: Db,
  generate: (count: number) => NewJobWithSkills[],
  total: number,
  batchSize: number,
): Promise<number[]> {
  const encoder = createJobEncoder();
  const ids: number[] = [];
  let copying: Promise<unknown> = Promise.resolve();
  try {
    for (let done = 0; done < total; done += batchSize) {
      const batch = Math.min(batchSize, total - done);
      const vocabulary: Vocabulary = new Map();
      for (let stepDone = 0; stepDone < batch; stepDone += STEP) {
        const count = Math.min(STEP, batch - stepDone);
        const jobs: NewJobWithSkills[] = [];
        for (let start = 0; start < count; start += SLICE) {
          await nextTurn();
          jobs.push(...generate(Math.min(SLICE, count - start)));
        }
        const encoded = await encoder.encode(db, jobs, await namesOf(db, jobs));
        addForms(vocabulary, encoded.vocabulary);
        for (const id of encoded.ids) ids.push(id);
        await copying;
        const last = stepDone + count >= batch;
        copying = copyRows(db, encoded).then(() => (last ? addVocabulary(db, vocabulary) : null));
        // A failure is thrown where the copy is awaited; until then it is not left unhandled.
        copying.catch(() => {});
      }
    }
    await copying;
    return ids;
  } finally {
    // Never return (or throw) with a COPY still holding a connection.
    await copying.catch(() => {});
  }
}
