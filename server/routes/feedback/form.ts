import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  FEEDBACK_PARTS,
  type FeedbackRequest,
  feedbackRequestSchema,
} from '../../../src/shared/dto/feedback.ts';
import type { Screenshot } from '../../services/feedback.ts';
import { NUL_MESSAGE, nulAt } from '../validate.ts';

/** Screenshot types recognised by their bytes; the declared type is never trusted. */
const SCREENSHOT_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export type FeedbackForm =
  | { ok: true; body: FeedbackRequest; screenshot: Screenshot | null }
  | { ok: false; status: ContentfulStatusCode; message: string };

const refuse = (status: ContentfulStatusCode, message: string): FeedbackForm => ({
  ok: false,
  status,
  message,
});

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A browser sends an empty, unnamed file part when no file was chosen. */
const isChosenFile = (part: unknown): part is File =>
  part instanceof File && (part.size > 0 || part.name !== '');

async function readScreenshot(files: File[]): Promise<Screenshot | null | FeedbackForm> {
  if (files.length > FEEDBACK_LIMITS.screenshots)
    return refuse(400, FEEDBACK_MESSAGES.oneScreenshot);
  const file = files[0];
  if (!file) return null;
  if (file.size > FEEDBACK_LIMITS.screenshotBytes) return refuse(413, FEEDBACK_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !SCREENSHOT_TYPES.has(detected.mime))
    return refuse(415, FEEDBACK_MESSAGES.wrongType);
  const name = file.name.replace(/[^\w.\- ]+/g, '_').slice(-200) || `screenshot.${detected.ext}`;
  return { bytes, type: detected.mime, name };
}

async function readRequestBody(part: unknown): Promise<unknown> {
  const text = part instanceof File ? await part.text() : typeof part === 'string' ? part : null;
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads `POST feedback`: a multipart body with a JSON 'request-body' part and at most one
 * screenshot in 'attachments' (JPEG, PNG or GIF by its bytes, at most 1 MB).
 */
export async function readFeedbackForm(c: Context): Promise<FeedbackForm> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
    return refuse(415, FEEDBACK_MESSAGES.multipart);
  let parts: Record<string, unknown>;
  try {
    parts = await c.req.parseBody({ all: true });
  } catch {
    return refuse(400, FEEDBACK_MESSAGES.multipart);
  }
  const json = await readRequestBody(asList(parts[FEEDBACK_PARTS.body])[0]);
  if (json === undefined) return refuse(400, FEEDBACK_MESSAGES.bodyMissing);
  const parsed = feedbackRequestSchema.safeParse(json);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.bodyMissing);
  }
  const nul = nulAt(parsed.data);
  if (nul !== null) return refuse(400, `${nul}${NUL_MESSAGE}`);
  const files = asList(parts[FEEDBACK_PARTS.screenshot]).filter(isChosenFile);
  const screenshot = await readScreenshot(files);
  if (screenshot && 'ok' in screenshot) return screenshot;
  return { ok: true, body: parsed.data, screenshot };
}
