import { Hono } from 'hono';
import groups from '../../db/data/synonyms.json' with { type: 'json' };
import { ok } from '../../http/envelope.ts';

/**
 * GET synonyms: the groups of terms that mean the same (['rn', 'registered nurse'], …). A client
 * that keeps them asks for synonym matching with `x-synonyms-active: T`. They change only with a
 * release, so any cache may keep them for a day.
 */
export function synonymRoutes() {
  return new Hono().get('/synonyms', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return ok(c, groups as string[][]);
  });
}
