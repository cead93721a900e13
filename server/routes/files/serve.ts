import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import { Hono } from 'hono';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import type { Db } from '../../db/connect.ts';
import { fail } from '../../http/envelope.ts';
import { fileOfSignedLink } from '../../services/storage/candidate-files.ts';
import { isVisual } from '../../services/storage/file-types.ts';
import type { ByteRange, Storage } from '../../services/storage/index.ts';

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; undefined serves the whole file. */
function rangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first ? Number(first) : Math.max(0, size - Number(last));
  const end = first && last ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /files/{signed-token}: a stored file, for whoever holds an unexpired signed link. The
 * bytes are served as the type they were recognised as, sandboxed and never sniffed, inline only
 * for images and video.
 */
export function fileServingRoutes(db: Db, storage: Storage) {
  const app = new Hono();
  app.get('/files/:token', async (c) => {
    const file = await fileOfSignedLink(db, storage, c.req.param('token'));
    if (!file) return fail(c, 404, ERROR_MESSAGES.notFound);

    const range = rangeOf(c.req.header('range'), file.size_bytes);
    const headers: Record<string, string> = {
      'Content-Type': file.content_type,
      'Content-Disposition': contentDisposition(file.original_name, {
        type: isVisual(file.content_type) ? 'inline' : 'attachment',
      }),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'private, max-age=300',
      'Accept-Ranges': 'bytes',
    };
    if (range === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size_bytes}` });

    const stream = await storage.get(file.storage_key, range);
    if (!stream) return fail(c, 404, ERROR_MESSAGES.notFound);
    const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    if (!range) return c.body(body, 200, { ...headers, 'Content-Length': String(file.size_bytes) });
    return c.body(body, 206, {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size_bytes}`,
    });
  });
  return app;
}
