import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chatSchema } from '../../../src/shared/dto/chat.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import type { Db } from '../../db/connect.ts';
import { fail } from '../../http/envelope.ts';
import type { Identity } from '../../identity/index.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { type Assistant, LlmBudgetExceeded } from '../../services/assistant/service.ts';
import { describeBody } from '../validate.ts';
import { whoAsks } from './who.ts';

const sameKey = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** Questions one address may send a minute, counted in the database across every node. */
export const CHAT_PER_MINUTE = 60;
/** The largest chat request body. */
const CHAT_BODY_LIMIT = 16 * 1024;

/** POST /chat (spec 7.7): one question or action code in, the answer and actions out. */
export function chatRoute(options: {
  db: Db;
  assistant: Assistant;
  serviceKey: string;
  identity?: Identity;
}) {
  const { db, assistant, serviceKey, identity } = options;
  return new Hono<{ Variables: SessionVariables }>().post(
    '/chat',
    describeBody('application/x-www-form-urlencoded', chatSchema),
    rateLimit({ db, scope: 'chat', limit: CHAT_PER_MINUTE, windowMs: 60_000 }),
    bodyLimit({ maxSize: CHAT_BODY_LIMIT, onError: (c) => fail(c, 413, ERROR_MESSAGES.tooLarge) }),
    async (c) => {
      if (!FORM.test(c.req.header('content-type') ?? ''))
        return fail(c, 400, 'The question must be sent as a form.');
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch {
        return fail(c, 400, ERROR_MESSAGES.badRequest);
      }
      const parsed = chatSchema.safeParse(body);
      if (!parsed.success)
        return fail(c, 400, parsed.error.issues[0]?.message ?? ERROR_MESSAGES.badRequest);
      const form = parsed.data;
      if (!sameKey(form.token, serviceKey)) return fail(c, 401, ERROR_MESSAGES.unauthorized);
      const asking = await whoAsks(c.get('candidate')?.id ?? null, form, identity);
      if (!asking.ok) return fail(c, 401, ERROR_MESSAGES.unauthorized);
      const session = c.get('candidate');
      const firstName = session && session.id === asking.candidateId ? session.firstName : null;
      try {
        const { reply } = await assistant.chat({
          ask: form.ask,
          userKey: asking.userKey,
          budgetKey:
            asking.candidateId !== null
              ? `c:${asking.candidateId}`
              : `ip:${clientIp(c) ?? 'local'}`,
          asker: { candidateId: asking.candidateId, firstName },
          timeZone: form.timezone,
        });
        return c.json(reply);
      } catch (error) {
        if (error instanceof LlmBudgetExceeded)
          return fail(
            c,
            429,
            'You have asked a lot of questions this hour. Please try again later.',
          );
        throw error;
      }
    },
  );
}
