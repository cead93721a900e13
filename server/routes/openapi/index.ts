import { type Env, Hono } from 'hono';
import { buildOpenApi, type OpenApiDocument } from './document.ts';
import { renderReference } from './reference.ts';

/**
 * The API document and its reference page, built on first request from the app's own route table
 * (read then, so every route mounted after this one is included).
 */
export function openApiRoutes<E extends Env>(app: Hono<E>) {
  let doc: Promise<OpenApiDocument> | undefined;
  const documentOf = () => {
    doc ??= buildOpenApi(app);
    return doc;
  };
  return new Hono()
    .get('/openapi.json', async (c) => c.json(await documentOf()))
    .get('/reference', async (c) => c.html(renderReference(await documentOf())));
}
