import { Hono } from 'hono';
import { z } from 'zod';
import {
  candidateMessageSchema,
  clearHistoryQuerySchema,
  contactsQuerySchema,
  conversationQuerySchema,
  MESSAGE_LIMITS,
  readMessagesSchema,
} from '../../../src/shared/dto/message.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import {
  clearForCandidate,
  contactsOfCandidate,
  conversationOfCandidate,
  conversationsOfCandidate,
  readByCandidate,
  unreadOfCandidate,
} from '../../services/messages/conversations.ts';
import type { MessageDeps } from '../../services/messages/send.ts';
import { describeUpload, requireJson, valid } from '../validate.ts';
import { idempotencyKeyOf, parseField, receiveMessageForm, sendOrFail } from './send.ts';

/** Where messages with attachments are sent: it takes files larger than the JSON body limit. */
export const MESSAGE_UPLOAD_PATH = '/api/v1/candidates/messages/general';

const pageParams = z.object({
  page: z.coerce.number().int().min(0).max(100_000),
  size: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.history),
});

/**
 * `/api/v1/candidates/messages` (spec 7.5): the signed-in candidate's conversations with the
 * enterprises they applied to. Ids in a request that are not the candidate's own answer 404.
 */
export function messageRoutes(deps: MessageDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);
  const mine = (candidateId: number | undefined, own: number) => {
    if (candidateId !== undefined && candidateId !== own) throw notFound();
  };

  app.get('/unread-count', async (c) =>
    ok(c, { unreadCount: await unreadOfCandidate(deps, c.get('candidateId')) }),
  );

  app.get('/contacts', valid('query', contactsQuerySchema), async (c) =>
    ok(c, await contactsOfCandidate(deps, c.get('candidateId'), c.req.valid('query').enterpriseId)),
  );

  app.get(
    '/details/:page/:size',
    valid('param', pageParams),
    valid('query', conversationQuerySchema),
    async (c) => {
      const { page, size } = c.req.valid('param');
      const { candidateId, enterpriseId } = c.req.valid('query');
      mine(candidateId, c.get('candidateId'));
      const messages = await conversationOfCandidate(deps, c.get('candidateId'), enterpriseId, {
        offset: page * size,
        limit: size,
      });
      if (!messages) throw notFound();
      return ok(c, messages);
    },
  );

  app.put(
    '/general',
    describeUpload(z.object({ messages: z.string() }), { optional: true }),
    async (c) => {
      const key = idempotencyKeyOf(c);
      const { fields, file } = await receiveMessageForm(c, deps);
      const input = await parseField(
        deps,
        file,
        candidateMessageSchema,
        fields.messages,
        'messages',
      );
      const own = c.get('candidateId');
      if (input.messageFrom !== undefined && input.messageFrom !== own) {
        if (file) await deps.storage.delete(file.key);
        throw notFound();
      }
      const sent = await sendOrFail(deps, {
        candidateId: own,
        enterpriseId: input.enterpriseId,
        byEnterprise: false,
        text: input.message,
        upload: file,
        idempotencyKey: key,
      });
      return ok(c, sent.message);
    },
  );

  app.put('/read', requireJson, valid('json', readMessagesSchema), async (c) => {
    const body = c.req.valid('json');
    mine(body.messageTo, c.get('candidateId'));
    const read = await readByCandidate(deps, c.get('candidateId'), body.enterpriseId);
    if (!read) throw notFound();
    return ok(c, read);
  });

  app.put('/chat-history', valid('query', clearHistoryQuerySchema), async (c) => {
    const { candidateId, enterpriseId } = c.req.valid('query');
    mine(candidateId, c.get('candidateId'));
    const cleared = await clearForCandidate(deps, c.get('candidateId'), enterpriseId ?? null);
    if (!cleared) throw notFound();
    return ok(c, cleared);
  });

  app.get('/:page/:size', valid('param', pageParams), async (c) => {
    const { page, size } = c.req.valid('param');
    return ok(
      c,
      await conversationsOfCandidate(deps, c.get('candidateId'), {
        offset: page * size,
        limit: size,
      }),
    );
  });

  return app;
}
