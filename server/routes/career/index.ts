import { Hono } from 'hono';
import { careerQuerySchema } from '../../../src/shared/dto/career.ts';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { createCareer } from '../../services/career/index.ts';
import { valid } from '../validate.ts';

/**
 * GET candidates/career?title= : the next roles from a title (the candidate's own by default),
 * with open jobs and the skills the candidate lacks for each.
 */
export function careerRoutes(db: Db) {
  const career = createCareer(db);
  return new Hono<{ Variables: CandidateVariables }>()
    .use(requireCandidate)
    .get('/', valid('query', careerQuerySchema), async (c) => {
      const id = c.get('candidateId');
      const { title } = c.req.valid('query');
      return ok(c, await career.path(id, title || undefined));
    });
}
