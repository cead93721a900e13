import { Readable } from 'node:stream';
import type { FeedbackRequest } from '../../src/shared/dto/feedback.ts';
import type { Db } from '../db/connect.ts';
import { findFeedbackByIdempotencyKey, insertFeedback } from '../db/repositories/feedback.ts';
import type { Storage } from './storage/index.ts';

/** A screenshot sent with feedback, its type recognised by its bytes. */
export interface Screenshot {
  bytes: Uint8Array;
  type: string;
  name: string;
}

export interface FeedbackToSave {
  body: FeedbackRequest;
  screenshot: Screenshot | null;
  candidateId: number | null;
  ipAddress: string | null;
  idempotencyKey: string | null;
}

/** The id of the feedback stored before under this Idempotency-Key; undefined when none. */
export async function feedbackIdOfKey(db: Db, idempotencyKey: string) {
  return (await findFeedbackByIdempotencyKey(db, idempotencyKey))?.id;
}

/**
 * Stores the screenshot's bytes, then the feedback. When the row is not written (an error, or a
 * concurrent request that stored the same Idempotency-Key first) the bytes are removed again.
 */
export async function saveFeedback(db: Db, storage: Storage, feedback: FeedbackToSave) {
  const { body, screenshot } = feedback;
  const stored = screenshot ? await storage.put(Readable.from([screenshot.bytes])) : null;
  const discard = () => (stored ? storage.delete(stored.key).catch(() => undefined) : undefined);
  try {
    const result = await insertFeedback(db, {
      candidate_id: feedback.candidateId,
      subject: body.subject,
      text: body.text,
      browser_name: body.browserName ?? null,
      browser_version: body.browserVersion ?? null,
      app_version: body.appVersion ?? null,
      resolution: body.resolution ?? null,
      platform: body.platform ?? null,
      application: body.application ?? null,
      menu_url: body.menuUrl ?? null,
      ip_address: feedback.ipAddress,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      screenshot_key: stored?.key ?? null,
      screenshot_type: screenshot?.type ?? null,
      screenshot_name: screenshot?.name ?? null,
      screenshot_size: stored?.size ?? null,
      idempotency_key: feedback.idempotencyKey,
      created_at: new Date().toISOString(),
    });
    if (!result.created) await discard();
    return result;
  } catch (error) {
    await discard();
    throw error;
  }
}
