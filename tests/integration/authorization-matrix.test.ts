import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../server/routes/openapi/document.ts';
import { type Account, twoAccounts } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** A request one account makes with the ids another owns. */
interface Probe {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  /** Attach a PDF to the form as its `file` part. */
  file?: boolean;
}

interface Row {
  /** Who calls: a candidate's session or an enterprise's API key. */
  as: 'candidate' | 'enterprise';
  probe: (owner: Account) => Probe;
  /** What another account gets; 404 unless the spec says otherwise. */
  denied?: 405 | 'empty list';
}

const C = '/api/v1/candidates';
const PDF = readFileSync(new URL('../fixtures/files/resume.pdf', import.meta.url));
const E = '/enterprise/api/v1';
const candidate = (probe: Row['probe'], denied?: Row['denied']): Row => ({
  as: 'candidate',
  probe,
  ...(denied ? { denied } : {}),
});
const enterprise = (probe: Row['probe'], denied?: Row['denied']): Row => ({
  as: 'enterprise',
  probe,
  ...(denied ? { denied } : {}),
});
const interview = (probe: Row['probe']) => candidate(probe, 405);

/** Every operation that takes an id of something an account owns, and how to point it at another's. */
const MATRIX: Record<string, Row> = {
  'POST /api/v1/upload-file': candidate((o) => ({
    path: '/api/v1/upload-file',
    form: { category: 'SHOWCASE', workHistoryId: String(o.workHistoryId), title: 'Mine' },
    file: true,
  })),
  [`DELETE ${C}/resume/{id}`]: candidate((o) => ({ path: `${C}/resume/${o.resumeId}` })),
  [`DELETE ${C}/work-history/showcases/{id}`]: candidate((o) => ({
    path: `${C}/work-history/showcases/${o.showcaseId}`,
  })),
  [`DELETE ${C}/educations/documents/{id}`]: candidate((o) => ({
    path: `${C}/educations/documents/${o.documentId}`,
  })),
  [`PUT ${C}/notifications/{id}/R`]: candidate((o) => ({
    path: `${C}/notifications/${o.notificationId}/R`,
  })),
  [`GET ${C}/notifications/{id}/target`]: candidate((o) => ({
    path: `${C}/notifications/${o.notificationId}/target`,
  })),
  [`GET ${C}/messages/contacts`]: candidate(
    (o) => ({ path: `${C}/messages/contacts?enterpriseId=${o.enterpriseId}` }),
    'empty list',
  ),
  [`GET ${C}/messages/details/{page}/{size}`]: candidate((o) => ({
    path: `${C}/messages/details/0/10?candidateId=${o.candidateId}&enterpriseId=${o.enterpriseId}`,
  })),
  [`PUT ${C}/messages/read`]: candidate((o) => ({
    path: `${C}/messages/read`,
    body: { messageTo: o.candidateId, enterpriseId: o.enterpriseId },
  })),
  [`PUT ${C}/messages/chat-history`]: candidate((o) => ({
    path: `${C}/messages/chat-history?candidateId=${o.candidateId}&enterpriseId=${o.enterpriseId}`,
  })),
  [`PUT ${C}/messages/general`]: candidate((o) => ({
    path: `${C}/messages/general`,
    form: {
      messages: JSON.stringify({
        message: 'Hi',
        byEnterprise: false,
        messageFrom: o.candidateId,
        enterpriseId: o.enterpriseId,
      }),
    },
  })),
  [`GET ${C}/interviews/schedules/{id}`]: interview((o) => ({
    path: `${C}/interviews/schedules/${o.applicationId}`,
  })),
  [`GET ${C}/interviews/{id}`]: interview((o) => ({ path: `${C}/interviews/${o.interviewId}` })),
  [`GET ${C}/interviews/{id}/calendar.ics`]: interview((o) => ({
    path: `${C}/interviews/${o.interviewId}/calendar.ics`,
  })),
  [`PUT ${C}/interviews/{id}/respond`]: interview((o) => ({
    path: `${C}/interviews/${o.interviewId}/respond`,
    body: { status: 'A' },
  })),
  [`PUT ${C}/interviews/{id}/rating`]: interview((o) => ({
    path: `${C}/interviews/${o.interviewId}/rating`,
    body: { ratingOfPanelByCandidate: 5 },
  })),
  [`DELETE ${C}/skills/{id}`]: candidate((o) => ({ path: `${C}/skills/${o.skillId}` })),
  [`PUT ${C}/work-history`]: candidate((o) => ({
    path: `${C}/work-history`,
    body: {
      id: o.workHistoryId,
      title: 'Taken',
      workedWith: 'Inn',
      workedFrom: '2022-01-01',
      version: 1,
    },
  })),
  [`DELETE ${C}/work-history/{id}`]: candidate((o) => ({
    path: `${C}/work-history/${o.workHistoryId}`,
  })),
  [`PUT ${C}/educations`]: candidate((o) => ({
    path: `${C}/educations`,
    body: { id: o.educationId, institution: 'Taken', degree: 'HND', version: 1 },
  })),
  [`DELETE ${C}/educations/{id}`]: candidate((o) => ({ path: `${C}/educations/${o.educationId}` })),
  [`GET ${C}/credentials/{id}/document`]: candidate((o) => ({
    path: `${C}/credentials/${o.credentialId}/document`,
  })),
  [`POST ${C}/credentials/{id}/document`]: candidate((o) => ({
    path: `${C}/credentials/${o.credentialId}/document`,
    form: {},
    file: true,
  })),
  [`DELETE ${C}/credentials/{id}/document`]: candidate((o) => ({
    path: `${C}/credentials/${o.credentialId}/document`,
  })),
  [`GET ${C}/credentials/{id}`]: candidate((o) => ({ path: `${C}/credentials/${o.credentialId}` })),
  [`PUT ${C}/credentials/{id}`]: candidate((o) => ({
    path: `${C}/credentials/${o.credentialId}`,
    body: { type: 'BLS', expiresOn: '2099-02-01', version: 1 },
  })),
  [`DELETE ${C}/credentials/{id}`]: candidate((o) => ({
    path: `${C}/credentials/${o.credentialId}`,
  })),
  [`PUT ${C}/pool/candidate-remark`]: candidate((o) => ({
    path: `${C}/pool/candidate-remark`,
    body: { jobId: o.jobId, ratingRemarksByCandidate: 'Mine now' },
  })),
  [`PUT ${C}/pool/applications/{id}/offer`]: candidate((o) => ({
    path: `${C}/pool/applications/${o.applicationId}/offer`,
    body: { decision: 'A' },
  })),
  [`PUT ${C}/pool/applications/{id}/withdraw`]: candidate((o) => ({
    path: `${C}/pool/applications/${o.applicationId}/withdraw`,
  })),
  [`GET ${C}/pool/applications/{id}/timeline`]: candidate((o) => ({
    path: `${C}/pool/applications/${o.applicationId}/timeline`,
  })),
  [`PUT ${C}/pool/priority/{talentPoolId}/candidates`]: candidate((o) => ({
    path: `${C}/pool/priority/${o.talentPoolId}/candidates`,
    body: { candidatesIds: [o.candidateId], origin: 'P' },
  })),
  [`PUT ${C}/saved-searches/{id}`]: candidate((o) => ({
    path: `${C}/saved-searches/${o.savedSearchId}`,
    body: { criteria: { keyword: 'taken' }, alerts: false },
  })),
  [`DELETE ${C}/saved-searches/{id}`]: candidate((o) => ({
    path: `${C}/saved-searches/${o.savedSearchId}`,
  })),
  [`PUT ${E}/jobs/{id}/close`]: enterprise((o) => ({ path: `${E}/jobs/${o.jobId}/close` })),
  [`GET ${E}/jobs/{id}/applicants`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/applicants`,
  })),
  [`GET ${E}/jobs/{id}/credentials`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/credentials`,
  })),
  [`PUT ${E}/jobs/{id}/credentials`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/credentials`,
    body: { credentials: [{ type: 'BLS', required: false }] },
  })),
  [`PUT ${E}/jobs/{id}/shift`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/shift`,
    body: { shift: { engagement: 'PD' } },
  })),
  [`GET ${E}/applications/{id}/credentials`]: enterprise((o) => ({
    path: `${E}/applications/${o.applicationId}/credentials`,
  })),
  [`PUT ${E}/applications/{id}/status`]: enterprise((o) => ({
    path: `${E}/applications/${o.applicationId}/status`,
    body: { status: 'S' },
  })),
  [`GET ${E}/candidates/{id}/profile`]: enterprise((o) => ({
    path: `${E}/candidates/${o.candidateId}/profile`,
  })),
  [`GET ${E}/applications/{id}/interviews`]: enterprise(
    (o) => ({ path: `${E}/applications/${o.applicationId}/interviews` }),
    'empty list',
  ),
  [`POST ${E}/applications/{id}/interviews`]: enterprise((o) => ({
    path: `${E}/applications/${o.applicationId}/interviews`,
    body: {
      start: new Date(Date.now() + 96 * 3_600_000).toISOString(),
      end: new Date(Date.now() + 97 * 3_600_000).toISOString(),
      meetingLink: 'https://meet.example/x',
    },
  })),
  [`PUT ${E}/applications/{id}/interviews/close`]: enterprise((o) => ({
    path: `${E}/applications/${o.applicationId}/interviews/close`,
    body: { closureStatus: 'S' },
  })),
  [`PUT ${E}/interviews/{id}/schedule`]: enterprise((o) => ({
    path: `${E}/interviews/${o.interviewId}/schedule`,
    body: {
      start: new Date(Date.now() + 120 * 3_600_000).toISOString(),
      end: new Date(Date.now() + 121 * 3_600_000).toISOString(),
    },
  })),
  [`PUT ${E}/interviews/{id}/{action}`]: enterprise((o) => ({
    path: `${E}/interviews/${o.interviewId}/complete`,
  })),
  [`GET ${E}/applications/{id}/work-style`]: enterprise((o) => ({
    path: `${E}/applications/${o.applicationId}/work-style`,
  })),
  [`GET ${E}/interviews/{id}/work-style`]: enterprise((o) => ({
    path: `${E}/interviews/${o.interviewId}/work-style`,
  })),
  [`GET ${E}/interviews/{id}/adjustments`]: enterprise((o) => ({
    path: `${E}/interviews/${o.interviewId}/adjustments`,
  })),
  [`PUT ${E}/adjustments/{id}/answer`]: enterprise((o) => ({
    path: `${E}/adjustments/${o.adjustmentId}/answer`,
    body: { answer: 'Yes, we can do that.' },
  })),
  [`GET ${E}/jobs/{id}/work-facts`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/work-facts`,
  })),
  [`PUT ${E}/jobs/{id}/work-facts`]: enterprise((o) => ({
    path: `${E}/jobs/${o.jobId}/work-facts`,
    body: { noise: 'quiet' },
  })),
  [`GET ${E}/candidates/{id}/messages`]: enterprise((o) => ({
    path: `${E}/candidates/${o.candidateId}/messages`,
  })),
  [`POST ${E}/candidates/{id}/messages`]: enterprise((o) => ({
    path: `${E}/candidates/${o.candidateId}/messages`,
    body: { message: 'Hi' },
  })),
  [`PUT ${E}/candidates/{id}/messages/read`]: enterprise((o) => ({
    path: `${E}/candidates/${o.candidateId}/messages/read`,
  })),
  [`POST ${E}/candidates/{id}/reviews`]: enterprise((o) => ({
    path: `${E}/candidates/${o.candidateId}/reviews`,
    body: { rating: 2, applicationId: o.applicationId },
  })),
  [`GET ${E}/reviews/{id}`]: enterprise((o) => ({ path: `${E}/reviews/${o.reviewId}` })),
  [`GET ${C}/interviews/{id}/adjustments`]: interview((o) => ({
    path: `${C}/interviews/${o.interviewId}/adjustments`,
  })),
  [`POST ${C}/interviews/{id}/adjustments`]: interview((o) => ({
    path: `${C}/interviews/${o.interviewId}/adjustments`,
    body: { choices: ['extra-time'] },
  })),
  // Last: the owner's withdrawal comes after the enterprise has read what was shared.
  [`PUT ${C}/work-style/shares/{id}`]: candidate((o) => ({
    path: `${C}/work-style/shares/${o.applicationId}`,
    body: { parts: ['other'] },
  })),
  [`DELETE ${C}/work-style/shares/{id}`]: candidate((o) => ({
    path: `${C}/work-style/shares/${o.applicationId}`,
  })),
};

/** Operations whose ids name shared or public things, with the reason no account owns them. */
const NOT_OWNED: Record<string, string> = {
  [`GET ${C}/notifications/unread/C`]:
    "lists the caller's own notifications; enterpriseId only narrows them",
  [`GET ${C}/notifications/C/{page}/{size}`]:
    "lists the caller's own notifications; enterpriseId only narrows them",
  [`PUT ${C}`]:
    'the profile is always the session candidate; ids in the body are not read as a target',
  [`PUT ${C}/skills/{id}`]:
    'the id is a skill of the public catalogue the candidate adds to their own list',
  [`POST ${C}/jobs/{id}/apply`]: 'jobs are public; applying makes an application of the caller',
  [`PUT ${C}/bookmarks/{jobId}`]: "jobs are public; the bookmark is the caller's own",
  [`DELETE ${C}/bookmarks/{jobId}`]: "jobs are public; the bookmark is the caller's own",
  [`PUT ${C}/pool/priority/invitee`]:
    'an invitation is matched to the caller by e-mail address (tested in pool-priority)',
  'GET /api/v1/jobs/{id}': 'jobs are public',
  [`GET ${C}/job/{id}`]: 'jobs are public',
};

/** Whether an operation names something by id in its path, query or body. */
const ID_NAME = /^id$|Ids?$/;
function takesId(operation: OpenApiDocument['paths'][string][string]): boolean {
  const body = Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
    Object.keys((schema.properties as object | undefined) ?? {}),
  );
  return [...operation.parameters.map((p) => p.name), ...body].some((name) => ID_NAME.test(name));
}

let t: TestApp;
let doc: OpenApiDocument;
let mine: Account;
let theirs: Account;
beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.app.request('/api/openapi.json')).json();
  [mine, theirs] = await twoAccounts(t);
}, 60_000);
afterAll(() => t.destroy());

function send(row: Row, caller: Account | null, probe: Probe, method: string) {
  const headers: Record<string, string> = { 'x-requested-with': 'worklane' };
  if (caller && row.as === 'candidate') headers.cookie = caller.cookie;
  if (caller && row.as === 'enterprise') headers.authorization = `Bearer ${caller.key}`;
  let body: BodyInit | undefined;
  if (probe.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(probe.form)) form.append(k, v);
    if (probe.file) form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    body = form;
  } else if (probe.body !== undefined || method === 'PUT' || method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(probe.body ?? {});
  }
  return t.app.request(probe.path, { method, headers, body });
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
const rows = () =>
  Object.entries(MATRIX).map(([key, row]) => ({ key, method: key.split(' ')[0] ?? 'GET', row }));

describe('authorization matrix', () => {
  it('has a row for every candidate and enterprise operation that takes an id', () => {
    const needed = operations()
      .filter(
        ({ path, operation }) =>
          (path.startsWith('/api/v1/') || path.startsWith(E)) && takesId(operation),
      )
      .map(({ key }) => key);
    expect(needed.filter((key) => !(key in MATRIX) && !(key in NOT_OWNED))).toEqual([]);
    const known = new Set(operations().map(({ key }) => key));
    expect(Object.keys(MATRIX).filter((key) => !known.has(key))).toEqual([]);
  });

  it("answers another account's ids as not found, and the owner's as found", async () => {
    const outcomes: string[] = [];
    for (const { key, method, row } of rows()) {
      const res = await send(row, mine, row.probe(theirs), method);
      const text = await res.text();
      const got =
        row.denied === 'empty list'
          ? JSON.parse(text).responsePayload?.length === 0
            ? 'empty list'
            : text
          : res.status;
      const want = row.denied ?? 404;
      if (got !== want) outcomes.push(`${key}: another account got ${got} ${text.slice(0, 120)}`);
      if (row.denied === 405 && !text.includes('Interview Access denied.'))
        outcomes.push(`${key}: ${text}`);
    }
    for (const { key, method, row } of rows()) {
      const res = await send(row, theirs, row.probe(theirs), method);
      const text = await res.clone().text();
      if (row.denied === 'empty list' && !JSON.parse(text).responsePayload?.length)
        outcomes.push(`${key}: the owner got an empty list`);
      if ([401, 404, 405].includes(res.status))
        outcomes.push(`${key}: the owner got ${res.status} ${(await res.text()).slice(0, 120)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('answers 401 to visitors on every candidate operation and to callers without a valid key on the enterprise API', async () => {
    const fill = (path: string) =>
      path.replace(
        /\{(\w+)\}/g,
        (_, name: string) =>
          ({
            page: '0',
            size: '10',
            action: 'cancel',
            tab: 'A',
            key: 'x',
            country: 'GB',
            text: 'york',
          })[name] ?? '1',
      );
    const wrong: string[] = [];
    const open = new Set([`GET /api/v1/feedback/exists`]);
    for (const { key, method, path } of operations()) {
      if (!path.startsWith('/api/v1/') && !path.startsWith(E)) continue;
      if (open.has(key)) continue;
      const keys = path.startsWith(E)
        ? [undefined, 'Bearer wlk_not-a-key', 'Basic eDp5']
        : [undefined];
      for (const authorization of keys) {
        const headers: Record<string, string> = {
          'x-requested-with': 'worklane',
          'content-type': 'application/json',
        };
        if (authorization) headers.authorization = authorization;
        const res = await t.app.request(fill(path), {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        if (res.status !== 401)
          wrong.push(`${key} (${authorization ?? 'anonymous'}): ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
