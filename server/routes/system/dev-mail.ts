import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { OutboxEntry } from '../../services/mail/outbox.ts';

const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem; }
  article { border: 1px solid #767676; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.25rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 1rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
`;

function message(entry: OutboxEntry) {
  return html`<article>
      <h2>${entry.subject}</h2>
      <dl>
        <dt>To</dt>
        <dd>${entry.to}</dd>
        <dt>Sent</dt>
        <dd><time datetime="${entry.sentAt}">${entry.sentAt.slice(0, 19).replace('T', ' ')} UTC</time></dd>
      </dl>
      <pre>${entry.text}</pre>
    </article>`;
}

/** The development outbox as a page: where mail goes while no SMTP server is configured. */
export function devMailRoutes(outbox: { list(): Promise<OutboxEntry[]> }) {
  return new Hono().get('/', async (c) => {
    const entries = await outbox.list();
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Developer mailbox</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Developer mailbox</h1>
      <p>No SMTP server is configured, so mail is kept here instead of being sent.</p>
      ${entries.length === 0 ? html`<p>No mail yet.</p>` : entries.map(message)}
    </main>
  </body>
</html>`);
  });
}
