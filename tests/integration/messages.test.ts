import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import type { LiveEvent } from '../../server/services/live/hub.ts';
import type { TestApp } from '../support/app.ts';
import { payload } from '../support/candidate-api.ts';
import { fixture, form } from '../support/files.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
let enterpriseA = 0;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
  const [a] = await t.db.selectFrom('enterprises').select('id').orderBy('id').limit(1).execute();
  enterpriseA = a?.id ?? 0;
});
afterAll(() => t.destroy());

/** PUT candidates/messages/general as the spec's client sends it: a 'messages' part and a file. */
function sendAsCandidate(
  cookie: string,
  messages: Record<string, unknown>,
  options: { file?: { bytes: Uint8Array; name: string; type?: string }; key?: string } = {},
) {
  return t.app.request('/api/v1/candidates/messages/general', {
    method: 'PUT',
    headers: {
      cookie,
      'x-requested-with': 'worklane',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: form({ messages: JSON.stringify(messages) }, options.file),
  });
}

function sendAsEnterprise(
  key: string,
  candidateId: number,
  body: Record<string, unknown> | FormData,
  idempotencyKey?: string,
) {
  const json = !(body instanceof FormData);
  return t.app.request(`/enterprise/api/v1/candidates/${candidateId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  });
}

const enterpriseGet = (key: string, path: string, method = 'GET') =>
  t.app.request(`/enterprise/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}` },
  });

const messageRows = (candidateId: number) =>
  t.db.selectFrom('messages').selectAll().where('candidate_id', '=', candidateId).execute();

describe('an enterprise messaging an applicant', () => {
  it('reaches the candidate live, with a notification, the unread count and the conversation', async () => {
    const ola = await side.applicant('Ola');
    const events: LiveEvent[] = [];
    const stop = t.live.subscribe(ola.candidate.id, (event) => events.push(event));
    const sent = await sendAsEnterprise(side.keyA, ola.candidate.id, {
      message: 'Hello Ola, are you free for a call on Monday?',
      senderName: 'Jordan Lee',
      senderTitle: 'Talent Partner',
    });
    stop();
    expect(sent.status).toBe(201);
    const message = await payload(sent);
    expect(message).toMatchObject({
      message: 'Hello Ola, are you free for a call on Monday?',
      messageType: 'TEXT',
      byEnterprise: true,
      messageFrom: enterpriseA,
      messageTo: ola.candidate.id,
      enterpriseId: enterpriseA,
      statusForFrom: 'SENT',
      messageSignedUrl: null,
    });

    expect(events.filter((e) => e.type === 'message')).toEqual([
      { type: 'message', data: expect.objectContaining({ id: message.id }) },
    ]);
    expect(events).toContainEqual({ type: 'counts', data: { messages: 1 } });
    const [note] = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('candidate_id', '=', ola.candidate.id)
      .execute();
    expect(note).toMatchObject({
      kind: 'message:new',
      value: 'New message from Jordan Lee: Hello Ola, are you free for a call on Mo...',
      call_to_action_url: `/candidate/message-list?candidateId=${ola.candidate.id}&enterpriseId=${enterpriseA}`,
    });

    const as = asCandidate(t, ola.cookie);
    expect(await payload(await as('GET', '/messages/unread-count'))).toEqual({ unreadCount: 1 });
    const [conversation, ...others] = await payload(await as('GET', '/messages/0/10'));
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({
      enterpriseId: enterpriseA,
      messageFromName: 'Jordan Lee',
      messageFromProfileTitle: 'Talent Partner',
      lastMessage: 'Hello Ola, are you free for a call on Monday?',
      unreadCount: 1,
      candidateId: ola.candidate.id,
    });
    expect(conversation.enterpriseName).toBeTruthy();
    const details = await as(
      'GET',
      `/messages/details/0/500?candidateId=${ola.candidate.id}&enterpriseId=${enterpriseA}`,
    );
    expect((await payload(details)).map((m: { id: number }) => m.id)).toEqual([message.id]);
  });

  it('sends an image the candidate opens through its signed link', async () => {
    const ina = await side.applicant('Ina');
    const png = fixture('avatar.png');
    const body = new FormData();
    body.append('message', 'Our site map');
    body.append('file', new File([new Uint8Array(png)], 'map.png', { type: 'image/png' }));
    const sent = await sendAsEnterprise(side.keyA, ina.candidate.id, body);
    expect(sent.status).toBe(201);
    const message = await payload(sent);
    expect(message).toMatchObject({
      messageType: 'FILE',
      message: 'Our site map',
      fileName: 'map.png',
      fileContentType: 'image/png',
    });
    const served = await t.app.request(message.messageSignedUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('lists conversations, reads one and marks the candidate’s replies read', async () => {
    const uma = await side.applicant('Uma');
    await sendAsEnterprise(side.keyA, uma.candidate.id, { message: 'Welcome aboard' });
    const replied = await sendAsCandidate(uma.cookie, {
      message: 'Thank you!',
      messageFrom: uma.candidate.id,
      messageTo: enterpriseA,
      messageType: 'TEXT',
      byEnterprise: false,
      enterpriseId: enterpriseA,
    });
    expect(replied.status).toBe(200);
    expect(await payload(replied)).toMatchObject({
      message: 'Thank you!',
      byEnterprise: false,
      messageFrom: uma.candidate.id,
      messageTo: enterpriseA,
    });

    const list = await payload(await enterpriseGet(side.keyA, '/messages/0/500'));
    expect(list.find((c: { candidateId: number }) => c.candidateId === uma.candidate.id)).toEqual(
      expect.objectContaining({ lastMessage: 'Thank you!', unreadCount: 1, firstName: 'Uma' }),
    );
    const thread = await payload(
      await enterpriseGet(side.keyA, `/candidates/${uma.candidate.id}/messages`),
    );
    expect(thread.map((m: { message: string }) => m.message)).toEqual([
      'Welcome aboard',
      'Thank you!',
    ]);
    const read = await enterpriseGet(
      side.keyA,
      `/candidates/${uma.candidate.id}/messages/read`,
      'PUT',
    );
    expect(await payload(read)).toEqual({ read: 1 });
    const after = await payload(await enterpriseGet(side.keyA, '/messages/0/500'));
    expect(
      after.find((c: { candidateId: number }) => c.candidateId === uma.candidate.id).unreadCount,
    ).toBe(0);
  });
});

describe('a candidate reading and clearing', () => {
  it('marks a conversation read, which the badge and the other tabs see', async () => {
    const rex = await side.applicant('Rex');
    await sendAsEnterprise(side.keyA, rex.candidate.id, { message: 'One' });
    await sendAsEnterprise(side.keyA, rex.candidate.id, { message: 'Two' });
    const as = asCandidate(t, rex.cookie);
    expect(await payload(await as('GET', '/messages/unread-count'))).toEqual({ unreadCount: 2 });
    const events: LiveEvent[] = [];
    const stop = t.live.subscribe(rex.candidate.id, (event) => events.push(event));
    const read = await as('PUT', '/messages/read', {
      messageFrom: enterpriseA,
      messageTo: rex.candidate.id,
      enterpriseId: enterpriseA,
    });
    stop();
    expect(read.status).toBe(200);
    expect(events).toEqual([{ type: 'counts', data: { messages: 0 } }]);
    expect(await payload(await as('GET', '/messages/unread-count'))).toEqual({ unreadCount: 0 });
    const [conversation] = await payload(await as('GET', '/messages/0/500'));
    expect(conversation.unreadCount).toBe(0);
  });

  it('clears the history from the candidate’s view only; new messages show again', async () => {
    const kim = await side.applicant('Kim');
    await sendAsEnterprise(side.keyA, kim.candidate.id, { message: 'Before the clear' });
    const as = asCandidate(t, kim.cookie);
    const cleared = await as(
      'PUT',
      `/messages/chat-history?candidateId=${kim.candidate.id}&enterpriseId=${enterpriseA}`,
    );
    expect(cleared.status).toBe(200);
    const details = `/messages/details/0/500?candidateId=${kim.candidate.id}&enterpriseId=${enterpriseA}`;
    expect(await payload(await as('GET', details))).toEqual([]);
    expect(await payload(await as('GET', '/messages/0/500'))).toEqual([]);
    expect(await payload(await as('GET', '/messages/unread-count'))).toEqual({ unreadCount: 0 });

    const kept = await payload(
      await enterpriseGet(side.keyA, `/candidates/${kim.candidate.id}/messages`),
    );
    expect(kept.map((m: { message: string }) => m.message)).toEqual(['Before the clear']);

    await sendAsEnterprise(side.keyA, kim.candidate.id, { message: 'After the clear' });
    const shown = await payload(await as('GET', details));
    expect(shown.map((m: { message: string }) => m.message)).toEqual(['After the clear']);
  });

  it('clears every conversation when no enterprise is given', async () => {
    const lea = await side.applicant('Lea');
    await sendAsEnterprise(side.keyA, lea.candidate.id, { message: 'Hi' });
    const as = asCandidate(t, lea.cookie);
    const cleared = await as('PUT', `/messages/chat-history?candidateId=${lea.candidate.id}`);
    expect(await payload(cleared)).toMatchObject({ cleared: 1, unreadCount: 0 });
    expect(await payload(await as('GET', '/messages/0/500'))).toEqual([]);
  });
});

describe('what is sent is kept as text', () => {
  it('returns HTML in a message verbatim, as text', async () => {
    const ava = await side.applicant('Ava');
    const html =
      '<img src=x onerror="alert(1)"><script>alert(document.cookie)</script> & <b>hi</b>';
    const sent = await sendAsCandidate(ava.cookie, {
      message: html,
      messageType: 'TEXT',
      byEnterprise: false,
      enterpriseId: enterpriseA,
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await payload(sent)).message).toBe(html);
    const thread = await payload(
      await enterpriseGet(side.keyA, `/candidates/${ava.candidate.id}/messages`),
    );
    expect(thread[0].message).toBe(html);
  });
});

describe('refusals', () => {
  it('refuses empty text, a candidate claiming to be the enterprise and bodies that are not forms', async () => {
    const bo = await side.applicant('Bo');
    const base = { messageType: 'TEXT', byEnterprise: false, enterpriseId: enterpriseA };
    const empty = await sendAsCandidate(bo.cookie, { ...base, message: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errorMessage).toBe('Type a message or attach a file.');
    const claimed = await sendAsCandidate(bo.cookie, { ...base, message: 'x', byEnterprise: true });
    expect(claimed.status).toBe(400);
    const missing = await t.app.request('/api/v1/candidates/messages/general', {
      method: 'PUT',
      headers: { cookie: bo.cookie, 'x-requested-with': 'worklane' },
      body: form({ other: '1' }),
    });
    expect(missing.status).toBe(400);
    const json = await asCandidate(t, bo.cookie)('PUT', '/messages/general', {
      ...base,
      message: 'x',
    });
    expect(json.status).toBe(415);
    expect(await messageRows(bo.candidate.id)).toEqual([]);
  });

  it('refuses a file that is not png, jpg, pdf, doc or docx with 415, and one over 10 MB with 413', async () => {
    const cy = await side.applicant('Cy');
    const base = {
      message: '',
      messageType: 'FILE',
      byEnterprise: false,
      enterpriseId: enterpriseA,
    };
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)]);
    const wrong = await sendAsCandidate(cy.cookie, base, {
      file: { bytes: exe, name: 'photo.png', type: 'image/png' },
    });
    expect(wrong.status).toBe(415);
    expect(await wrong.json()).toEqual({
      statusCode: 415,
      errorMessage: 'Unable to process the file.',
    });
    const png = fixture('avatar.png');
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const large = await sendAsCandidate(cy.cookie, base, {
      file: { bytes: huge, name: 'big.png', type: 'image/png' },
    });
    expect(large.status).toBe(413);
    expect(await messageRows(cy.candidate.id)).toEqual([]);
    const files = await t.db
      .selectFrom('files')
      .select('id')
      .where('candidate_id', '=', cy.candidate.id)
      .execute();
    expect(files).toEqual([]);

    const pdf = await sendAsCandidate(cy.cookie, base, {
      file: { bytes: fixture('resume.pdf'), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(pdf.status).toBe(200);
    expect(await payload(pdf)).toMatchObject({
      messageType: 'FILE',
      message: 'cv.pdf',
      fileContentType: 'application/pdf',
    });
  });
});

describe('idempotent sending', () => {
  it('answers a retry with the first message and never stores a second', async () => {
    const dee = await side.applicant('Dee');
    const body = {
      message: 'Only once',
      messageType: 'TEXT',
      byEnterprise: false,
      enterpriseId: enterpriseA,
    };
    const first = await payload(await sendAsCandidate(dee.cookie, body, { key: 'retry-1' }));
    const again = await payload(await sendAsCandidate(dee.cookie, body, { key: 'retry-1' }));
    expect(again).toEqual(first);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => sendAsCandidate(dee.cookie, body, { key: 'retry-2' })),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(await Promise.all(racing.map(async (r) => (await payload(r)).id)));
    expect(ids.size).toBe(1);
    expect(await messageRows(dee.candidate.id)).toHaveLength(2);
  });

  it('does the same for the enterprise, and keeps keys apart per sender', async () => {
    const eve = await side.applicant('Eve');
    const first = await sendAsEnterprise(side.keyA, eve.candidate.id, { message: 'Hi' }, 'k-1');
    const again = await sendAsEnterprise(side.keyA, eve.candidate.id, { message: 'Hi' }, 'k-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await payload(again)).id).toBe((await payload(first)).id);
    const own = await sendAsCandidate(
      eve.cookie,
      { message: 'Hello', messageType: 'TEXT', byEnterprise: false, enterpriseId: enterpriseA },
      { key: 'k-1' },
    );
    expect((await payload(own)).message).toBe('Hello');
    expect(await messageRows(eve.candidate.id)).toHaveLength(2);
    const notes = await t.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('candidate_id', '=', eve.candidate.id)
      .where('kind', '=', 'message:new')
      .execute();
    expect(notes).toHaveLength(1);
  });
});

describe('only one’s own conversations', () => {
  it('answers 404 to another candidate for every call that names the first one', async () => {
    const owner = await side.applicant('Fay');
    await sendAsEnterprise(side.keyA, owner.candidate.id, { message: 'For Fay only' });
    const other = await side.applicant('Gus');
    const as = asCandidate(t, other.cookie);
    const id = owner.candidate.id;
    const denied = [
      await as('GET', `/messages/details/0/500?candidateId=${id}&enterpriseId=${enterpriseA}`),
      await as('PUT', `/messages/chat-history?candidateId=${id}&enterpriseId=${enterpriseA}`),
      await as('PUT', `/messages/chat-history?candidateId=${id}`),
      await as('PUT', '/messages/read', { messageTo: id, enterpriseId: enterpriseA }),
      await sendAsCandidate(other.cookie, {
        message: 'pretending',
        messageFrom: id,
        messageType: 'TEXT',
        byEnterprise: false,
        enterpriseId: enterpriseA,
      }),
    ];
    expect(denied.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await payload(await as('GET', '/messages/0/500'))).toEqual([]);
    const fay = await messageRows(id);
    expect(fay.map((m) => [m.text, m.read_at])).toEqual([['For Fay only', null]]);
  });

  it('answers 404 for an enterprise the candidate never applied to', async () => {
    const hal = await side.applicant('Hal');
    const [, b] = await t.db
      .selectFrom('enterprises')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    const enterpriseB = b?.id ?? 0;
    const as = asCandidate(t, hal.cookie);
    const refused = [
      await sendAsCandidate(hal.cookie, {
        message: 'Hi',
        messageType: 'TEXT',
        byEnterprise: false,
        enterpriseId: enterpriseB,
      }),
      await as(
        'GET',
        `/messages/details/0/500?candidateId=${hal.candidate.id}&enterpriseId=${enterpriseB}`,
      ),
      await as('PUT', '/messages/read', { enterpriseId: enterpriseB }),
      await as(
        'PUT',
        `/messages/chat-history?candidateId=${hal.candidate.id}&enterpriseId=${enterpriseB}`,
      ),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const contacts = await payload(await as('GET', '/messages/contacts'));
    expect(contacts.map((c: { enterpriseId: number }) => c.enterpriseId)).toEqual([enterpriseA]);
  });

  it('never lets an enterprise reach another enterprise’s applicant', async () => {
    const ivy = await side.applicant('Ivy');
    await sendAsEnterprise(side.keyA, ivy.candidate.id, { message: 'From A' });
    const refused = [
      await sendAsEnterprise(side.keyB, ivy.candidate.id, { message: 'From B' }),
      await enterpriseGet(side.keyB, `/candidates/${ivy.candidate.id}/messages`),
      await enterpriseGet(side.keyB, `/candidates/${ivy.candidate.id}/messages/read`, 'PUT'),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404]);
    const listB = await payload(await enterpriseGet(side.keyB, '/messages/0/500'));
    expect(listB.some((c: { candidateId: number }) => c.candidateId === ivy.candidate.id)).toBe(
      false,
    );
    const rows = await messageRows(ivy.candidate.id);
    expect(rows.map((m) => [m.text, m.read_at])).toEqual([['From A', null]]);
    const noKey = await t.app.request('/enterprise/api/v1/messages/0/10');
    expect(noKey.status).toBe(401);
  });

  it('needs a signed-in candidate', async () => {
    const res = await t.app.request('/api/v1/candidates/messages/unread-count');
    expect(res.status).toBe(401);
  });
});

describe('the demo data', () => {
  it('gives the demo candidate a conversation with the enterprise that offered a job', async () => {
    const demo = await t.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', 'demo@worklane.test')
      .executeTakeFirstOrThrow();
    const { token } = await startSession(t.db, demo.id);
    const as = asCandidate(t, `${SESSION_COOKIE}=${token}`);
    const [conversation, ...others] = await payload(await as('GET', '/messages/0/10'));
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({ messageFromName: 'Jordan Lee', unreadCount: 1 });
    expect(await payload(await as('GET', '/messages/unread-count'))).toEqual({ unreadCount: 1 });
  });
});
