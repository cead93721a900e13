import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { isPostgres } from '../../db/dialect.ts';
import { pingDatabase } from '../../db/repositories/count.ts';
import { ok } from '../../http/envelope.ts';

/** Liveness and database reachability, for load balancers and the start script. */
export function healthRoutes(db: Db) {
  return new Hono().get('/health', async (c) => {
    await pingDatabase(db);
    return ok(c, { status: 'ok', database: isPostgres(db) ? 'postgres' : 'sqlite' });
  });
}
