import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientErrorReportSchema } from '../../../src/shared/dto/client-error.ts';
import { ERROR_MESSAGES } from '../../../src/shared/envelope.ts';
import { fail, ok } from '../../http/envelope.ts';
import { logLine } from '../../services/log/logger.ts';
import { requireJson, valid } from '../validate.ts';

/** Browser render errors (spec 4.7), written to the server log one line each. */
export function consoleLogRoutes(log: (line: string) => void = logLine('warn')) {
  return new Hono().post(
    '/',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => fail(c, 413, ERROR_MESSAGES.tooLarge) }),
    requireJson,
    valid('json', clientErrorReportSchema),
    (c) => {
      for (const entry of c.req.valid('json')) {
        log(`client-error ${entry.timestamp} ${JSON.stringify(entry.error)}`);
      }
      return ok(c, { received: c.req.valid('json').length });
    },
  );
}
