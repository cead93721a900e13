import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday } from '../../src/shared/credentials/status.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { createFilesTestApp, type FilesTestApp, fixture, form } from '../support/files.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app);
const upload = (cookie: string, id: number, file: { bytes: Uint8Array; name: string }) =>
  t.app.request(`/api/v1/candidates/credentials/${id}/document`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'worklane' },
    body: form({}, file),
  });

const inDays = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));
const RN = {
  type: 'RN',
  state: 'TX',
  number: 'RN-123456',
  multistate: true,
  issuedOn: '2022-01-15',
  expiresOn: inDays(400),
};

async function errorOf(res: Response) {
  const body = await res.json();
  expect(body.statusCode).toBe(res.status);
  return body.errorMessage as string;
}

describe('credentials', () => {
  it('adds a licence and a certification, lists them with their status, and changes one', async () => {
    const { cookie } = await t.signUpCandidate('Nia');
    const licence = await call(cookie, 'POST', '/credentials', RN);
    expect(licence.status).toBe(201);
    const rn = await payload(licence);
    expect(rn).toMatchObject({
      kind: 'L',
      type: 'RN',
      name: 'Registered Nurse (RN)',
      state: 'TX',
      multistate: true,
      status: 'current',
      document: null,
    });
    const bls = await payload(
      await call(cookie, 'POST', '/credentials', { type: 'BLS', expiresOn: inDays(20) }),
    );
    expect(bls).toMatchObject({ kind: 'C', status: 'expiring', state: null, multistate: false });
    const acls = await payload(
      await call(cookie, 'POST', '/credentials', { type: 'ACLS', expiresOn: inDays(-3) }),
    );
    expect(acls.status).toBe('expired');

    const list = await payload(await call(cookie, 'GET', '/credentials'));
    expect(list.map((c: { type: string }) => c.type)).toEqual(['RN', 'ACLS', 'BLS']);

    const changed = await call(cookie, 'PUT', `/credentials/${acls.id}`, {
      type: 'ACLS',
      expiresOn: inDays(700),
      version: acls.version,
    });
    expect(changed.status).toBe(200);
    expect(await payload(changed)).toMatchObject({ status: 'current', version: acls.version + 1 });
    const stale = await call(cookie, 'PUT', `/credentials/${acls.id}`, {
      type: 'ACLS',
      expiresOn: inDays(700),
      version: acls.version,
    });
    expect(stale.status).toBe(409);

    expect((await call(cookie, 'DELETE', `/credentials/${bls.id}`)).status).toBe(200);
    expect((await call(cookie, 'GET', `/credentials/${bls.id}`)).status).toBe(404);
  });

  it.each([
    [{ ...RN, type: 'XYZ' }, 'type: Choose a licence or certification type from the list.'],
    [{ ...RN, state: 'ZZ' }, 'state: Choose a US state from the list.'],
    [{ ...RN, state: null }, 'state: Choose the state that issued the licence.'],
    [{ ...RN, number: '' }, 'number: Enter the licence number.'],
    [
      { ...RN, number: 'RN<script>' },
      'number: Use only letters, digits, spaces, hyphens and full stops in the number.',
    ],
    [
      { ...RN, issuedOn: '2024-05-01', expiresOn: '2024-04-30' },
      'expiresOn: The expiry date cannot be before the issue date.',
    ],
    [
      { ...RN, expiresOn: '2024-13-40' },
      'expiresOn: Enter the expiry date as a date in the form YYYY-MM-DD.',
    ],
    [{ ...RN, issuedOn: inDays(10) }, 'issuedOn: The issue date cannot be in the future.'],
    [{ ...RN, type: 'NP' }, 'multistate: Only RN and LPN/LVN licences can be multistate.'],
    [
      { type: 'BLS', expiresOn: inDays(9), multistate: true },
      'multistate: Only a licence can be multistate.',
    ],
  ])('refuses %j with a field message', async (body, message) => {
    const { cookie } = await t.signUpCandidate('Bad');
    const res = await call(cookie, 'POST', '/credentials', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('accepts an expiry already past and marks it expired', async () => {
    const { cookie } = await t.signUpCandidate('Old');
    const res = await call(cookie, 'POST', '/credentials', {
      ...RN,
      expiresOn: '2020-01-01',
      issuedOn: '2018-01-01',
    });
    expect(res.status).toBe(201);
    expect((await payload(res)).status).toBe('expired');
  });

  it('keeps one document per credential, checked by its bytes and size', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Doc');
    const rn = await payload(await call(cookie, 'POST', '/credentials', RN));
    const first = await upload(cookie, rn.id, {
      bytes: fixture('resume.pdf'),
      name: 'licence.pdf',
    });
    expect(first.status).toBe(201);
    const firstFile = await payload(first);
    expect(firstFile).toMatchObject({ category: 'CREDENTIAL', contentType: 'application/pdf' });
    const second = await payload(
      await upload(cookie, rn.id, { bytes: fixture('avatar.png'), name: 'card.png' }),
    );
    const shown = await payload(await call(cookie, 'GET', `/credentials/${rn.id}`));
    expect(shown.document).toMatchObject({ id: second.id, contentType: 'image/png' });
    expect(
      (await t.app.request(new URL(shown.document.signedUrl, 'http://x').pathname)).status,
    ).toBe(200);
    const files = await t.db
      .selectFrom('files')
      .select('id')
      .where('candidate_id', '=', candidate.id)
      .execute();
    expect(files.map((f) => f.id)).toEqual([second.id]);

    const word = await upload(cookie, rn.id, {
      bytes: fixture('resume.docx'),
      name: 'licence.docx',
    });
    expect(word.status).toBe(415);
    expect(await errorOf(word)).toBe('file: The document must be a PDF, PNG or JPEG file.');
    const fake = await upload(cookie, rn.id, {
      bytes: Buffer.from('not really a pdf'),
      name: 'x.pdf',
    });
    expect(fake.status).toBe(415);
    const big = Buffer.concat([fixture('resume.pdf'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(cookie, rn.id, { bytes: big, name: 'big.pdf' });
    expect(tooLarge.status).toBe(413);
    expect(await errorOf(tooLarge)).toBe(
      'file: The document is too large: upload a file of at most 10 MB.',
    );

    expect((await call(cookie, 'DELETE', `/credentials/${rn.id}/document`)).status).toBe(200);
    expect((await call(cookie, 'GET', `/credentials/${rn.id}/document`)).status).toBe(404);
    expect(
      await t.db
        .selectFrom('files')
        .select('id')
        .where('candidate_id', '=', candidate.id)
        .execute(),
    ).toEqual([]);
  });

  it('removes the document with its credential', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Gone');
    const bls = await payload(
      await call(cookie, 'POST', '/credentials', { type: 'BLS', expiresOn: inDays(90) }),
    );
    await upload(cookie, bls.id, { bytes: fixture('resume.pdf'), name: 'bls.pdf' });
    await call(cookie, 'DELETE', `/credentials/${bls.id}`);
    expect(
      await t.db
        .selectFrom('files')
        .select('id')
        .where('candidate_id', '=', candidate.id)
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 to another candidate on every path of a credential and its document', async () => {
    const owner = await t.signUpCandidate('Own');
    const other = await t.signUpCandidate('Oth');
    const rn = await payload(await call(owner.cookie, 'POST', '/credentials', RN));
    await upload(owner.cookie, rn.id, { bytes: fixture('resume.pdf'), name: 'licence.pdf' });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/credentials/${rn.id}`],
      ['PUT', `/credentials/${rn.id}`, { ...RN, version: rn.version }],
      ['DELETE', `/credentials/${rn.id}`],
      ['GET', `/credentials/${rn.id}/document`],
      ['DELETE', `/credentials/${rn.id}/document`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(other.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const stolen = await upload(other.cookie, rn.id, {
      bytes: fixture('resume.pdf'),
      name: 'x.pdf',
    });
    expect(stolen.status).toBe(404);
    const viaUploadFile = await t.app.request('/api/v1/upload-file', {
      method: 'POST',
      headers: { cookie: other.cookie, 'x-requested-with': 'worklane' },
      body: form(
        { category: 'CREDENTIAL', credentialId: String(rn.id) },
        { bytes: fixture('resume.pdf'), name: 'x.pdf' },
      ),
    });
    expect(viaUploadFile.status).toBe(404);
    expect(await payload(await call(other.cookie, 'GET', '/credentials'))).toEqual([]);
    const still = await payload(await call(owner.cookie, 'GET', `/credentials/${rn.id}`));
    expect(still.document).not.toBeNull();
    expect((await call(null, 'GET', '/credentials')).status).toBe(401);
  });
});
