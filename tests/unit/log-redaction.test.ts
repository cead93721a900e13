import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/services/log/logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: 'info' }, stream), lines };
}

const SECRET = 'Canary-Secret-7f3a9';

describe('the log', () => {
  it('writes one JSON object a line with time, level and message', () => {
    const { logger, lines } = capture();
    logger.info({ reqId: 'r1' }, 'hello');
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry).toMatchObject({ level: 'info', msg: 'hello', reqId: 'r1' });
    expect(new Date(entry.time).toString()).not.toBe('Invalid Date');
  });

  it('never writes passwords, tokens, cookies or credentials, as fields or inside text', () => {
    const { logger, lines } = capture();
    logger.info({ password: SECRET, body: { newPassword: SECRET, token: SECRET } }, 'fields');
    logger.info({ req: { headers: { authorization: `Bearer ${SECRET}`, cookie: SECRET } } }, 'h');
    logger.warn(`connect postgres://worklane:${SECRET}@db.internal:5432/worklane failed`);
    logger.warn(`smtp://mailer:${SECRET}@smtp.example:587 refused`);
    logger.warn(`header Authorization: Bearer ${SECRET}`);
    logger.warn(`enterprise key wlk_${SECRET} refused`);
    logger.warn(`form password=${SECRET}&email=a@b.c`);
    logger.warn(`sent Cookie: __Host-worklane_session=${SECRET}`);
    logger.error({ err: new Error(`client_secret=${SECRET} was refused`) }, 'failed');
    // A driver's error carrying its client and connection settings.
    const dropped = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
      client: { connectionParameters: { user: 'worklane', password: SECRET } },
    });
    logger.warn({ err: dropped }, 'database connection closed by the server');
    expect(lines).toHaveLength(10);
    expect(JSON.parse(lines[9] ?? '').err).toMatchObject({
      type: 'Error',
      code: 'ECONNRESET',
      message: 'Connection terminated unexpectedly',
    });
    for (const line of lines) expect(line).not.toContain(SECRET);
    expect(lines.join('\n')).toContain('[redacted]');
    expect(lines[2]).toContain('db.internal:5432');
  });
});
