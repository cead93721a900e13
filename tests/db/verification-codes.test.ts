import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { checkCode, issueCode } from '../../server/identity/codes.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

let n = 0;
async function candidate() {
  const now = new Date().toISOString();
  n++;
  return (
    await insertCandidate(t.db, {
      email: `code${n}@example.test`,
      first_name: 'Cody',
      last_name: 'Tester',
      created_at: now,
      updated_at: now,
    })
  ).id;
}

/** A six-digit code that is surely not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const attemptsOf = async (id: number) =>
  (
    await t.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('candidate_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).attempts;

describe('verification codes', () => {
  it('count exactly five of twenty wrong tries sent at once, and are dead after them', async () => {
    const id = await candidate();
    const code = (await issueCode(t.db, id, 'reset')) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkCode(t.db, id, 'reset', wrong(code))),
    );
    expect(Number(await attemptsOf(id))).toBe(5);
    const mismatches = answers.filter((a) => a === 'CodeMismatchException').length;
    expect(mismatches).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a === 'LimitExceededException')).toHaveLength(20 - mismatches);
    expect(await checkCode(t.db, id, 'reset', code)).toBe('LimitExceededException');
  });

  it('refuse the right code after five wrong ones, the fifth answering that the limit is reached', async () => {
    const id = await candidate();
    const code = (await issueCode(t.db, id, 'signup')) ?? '';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await checkCode(t.db, id, 'signup', wrong(code)));
    expect(answers).toEqual([
      'CodeMismatchException',
      'CodeMismatchException',
      'CodeMismatchException',
      'CodeMismatchException',
      'LimitExceededException',
    ]);
    expect(await checkCode(t.db, id, 'signup', code)).toBe('LimitExceededException');
  });

  it('keep the wrong tries of the hour when a new code is sent', async () => {
    const id = await candidate();
    const first = (await issueCode(t.db, id, 'reset')) ?? '';
    for (let i = 0; i < 3; i++)
      expect(await checkCode(t.db, id, 'reset', wrong(first))).toBe('CodeMismatchException');
    const second = (await issueCode(t.db, id, 'reset')) ?? '';
    expect(await checkCode(t.db, id, 'reset', wrong(second))).toBe('CodeMismatchException');
    expect(await checkCode(t.db, id, 'reset', wrong(second))).toBe('LimitExceededException');
    const third = (await issueCode(t.db, id, 'reset')) ?? '';
    expect(await checkCode(t.db, id, 'reset', third)).toBe('LimitExceededException');
  });

  it('accept the right code once, and start a new budget after a success', async () => {
    const id = await candidate();
    const code = (await issueCode(t.db, id, 'email')) ?? '';
    for (let i = 0; i < 4; i++) await checkCode(t.db, id, 'email', wrong(code));
    expect(await checkCode(t.db, id, 'email', code)).toBe('ok');
    expect(await checkCode(t.db, id, 'email', code)).toBe('CodeMismatchException');
    const next = (await issueCode(t.db, id, 'email')) ?? '';
    for (let i = 0; i < 4; i++)
      expect(await checkCode(t.db, id, 'email', wrong(next))).toBe('CodeMismatchException');
    expect(await checkCode(t.db, id, 'email', next)).toBe('ok');
  });

  it('are sent to one account at most five times an hour, whatever the purpose', async () => {
    const id = await candidate();
    const issued = [];
    for (const purpose of ['signup', 'signup', 'reset', 'reset', 'email', 'reset'] as const)
      issued.push(await issueCode(t.db, id, purpose));
    expect(issued.slice(0, 5).every((code) => /^\d{6}$/.test(code ?? ''))).toBe(true);
    expect(issued[5]).toBeNull();
    const other = await candidate();
    expect(await issueCode(t.db, other, 'reset')).toMatch(/^\d{6}$/);
  });
});
