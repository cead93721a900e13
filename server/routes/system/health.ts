import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { databaseHealth } from '../../services/system/health.ts';

/** Liveness and database reachability, for load balancers and the start script. */
export function healthRoutes(db: Db) {
  return new Hono().get('/health', async (c) => ok(c, await databaseHealth(db)));
}
