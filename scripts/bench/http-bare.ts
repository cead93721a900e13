/**
 * The yardstick of the HTTP bench: a bare `node:http` server in a process of its own that answers
 * each path with the very bytes and content headers the application sent for it, and does nothing
 * else. Started by http.ts with the pages as JSON on stdin; prints its port when listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

export interface BarePage {
  path: string;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

const pages = JSON.parse(await text(process.stdin)) as BarePage[];
const byPath = new Map(
  pages.map((page) => [
    page.path,
    { headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const page = byPath.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...page.headers, 'content-length': page.body.length });
  res.end(page.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', 4096, () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
