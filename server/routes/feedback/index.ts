import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  FEEDBACK_PARTS,
  type FeedbackReceipt,
  type FeedbackService,
} from '../../../src/shared/dto/feedback.ts';
import type { Db } from '../../db/connect.ts';
import { fail, ok } from '../../http/envelope.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireCandidate, type SessionVariables } from '../../middleware/session.ts';
import { feedbackIdOfKey, saveFeedback } from '../../services/feedback.ts';
import type { Storage } from '../../services/storage/index.ts';
import { describeUpload } from '../validate.ts';
import { readFeedbackForm } from './form.ts';

export interface FeedbackOptions {
  /** FEEDBACK_ENABLED: when false nothing is stored and the form copies the details instead. */
  enabled: boolean;
  /**
   * The signed-in mount: only candidates, and the feedback is theirs. The public mount never reads
   * the session, so a page on another site cannot send feedback in a candidate's name.
   */
  signedIn: boolean;
}

/** Room for the 'request-body' part and the multipart framing beside a 1 MB screenshot. */
const MAX_BODY = FEEDBACK_LIMITS.screenshotBytes + 64 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * Feedback (spec 7.6).
 *
 * `GET /exists` answers `{ enabled }`: true when feedback sent here is stored; false when the
 * service is turned off (FEEDBACK_ENABLED=false), and the form copies the details to the
 * clipboard instead of sending them.
 *
 * `POST /` takes multipart/form-data: a 'request-body' part (JSON: subject, text and the
 * browser's details) and at most one screenshot in 'attachments', kept by the storage service.
 * It answers 201 `{ id }`, or with an `Idempotency-Key` header already used, 200 with the id
 * stored the first time. The sender is
 * the session's candidate on the signed-in mount and nobody on the public one; the address is the
 * connection's. Errors: 400 (invalid form), 404 (service turned off), 413 (screenshot over 1 MB),
 * 415 (not multipart, or a screenshot that is not JPEG, PNG or GIF), 429 (too many).
 */
export function feedbackRoutes(db: Db, storage: Storage, { enabled, signedIn }: FeedbackOptions) {
  const app = new Hono<{ Variables: SessionVariables }>();
  if (signedIn) app.use(requireCandidate);

  app.get('/exists', (c) => ok<FeedbackService>(c, { enabled }));

  app.post(
    '/',
    // The JSON part is the feedback request; the screenshot is an optional image part.
    describeUpload(z.object({ [FEEDBACK_PARTS.body]: z.string() }), {
      file: FEEDBACK_PARTS.screenshot,
      optional: true,
    }),
    rateLimit({
      db,
      scope: 'feedback',
      limit: 10,
      windowMs: 10 * 60_000,
      key: (c) => (signedIn ? `c${c.get('candidate')?.id}` : `ip${clientIp(c) ?? ''}`),
    }),
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => fail(c, 413, FEEDBACK_MESSAGES.tooLarge) }),
    async (c) => {
      if (!enabled) return fail(c, 404, FEEDBACK_MESSAGES.disabled);
      const key = c.req.header('idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        return fail(c, 400, FEEDBACK_MESSAGES.idempotencyKey);
      const replayed = key ? await feedbackIdOfKey(db, key) : undefined;
      if (replayed !== undefined) return ok<FeedbackReceipt>(c, { id: replayed });
      const form = await readFeedbackForm(c);
      if (!form.ok) return fail(c, form.status, form.message);
      const stored = await saveFeedback(db, storage, {
        ...form,
        candidateId: signedIn ? (c.get('candidate')?.id ?? null) : null,
        ipAddress: clientIp(c),
        idempotencyKey: key ?? null,
      });
      return ok<FeedbackReceipt>(c, { id: stored.id }, stored.created ? 201 : 200);
    },
  );

  return app;
}
