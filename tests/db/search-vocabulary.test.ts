import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vocabularyOf } from '../../server/services/search/vocabulary.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.destroy();
});

const addTerm = (term: string) =>
  sql`insert into search_vocabulary (term, word, docs) values (${term}, ${term}, 3)`.execute(t.db);

describe('the vocabulary searches correct typos against', () => {
  it('keeps answering from the one it has while a minute-old one reloads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addTerm('glazier');
    const first = await vocabularyOf(t.db);
    expect(first.entries.has('glazier')).toBe(true);
    // Another server indexes a job with a new word; this one learns of it within a minute.
    await addTerm('lumberjack');
    expect((await vocabularyOf(t.db)).entries.has('lumberjack')).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await vocabularyOf(t.db)).toBe(first);
    await vi.waitFor(async () => {
      expect((await vocabularyOf(t.db)).entries.has('lumberjack')).toBe(true);
    });
  });
});
