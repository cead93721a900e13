import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { readiness } from '../../services/system/health.ts';

/**
 * Probes for load balancers and orchestrators. /healthz: the process answers. /readyz: the database
 * answers and has every migration of this build; 503 otherwise, so no traffic is sent to a node
 * that cannot serve it.
 */
export function probeRoutes(db: Db) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const { ready, ...body } = await readiness(db);
      return c.json(body, ready ? 200 : 503);
    });
}
