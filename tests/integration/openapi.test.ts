import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isDocumented,
  type OpenApiDocument,
  openApiPath,
} from '../../server/routes/openapi/document.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => t.destroy());

const operation = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Worklane API');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('describes every route the app answers', () => {
    const routes = t.app.routes.filter(isDocumented);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .map((r) => `${r.method} ${openApiPath(r.path)}`)
      .filter((key) => {
        const [method = '', path = ''] = key.split(' ');
        return !operation(method, path);
      });
    expect(missing).toEqual([]);
  });

  it('documents every path parameter and the validated query, path and body fields', () => {
    for (const [path, operations] of Object.entries(doc.paths))
      for (const op of Object.values(operations)) {
        const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const documented = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(documented.sort(), `${path}`).toEqual(named.sort());
      }
    const search = operation('GET', '/public/api/v1/jobs/search');
    expect(search?.parameters.map((p) => p.name)).toContain('keyword');
    const job = operation('GET', '/public/api/v1/jobs/{id}');
    expect(job?.parameters).toContainEqual(
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    );
    const apply = operation('POST', '/api/v1/candidates/jobs/{id}/apply');
    expect(apply?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ startDate: expect.anything() }),
    });
  });

  it('gives every operation the success and failure envelopes', () => {
    expect(doc.components).toMatchObject({
      responses: {
        Error: {
          content: {
            'application/json': {
              schema: {
                required: ['statusCode', 'errorMessage'],
                properties: { statusCode: { type: 'integer' }, errorMessage: { type: 'string' } },
              },
            },
          },
        },
      },
    });
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        expect(op.responses, `${method} ${path}`).toMatchObject({
          '200': expect.anything(),
          default: { $ref: '#/components/responses/Error' },
        });
  });

  it('documents the file part of every upload', () => {
    const upload = operation('POST', '/api/v1/candidates/resume');
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: expect.objectContaining({ type: 'string' }), title: expect.anything() },
      required: ['file'],
    });
  });

  it('says who may call each area', () => {
    expect(operation('GET', '/api/v1/candidates/bookmarks')?.security).toEqual([
      { session: [] },
      { bearer: [] },
    ]);
    expect(operation('POST', '/enterprise/api/v1/jobs')?.security).toEqual([{ enterpriseKey: [] }]);
    expect(operation('GET', '/public/api/v1/jobs/search')?.security).toBeUndefined();
  });
});

describe('API reference page', () => {
  it('lists the operations grouped by area with their parameters', async () => {
    const res = await t.app.request('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain('<h1>Worklane API reference</h1>');
    expect(page).toMatch(/<h2 id="enterprise-jobs">Enterprise · jobs<\/h2>/);
    expect(page).toContain('<code>GET /public/api/v1/jobs/search</code>');
    expect(page).toContain('<code>keyword</code>');
    expect(page).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
