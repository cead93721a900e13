import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { UPLOAD_ERRORS } from '../../../src/shared/uploads.ts';
import { ApiError } from '../../http/envelope.ts';
import {
  SNIFF_BYTES,
  type Sniffed,
  sniff,
  type UploadRule,
} from '../../services/storage/file-types.ts';
import type { ObjectStore } from '../../services/storage/object-store.ts';
import type { StoredUpload } from '../../services/storage/uploads.ts';

export interface ReceivedForm {
  fields: Record<string, string>;
  file: StoredUpload | null;
}

export interface ReceiveOptions {
  store: ObjectStore;
  /** Applies while the file streams: the category's rule if the fields before it name one. */
  ruleFor(fields: Record<string, string>): UploadRule;
  /** Room for the multipart framing and the small fields around the file. */
  overheadBytes?: number;
}

const tooLarge = () => new ApiError(413, UPLOAD_ERRORS.tooLarge);
const unprocessable = () => new ApiError(415, UPLOAD_ERRORS.unprocessable);

/** Holds back the first bytes until they say what the file is; refuses what the rule refuses. */
function typeCheck(rule: UploadRule, found: (type: Sniffed) => void) {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let decided = false;
  const decide = async (stream: Transform) => {
    const type = await sniff(Buffer.concat(held));
    if (!type || !rule.types.includes(type.mime)) throw unprocessable();
    found(type);
    decided = true;
    for (const chunk of held.splice(0)) stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (decided) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done) {
      if (decided) return done();
      decide(this).then(() => done(), done);
    },
  });
}

/** Fails the stream as soon as it carries more than `maxBytes`. */
function sizeCheck(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Reads a multipart/form-data request as a stream: small text fields, and one part named
 * `file` that goes straight to the store through the type and size checks. The body is pulled
 * only as fast as the store takes it, and reading stops at the first failure, so an over-size
 * or wrong-type upload is answered before the rest of it arrives. On failure nothing is stored.
 */
export async function receiveUpload(
  request: Request,
  options: ReceiveOptions,
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw unprocessable();
  const overhead = options.overheadBytes ?? 64 * 1024;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > options.ruleFor({}).maxBytes + overhead) throw tooLarge();

  const fields: Record<string, string> = {};
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 20, fieldSize: 4096, parts: 24 },
    });
  } catch {
    throw unprocessable();
  }

  let failure: unknown = null;
  let fail!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => {
    fail = (error) => {
      failure ??= error;
      reject(failure);
    };
  });
  failed.catch(() => undefined);

  let stored = null as Promise<StoredUpload> | null;
  let sink = null as PassThrough | null;
  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream: Readable, info) => {
    // A form's file input with no file chosen sends an empty part without a name: no file.
    if (name !== 'file' || stored || !info.filename) {
      stream.resume();
      return;
    }
    const rule = options.ruleFor(fields);
    let type: Sniffed | null = null;
    const body = new PassThrough();
    sink = body;
    const piped = pipeline(
      stream,
      sizeCheck(rule.maxBytes),
      typeCheck(rule, (t) => (type = t)),
      body,
    );
    stored = (async () => {
      const [put, checked] = await Promise.allSettled([options.store.put(body), piped]);
      if (checked.status === 'rejected') {
        if (put.status === 'fulfilled') await options.store.delete(put.value.key);
        throw checked.reason;
      }
      if (put.status === 'rejected') throw put.reason;
      return { ...put.value, type: type as unknown as Sniffed, clientName: info.filename ?? '' };
    })();
    stored.catch((error: unknown) => fail(error));
  });
  parser.on('error', () => {
    const error = unprocessable();
    sink?.destroy(error);
    fail(error);
  });
  const finished = new Promise<void>((resolve) => parser.on('close', resolve));

  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), failed]);
      if (done) break;
      await Promise.race([
        new Promise<void>((resolve, reject) =>
          parser.write(value, (error) => (error ? reject(error) : resolve())),
        ),
        failed,
      ]);
    }
    parser.end();
    await Promise.race([finished, failed]);
    const file = stored ? await Promise.race([stored, failed]) : null;
    return { fields, file };
  } catch (error) {
    // A body cut off part-way: the file being stored is abandoned and its bytes removed.
    const reason = failure ?? (error instanceof ApiError ? error : unprocessable());
    sink?.destroy(reason instanceof Error ? reason : unprocessable());
    await stored?.catch(() => undefined);
    throw reason;
  } finally {
    reader.releaseLock();
  }
}
