import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { MESSAGE_LIMITS } from '../../../src/shared/dto/message.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import { ApiError, fail, notFound, ok } from '../../http/envelope.ts';
import {
  conversationOfEnterprise,
  conversationsOfEnterprise,
  readByEnterprise,
} from '../../services/messages/conversations.ts';
import type { MessageDeps } from '../../services/messages/send.ts';
import { formFields } from '../files/upload.ts';
import { idempotencyKeyOf, receiveMessageForm, sendOrFail } from '../messages/send.ts';
import { idParam } from '../params.ts';
import { describeBody, valid } from '../validate.ts';

type Vars = { Variables: { enterpriseId: number } };

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const isJson = (type: string | undefined) => JSON_TYPE.test(type ?? '');
/** A text message's JSON body is small; only multipart bodies carry files. */
const jsonLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => fail(c, 413, ERROR_MESSAGES.tooLarge),
});

/** Where an enterprise sends messages; attachments may be larger than the JSON body limit. */
export const ENTERPRISE_MESSAGE_PATH = '/enterprise/api/v1/candidates/:id/messages';

const outgoing = z.object({
  message: z.string().max(MESSAGE_LIMITS.text).default(''),
  senderName: z.string().trim().max(120).optional(),
  senderTitle: z.string().trim().max(120).optional(),
});
const pageParams = z.object({
  page: z.coerce.number().int().min(0).max(100_000),
  size: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.history),
});
const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.history).default(MESSAGE_LIMITS.history),
});

/**
 * Messages on the enterprise API: send text (JSON) or a file (multipart: file, message,
 * senderName, senderTitle) to a candidate who applied to one of the enterprise's jobs, list the
 * conversations, read one, mark it read. Anyone else's candidate is never found. Sending honours
 * an Idempotency-Key header: a retry answers with the first message and stores nothing.
 */
export function enterpriseMessageRoutes(deps: MessageDeps) {
  const app = new Hono<Vars>();

  app.get('/messages/:page/:size', valid('param', pageParams), async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(
      c,
      await conversationsOfEnterprise(deps, c.get('enterpriseId'), {
        offset: page * size,
        limit: size,
      }),
    );
  });

  app.get(
    '/candidates/:id/messages',
    valid('param', idParam),
    valid('query', pageQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const messages = await conversationOfEnterprise(
        deps,
        c.get('enterpriseId'),
        c.req.valid('param').id,
        { offset: page * size, limit: size },
      );
      if (!messages) throw notFound();
      return ok(c, messages);
    },
  );

  app.use('/candidates/:id/messages', (c, next) =>
    c.req.method === 'POST' && isJson(c.req.header('content-type')) ? jsonLimit(c, next) : next(),
  );

  app.post(
    '/candidates/:id/messages',
    describeBody('application/json', outgoing),
    valid('param', idParam),
    async (c) => {
      const key = idempotencyKeyOf(c);
      let fields: z.infer<typeof outgoing>;
      let upload = null;
      if (isJson(c.req.header('content-type'))) {
        const body = await c.req.json<Record<string, string>>().catch(() => {
          throw new ApiError(400, ERROR_MESSAGES.malformedJson);
        });
        fields = formFields(outgoing, body);
      } else {
        const form = await receiveMessageForm(c, deps);
        upload = form.file;
        try {
          fields = formFields(outgoing, form.fields);
        } catch (error) {
          if (upload) await deps.storage.delete(upload.key);
          throw error;
        }
      }
      const sent = await sendOrFail(deps, {
        candidateId: c.req.valid('param').id,
        enterpriseId: c.get('enterpriseId'),
        byEnterprise: true,
        text: fields.message,
        upload,
        senderName: fields.senderName,
        senderTitle: fields.senderTitle,
        idempotencyKey: key,
      });
      if (sent.replayed) c.header('Idempotent-Replayed', 'true');
      return ok(c, sent.message, sent.replayed ? 200 : 201);
    },
  );

  app.put('/candidates/:id/messages/read', valid('param', idParam), async (c) => {
    const read = await readByEnterprise(deps, c.get('enterpriseId'), c.req.valid('param').id);
    if (!read) throw notFound();
    return ok(c, read);
  });

  return app;
}
