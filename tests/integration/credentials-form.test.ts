import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenFor } from '../../server/identity/form-token.ts';
import { isoToday } from '../../src/shared/credentials/status.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { createFilesTestApp, type FilesTestApp, fixture } from '../support/files.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app);
const inDays = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));

/** The page's no-script form as a browser on this site posts it (multipart, with its token). */
function post(
  who: { cookie: string; token: string },
  path: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
) {
  const body = new FormData();
  body.append('csrf_token', who.token);
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', file ? new File([new Uint8Array(file.bytes)], file.name) : new File([], ''));
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie: who.cookie, host: 'localhost', origin: 'http://localhost' },
    body,
  });
}

async function signUp(name: string) {
  const { cookie, candidate } = await t.signUpCandidate(name);
  const token = formTokenFor(cookie.split('=')[1] ?? '');
  return { cookie, token, candidate };
}

const LICENCE = {
  kind: 'L',
  type: 'RN',
  state: 'TX',
  number: 'RN 778899',
  multistate: 'on',
  issuedOn: '2023-03-01',
  expiresOn: inDays(500),
};

describe('the credentials page forms', () => {
  it('add a licence with its document and land on it', async () => {
    const me = await signUp('Form');
    const res = await post(me, '/candidate/credentials', LICENCE, {
      bytes: fixture('resume.pdf'),
      name: 'licence.pdf',
    });
    expect(res.status).toBe(303);
    const [rn] = await payload(await call(me.cookie, 'GET', '/credentials'));
    expect(res.headers.get('location')).toBe(
      `/candidate/credentials?done=added#credential-${rn.id}`,
    );
    expect(rn).toMatchObject({ type: 'RN', state: 'TX', multistate: true, status: 'current' });
    expect(rn.document).toMatchObject({ contentType: 'application/pdf', category: 'CREDENTIAL' });
  });

  it('add a certification without a document', async () => {
    const me = await signUp('Cert');
    const res = await post(me, '/candidate/credentials', {
      kind: 'C',
      type: 'BLS',
      state: '',
      number: '',
      issuedOn: '',
      expiresOn: inDays(30),
    });
    expect(res.status).toBe(303);
    const [bls] = await payload(await call(me.cookie, 'GET', '/credentials'));
    expect(bls).toMatchObject({ type: 'BLS', status: 'expiring', document: null });
  });

  it('send a problem back to the form it came from, and keep nothing', async () => {
    const me = await signUp('Oops');
    const bad = await post(me, '/candidate/credentials', { ...LICENCE, expiresOn: '2020-01-01' });
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.get('location') ?? '', 'http://localhost');
    expect(location.searchParams.get('problem')).toBe(
      'The expiry date cannot be before the issue date.',
    );
    expect(location.hash).toBe('#add-licence');
    const word = await post(me, '/candidate/credentials', LICENCE, {
      bytes: fixture('resume.docx'),
      name: 'licence.docx',
    });
    const wordAt = new URL(word.headers.get('location') ?? '', 'http://localhost');
    expect(wordAt.searchParams.get('problem')).toBe(
      'The document must be a PDF, PNG or JPEG file.',
    );
    expect(await payload(await call(me.cookie, 'GET', '/credentials'))).toEqual([]);
    expect(
      await t.db
        .selectFrom('files')
        .select('id')
        .where('candidate_id', '=', me.candidate.id)
        .execute(),
    ).toEqual([]);
  });

  it('change, replace the document of and remove a credential', async () => {
    const me = await signUp('Edit');
    await post(me, '/candidate/credentials', { kind: 'C', type: 'ACLS', expiresOn: inDays(-5) });
    const [acls] = await payload(await call(me.cookie, 'GET', '/credentials'));
    expect(acls.status).toBe('expired');
    const changed = await post(me, `/candidate/credentials/${acls.id}`, {
      type: 'ACLS',
      expiresOn: inDays(720),
      version: String(acls.version),
    });
    expect(changed.headers.get('location')).toBe(
      `/candidate/credentials?done=changed#credential-${acls.id}`,
    );
    const doc = await post(
      me,
      `/candidate/credentials/${acls.id}`,
      { action: 'document' },
      { bytes: fixture('avatar.png'), name: 'card.png' },
    );
    expect(doc.headers.get('location')).toContain('done=document');
    const now = await payload(await call(me.cookie, 'GET', `/credentials/${acls.id}`));
    expect(now).toMatchObject({ status: 'current', document: { contentType: 'image/png' } });
    const removed = await post(me, `/candidate/credentials/${acls.id}`, { action: 'remove' });
    expect(removed.headers.get('location')).toBe('/candidate/credentials?done=removed#held');
    expect(await payload(await call(me.cookie, 'GET', '/credentials'))).toEqual([]);
  });

  it("refuse another candidate's credential, a forged post and a visitor", async () => {
    const owner = await signUp('Mine');
    const other = await signUp('Them');
    await post(owner, '/candidate/credentials', { kind: 'C', type: 'BLS', expiresOn: inDays(90) });
    const [bls] = await payload(await call(owner.cookie, 'GET', '/credentials'));
    const attempts: Record<string, string>[] = [
      { action: 'remove' },
      { action: 'document' },
      { type: 'BLS', expiresOn: inDays(9), version: '1' },
    ];
    for (const fields of attempts) {
      const res = await post(other, `/candidate/credentials/${bls.id}`, fields, {
        bytes: fixture('resume.pdf'),
        name: 'x.pdf',
      });
      expect(res.status).toBe(404);
    }
    const forged = await post({ ...other, token: 'nope' }, '/candidate/credentials', LICENCE);
    expect(forged.status).toBe(403);
    const visitor = await t.app.request('http://localhost/candidate/credentials', {
      method: 'POST',
      headers: { host: 'localhost', origin: 'http://localhost' },
      body: new FormData(),
    });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toContain('/signin');
    expect(await payload(await call(owner.cookie, 'GET', `/credentials/${bls.id}`))).toMatchObject({
      type: 'BLS',
      version: 1,
    });
    expect(await payload(await call(other.cookie, 'GET', '/credentials'))).toEqual([]);
  });
});
