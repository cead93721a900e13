import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { OpenApiDocument, Operation, Parameter } from './document.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.anyOf)) return 'one of several';
  return 'any';
}

function parameterRows(parameters: Parameter[]) {
  if (parameters.length === 0) return html`<p>No parameters.</p>`;
  return html`<table>
    <caption>Parameters</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead>
    <tbody>${parameters.map(
      (p) =>
        html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
    )}</tbody>
  </table>`;
}

function bodyOf(operation: Operation) {
  const content = operation.requestBody?.content;
  if (!content) return '';
  return html`${Object.entries(content).map(
    ([type, { schema }]) =>
      html`<details><summary>Request body (<code>${type}</code>)</summary><pre>${JSON.stringify(schema, null, 2)}</pre></details>`,
  )}`;
}

/** The API reference as one server-rendered page: operations grouped by tag, with their inputs. */
export function renderReference(
  doc: OpenApiDocument,
): Promise<HtmlEscapedString> | HtmlEscapedString {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        { method: method.toUpperCase(), path, operation },
      ]);
    }
  const tags = [...byTag.keys()].sort();
  return html`${raw('<!doctype html>')}
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${doc.info.title} reference</title>
  </head>
  <body>
    <header>
      <h1>${doc.info.title} reference</h1>
      <p>${doc.info.description}</p>
      <p><a href="/api/openapi.json">OpenAPI 3.1 document</a></p>
    </header>
    <nav aria-label="Groups">
      <ul>${tags.map((tag) => html`<li><a href="#${slug(tag)}">${tag}</a></li>`)}</ul>
    </nav>
    <main>
      ${tags.map(
        (tag) => html`<section aria-labelledby="${slug(tag)}">
          <h2 id="${slug(tag)}">${tag}</h2>
          ${(byTag.get(tag) ?? []).map(
            ({ method, path, operation }) => html`<article>
              <h3><code>${method} ${path}</code></h3>
              ${operation.summary ? html`<p>${operation.summary}</p>` : ''}
              ${operation.security ? html`<p>Requires: ${operation.security.map((s) => Object.keys(s).join(', ')).join(' or ')}.</p>` : ''}
              ${parameterRows(operation.parameters)} ${bodyOf(operation)}
            </article>`,
          )}
        </section>`,
      )}
    </main>
  </body>
</html>`;
}
