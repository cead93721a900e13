import { createMiddleware } from 'hono/factory';
import type { EventBus } from '../services/events.ts';
import type { SessionVariables } from './session.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write a signed-in candidate makes (a form post, an API call, signing out) may change what
 * their pages show: once it has been answered, successful or not, the bus hears candidateChanged
 * for them, and the other nodes through the live hub. Runs after the session is known.
 */
export function candidateWrites(events: EventBus) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const candidate = READS.has(c.req.method) ? null : c.get('candidate');
    if (!candidate) return next();
    try {
      await next();
    } finally {
      await events.emit('candidateChanged', { candidateId: candidate.id });
    }
  });
}

/**
 * Any write through the enterprise API may reach candidates (a pipeline move, an interview, a
 * message, a review, a credential check, a job): once it has been answered, every candidate's
 * pages count as changed. Enterprise writes are rare beside page views, and this way none that
 * forgets to say whom it touched can leave a stale page behind.
 */
export function enterpriseWrites(events: EventBus) {
  return createMiddleware(async (c, next) => {
    if (READS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      await events.emit('candidateChanged', { candidateId: null });
    }
  });
}
