import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { withUrls } from '../../server/services/storage/index.ts';
import { localDiskStore } from '../../server/services/storage/local-disk.ts';
import { signedUrls } from '../../server/services/storage/signed-urls.ts';
import { createTestDb } from './db.ts';

export const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/files/${name}`, import.meta.url));

/** The app on a throwaway database with its files in a folder the test can look into. */
export async function createFilesTestApp(options: { now?: () => number } = {}) {
  const testDb = await createTestDb();
  const dir = await mkdtemp(join(tmpdir(), 'worklane-files-test-'));
  const storage = withUrls(localDiskStore(dir), signedUrls(testDb.db, options.now));
  const app = createApp({ db: testDb.db, env: { NODE_ENV: 'test', FLAVOUR: 'D' }, storage });

  let n = 0;
  async function signUpCandidate(firstName = 'Casey') {
    const now = new Date().toISOString();
    n++;
    const candidate = await insertCandidate(testDb.db, {
      email: `${firstName.toLowerCase()}${n}@example.test`,
      first_name: firstName,
      last_name: 'Tester',
      created_at: now,
      updated_at: now,
    });
    const { token } = await startSession(testDb.db, candidate.id);
    return { candidate, cookie: `${SESSION_COOKIE}=${token}` };
  }

  /** Every file in the storage folder, partial ones included. */
  const storedFiles = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));

  return {
    app,
    db: testDb.db,
    dir,
    storage,
    signUpCandidate,
    storedFiles,
    async destroy() {
      await app.close();
      await testDb.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type FilesTestApp = Awaited<ReturnType<typeof createFilesTestApp>>;

/** A multipart form: text fields, then (optionally) one file part. */
export function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file)
    body.append(
      'file',
      new File([new Uint8Array(file.bytes)], file.name, {
        type: file.type ?? 'application/octet-stream',
      }),
    );
  return body;
}
