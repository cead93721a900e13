import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../connect.ts';
import { type NewJobWithSkills, namesOf } from '../repositories/jobs.ts';
import { addForms, type Vocabulary } from '../repositories/search-documents.ts';
import { addVocabulary } from '../repositories/search-index.ts';
import { copyRows, createJobEncoder, ENCODER_THREADS, type EncodedJobs } from './bulk-copy.ts';

/**
 * Jobs generated, encoded and copied as one step: PostgreSQL starts on the first step as soon
 * as it is encoded, and takes in the last soon after. Bounds memory too: at most four steps are
 * held at once (being copied, encoded, or generated).
 */
const STEP = 10_000;
/** Jobs generated before the event loop gets a turn, so a COPY under way keeps streaming. */
const SLICE = 1000;

/**
 * Generates `total` jobs and copies them in (bulk-copy.ts), a step at a time, as a pipeline:
 * while PostgreSQL takes in one step, the encoder's threads encode the next ones' documents and
 * this one generates the step after. `generate(n)` must give the next `n` jobs, the same whether
 * asked for in one call or in several. The jobs, their ids and their rows are those of copying
 * one batch of `batchSize` after another, and each batch's terms are counted in the vocabulary
 * once, after its rows, as copying it whole would count them. Returns the new jobs' ids, in the
 * order generated.
 */
export async function copyJobBatches(
  db: Db,
  generate: (count: number) => NewJobWithSkills[],
  total: number,
  batchSize: number,
  stepSize = STEP,
): Promise<number[]> {
  const encoder = createJobEncoder();
  const ids: number[] = [];
  let copying: Promise<unknown> = Promise.resolve();
  /** Steps being encoded, in order, each with its batch's vocabulary and whether it ends it. */
  const encoding: { done: Promise<EncodedJobs>; vocabulary: Vocabulary; last: boolean }[] = [];
  /** Waits for the first step being encoded, then starts copying it once the one before is in. */
  const copyNext = async () => {
    const step = encoding.shift();
    if (!step) return;
    const encoded = await step.done;
    addForms(step.vocabulary, encoded.vocabulary);
    for (const id of encoded.ids) ids.push(id);
    await copying;
    copying = copyRows(db, encoded).then(() =>
      step.last ? addVocabulary(db, step.vocabulary) : null,
    );
    // A failure is thrown where the copy is awaited; until then it is not left unhandled.
    copying.catch(() => {});
  };
  try {
    for (let done = 0; done < total; done += batchSize) {
      const batch = Math.min(batchSize, total - done);
      const vocabulary: Vocabulary = new Map();
      for (let stepDone = 0; stepDone < batch; stepDone += stepSize) {
        const count = Math.min(stepSize, batch - stepDone);
        const jobs: NewJobWithSkills[] = [];
        for (let start = 0; start < count; start += SLICE) {
          await nextTurn();
          jobs.push(...generate(Math.min(SLICE, count - start)));
        }
        const { done } = await encoder.begin(db, jobs, await namesOf(db, jobs));
        done.catch(() => {});
        encoding.push({ done, vocabulary, last: stepDone + count >= batch });
        // Each of the encoder's threads keeps a step while this one generates the next.
        if (encoding.length > ENCODER_THREADS) await copyNext();
      }
    }
    while (encoding.length > 0) await copyNext();
    await copying;
    return ids;
  } finally {
    // Never return (or throw) with a COPY still holding a connection or a thread running.
    for (const step of encoding) await step.done.catch(() => {});
    await copying.catch(() => {});
    await encoder.close();
  }
}
